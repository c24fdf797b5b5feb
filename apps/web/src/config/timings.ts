/**
 * Timings and scroll thresholds of browsing spec, «Business constants and limits», mirroring `@yunmo/domain/daily-rules`
 * (TIMINGS, SCROLL_THRESHOLDS). They are not imported from there because that module also
 * defines a zod schema, which would put zod (~24 KB gzipped) into the first-paint bundle;
 * config/timings.test.ts checks the two stay equal.
 */
export const TOAST_DURATION_MS = 2000;
export const BANNER_DELAY_MS = { home: 2000, channel: 3000 } as const;
export const BANNER_FADE_SPEED_MS = 1000;
export const AD_CAROUSEL_DELAY_MS = 5000;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const SCROLL_THRESHOLDS = {
  stickySearch: 437,
  sideBar: 600,
  channelBackToTop: 200,
  authorBackToTop: 250,
  bottomLoad: 100,
} as const;
