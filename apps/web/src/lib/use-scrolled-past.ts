import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
  };
}

/** True once the page is scrolled further than `thresholdPx`; re-renders only when that flips. */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > thresholdPx,
    () => false,
  );
}

function subscribeToHeight(onChange: () => void) {
  const observer = new ResizeObserver(onChange);
  observer.observe(document.body);
  window.addEventListener('resize', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', onChange);
  };
}

/** True while the page cannot be scrolled further than `thresholdPx` (a short page). */
export function usePageShorterThan(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribeToHeight,
    () => document.documentElement.scrollHeight - window.innerHeight <= thresholdPx,
    () => false,
  );
}
