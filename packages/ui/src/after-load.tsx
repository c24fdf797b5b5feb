import { useEffect, useState } from 'react';

/**
 * Runs `work` once the page has loaded (the `load` event: first paint done, above-the-fold images
 * in) and the main thread is idle, or after `timeoutMs` of waiting for idleness. Code that is
 * not needed to show the page (carousels, daily popups) starts here, so it never competes with
 * the first paint. Answers a cancel function.
 */
export function afterPageSettles(work: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(
            () => {
              if (!cancelled) work();
            },
            { timeout: timeoutMs },
          )
        : window.setTimeout(() => {
            if (!cancelled) work();
          }, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** True once the page has settled (see `afterPageSettles`); for parts rendered only after that. */
export function usePageSettled(timeoutMs = 2000): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(
    () =>
      afterPageSettles(() => {
        setSettled(true);
      }, timeoutMs),
    [timeoutMs],
  );
  return settled;
}
