import { useSyncExternalStore } from 'react';
import { LAYOUT_WIDTHS } from '@yunmo/domain/daily-rules';

const query = `(max-width: ${String(LAYOUT_WIDTHS.mobileBelow - 0.02)}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

/** True under 1200 px: the author page's mobile mode (no site header and footer, endless scroll). */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
