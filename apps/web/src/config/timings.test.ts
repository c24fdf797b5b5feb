import { SCROLL_THRESHOLDS as DOMAIN_SCROLL_THRESHOLDS, TIMINGS } from '@yunmo/domain/daily-rules';
import { describe, expect, it } from 'vitest';
import {
  AD_CAROUSEL_DELAY_MS,
  BANNER_DELAY_MS,
  BANNER_FADE_SPEED_MS,
  CHUNK_RELOAD_MIN_INTERVAL_MS,
  SCROLL_THRESHOLDS,
  TOAST_DURATION_MS,
} from './timings';

describe('timings mirror the domain rules', () => {
  it('matches TIMINGS', () => {
    expect(TOAST_DURATION_MS).toBe(TIMINGS.toast);
    expect(BANNER_DELAY_MS).toEqual({
      home: TIMINGS.homeBannerAutoplay,
      channel: TIMINGS.channelBannerAutoplay,
    });
    expect(BANNER_FADE_SPEED_MS).toBe(TIMINGS.homeBannerTransition);
    expect(AD_CAROUSEL_DELAY_MS).toBe(TIMINGS.adCarousel);
    expect(CHUNK_RELOAD_MIN_INTERVAL_MS).toBe(TIMINGS.chunkReloadMinInterval);
  });
  it('matches SCROLL_THRESHOLDS', () => {
    expect(SCROLL_THRESHOLDS).toEqual(DOMAIN_SCROLL_THRESHOLDS);
  });
});
