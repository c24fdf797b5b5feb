import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => { window.removeEventListener('scroll', onChange); };
}

/** True once the page is scrolled further than `thresholdPx`; re-renders only when that flips. */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > thresholdPx, () => false);
}
