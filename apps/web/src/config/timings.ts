/** Timings and scroll thresholds of browsing.md §9. */
export const TOAST_DURATION_MS = 2000;
export const BANNER_DELAY_MS = { home: 2000, channel: 3000 } as const;
export const BANNER_FADE_SPEED_MS = 1000;
export const SCROLL_THRESHOLDS = { sideBar: 600, stickySearch: 437, channelBackToTop: 200 } as const;
