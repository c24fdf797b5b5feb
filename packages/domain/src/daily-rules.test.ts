import { describe, expect, it } from 'vitest';
import {
  AUTO_CONVERSION,
  SCROLL_THRESHOLDS,
  SHUTDOWN_DATES,
  isSiteClosed,
  TIMINGS,
  countdownParts,
  dailyPopupStorageKey,
  decideDailyPopup,
  decideExperiencePopup,
  formatCountdown,
  authorTypeIdx,
  initialAuthorTab,
  packagePollDelayMs,
  payDialogWidth,
  recordVisit,
  screenTier,
  shanghaiDayKey,
  shouldKeepPollingOrder,
  type AuthorContentCounts,
} from './daily-rules.js';

describe('Shanghai day', () => {
  it('changes at 16:00 UTC', () => {
    expect(shanghaiDayKey(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(shanghaiDayKey(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(shanghaiDayKey(Date.UTC(2026, 11, 31, 16))).toBe('2027-01-01');
  });
});

describe('once-a-day popups', () => {
  const morning = new Date('2026-11-22T01:00:00Z');

  it('shows once per day and stores the day', () => {
    const first = decideDailyPopup(null, morning);
    expect(first).toEqual({ show: true, nextMarker: '2026-11-22' });
    expect(decideDailyPopup(first.nextMarker, new Date('2026-11-22T15:00:00Z'))).toEqual({
      show: false,
      nextMarker: '2026-11-22',
    });
    expect(decideDailyPopup(first.nextMarker, new Date('2026-11-22T16:00:00Z')).show).toBe(true);
  });

  it('stays hidden when muted; malformed markers count as never shown', () => {
    expect(decideDailyPopup(null, morning, true)).toEqual({ show: false, nextMarker: null });
    expect(decideDailyPopup(42, morning).show).toBe(true);
    expect(dailyPopupStorageKey('experience', 'zhang')).toBe('experience:zhang');
  });
});

describe('login guide', () => {
  it('opens on the fifth visit of a day only', () => {
    let stored: unknown = undefined;
    const shown: boolean[] = [];
    for (let visit = 0; visit < 6; visit += 1) {
      const result = recordVisit(stored, new Date('2026-11-22T02:00:00Z'));
      stored = result.counter;
      shown.push(result.showLoginGuide);
    }
    expect(shown).toEqual([false, false, false, false, true, false]);
    expect(recordVisit(stored, new Date('2026-11-23T02:00:00Z')).counter).toEqual({
      day: '2026-11-23',
      count: 1,
    });
    expect(
      recordVisit({ day: 'x', count: 4 }, new Date('2026-11-22T02:00:00Z')).counter.count,
    ).toBe(1);
    expect(recordVisit('garbage', new Date('2026-11-22T02:00:00Z')).counter.count).toBe(1);
  });
});

describe('experience-member popup', () => {
  const now = new Date('2026-11-22T02:00:00Z');

  it('offers the trial with experienceNumber 7', () => {
    const popup = decideExperiencePopup(
      { category: 1, openWindow: 1, experienceNumber: 7, money: 88 },
      null,
      now,
    );
    expect(popup).toMatchObject({ show: true, variant: 'offer', nextMarker: '2026-11-22' });
    if (popup.show && popup.variant === 'offer') {
      expect(popup.actions.map((action) => [action.operation, action.label])).toEqual([
        ['OpenMembership', '开通年度会员'],
        ['FreeDown', '免费下载体验'],
      ]);
      expect(popup.actions[1].memberFilter).toBe(1);
    }
  });

  it('otherwise shows the about-to-expire text', () => {
    expect(
      decideExperiencePopup({ category: '1', openWindow: '1', experienceNumber: 3 }, null, now),
    ).toMatchObject({
      show: true,
      variant: 'expiring',
    });
  });

  it('needs category 1 and openWindow 1, once a day, valid info', () => {
    expect(decideExperiencePopup({ category: 2, openWindow: 1 }, null, now).show).toBe(false);
    expect(decideExperiencePopup({ category: 1, openWindow: 0 }, null, now).show).toBe(false);
    expect(decideExperiencePopup({ category: 1, openWindow: 1 }, '2026-11-22', now)).toEqual({
      show: false,
      nextMarker: '2026-11-22',
    });
    expect(decideExperiencePopup(null, null, now).show).toBe(false);
    expect(decideExperiencePopup({ category: 'x', openWindow: 1 }, 5, now)).toEqual({
      show: false,
      nextMarker: null,
    });
  });
});

describe('countdown', () => {
  it('splits days, hours, minutes, seconds', () => {
    expect(countdownParts(3 * 86400 + 4 * 3600 + 5 * 60 + 6)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
    expect(formatCountdown(3 * 86400 + 4 * 3600 + 5 * 60 + 6)).toBe('3天04时05分06秒');
    expect(countdownParts(-1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(59.9).seconds).toBe(59);
  });
});

describe('author page initial tab', () => {
  const counts = (overrides: Partial<AuthorContentCounts>): AuthorContentCounts => ({
    modelNumber: 0,
    vrNumber: 0,
    yktNumber: 0,
    subKinds: {},
    ...overrides,
  });

  it('honours typeIdx 1-4 when that sub-kind has content', () => {
    const withModels = counts({ modelNumber: 5, subKinds: { 1: 3, 2: 2 } });
    expect(initialAuthorTab(withModels, 2)).toEqual({
      type: 'model',
      category: 1,
      subKind: 2,
      page: 1,
    });
    expect(initialAuthorTab(withModels, 4)).toEqual({
      type: 'model',
      category: 1,
      subKind: 1,
      page: 1,
    });
    expect(initialAuthorTab(withModels, 9).subKind).toBe(1);
  });

  it('honours typeIdx 0, 5 and 6 when that type has content, and 7 (all models) on a phone', () => {
    const all = counts({ modelNumber: 4, subKinds: { 2: 4 }, vrNumber: 2, yktNumber: 3 });
    expect(initialAuthorTab(all, 5)).toEqual({
      type: 'panorama',
      category: 5,
      subKind: null,
      page: 1,
    });
    expect(initialAuthorTab(all, 6)).toEqual({
      type: 'video',
      category: 6,
      subKind: null,
      page: 1,
    });
    expect(initialAuthorTab(all, 0)).toEqual({ type: 'model', category: 1, subKind: 2, page: 1 });
    expect(initialAuthorTab(all, 7, { phone: true })).toEqual({
      type: 'all',
      category: 1,
      subKind: null,
      page: 1,
    });
    // On a desktop 7 opens the models tab; an empty named type falls back to the first with content.
    expect(initialAuthorTab(all, 7)).toMatchObject({ type: 'model', subKind: 2 });
    expect(
      initialAuthorTab(counts({ modelNumber: 1, subKinds: { 1: 1 }, yktNumber: 1 }), 5),
    ).toMatchObject({ type: 'model', subKind: 1 });
    expect(initialAuthorTab(counts({ yktNumber: 1 }), 0)).toMatchObject({ type: 'video' });
    expect(initialAuthorTab(counts({ vrNumber: 1 }), 7, { phone: true })).toMatchObject({
      type: 'panorama',
    });
  });

  it('names each tab in the address with its typeIdx', () => {
    expect(authorTypeIdx('model', null)).toBe(0);
    expect(authorTypeIdx('model', 3)).toBe(3);
    expect(authorTypeIdx('panorama', null)).toBe(5);
    expect(authorTypeIdx('video', null)).toBe(6);
    expect(authorTypeIdx('all', null)).toBe(7);
  });

  it('picks the first content type with a count above 0', () => {
    expect(initialAuthorTab(counts({ vrNumber: 2, yktNumber: 1 }))).toEqual({
      type: 'panorama',
      category: 5,
      subKind: null,
      page: 1,
    });
    expect(initialAuthorTab(counts({ yktNumber: 1 }), 1)).toMatchObject({
      type: 'video',
      category: 6,
    });
    expect(
      initialAuthorTab(counts({ modelNumber: 2, subKinds: { 3: 2 }, vrNumber: 1 })),
    ).toMatchObject({
      type: 'model',
      subKind: 3,
    });
  });

  it('falls back to the first model sub-kind with content', () => {
    expect(initialAuthorTab(counts({ subKinds: { 4: 1 } }))).toMatchObject({
      type: 'model',
      subKind: 4,
    });
    expect(initialAuthorTab(counts({}))).toMatchObject({ type: 'model', subKind: 1 });
  });
});

describe('polling, layout, thresholds, timings', () => {
  it('orders poll for 10 minutes; packages after 0.5 s then every 3 s', () => {
    expect(shouldKeepPollingOrder(0, 599_999)).toBe(true);
    expect(shouldKeepPollingOrder(0, 600_000)).toBe(false);
    expect([0, 1, 2].map(packagePollDelayMs)).toEqual([500, 3000, 3000]);
  });

  it('screen tiers by width + 17', () => {
    expect(screenTier(1782)).toMatchObject({ tier: 'small', cardWidth: 310, thumbnails: 11 });
    expect(screenTier(1783)).toMatchObject({ tier: 'medium', cardWidth: 320, thumbnails: 16 });
    expect(screenTier(1982)).toMatchObject({ tier: 'medium' });
    expect(screenTier(1983)).toMatchObject({ tier: 'large', cardWidth: 344, thumbnails: 18 });
  });

  it('pay dialog 972 px above 4 packages else 378', () => {
    expect(payDialogWidth(4)).toBe(378);
    expect(payDialogWidth(5)).toBe(972);
  });

  it('constants', () => {
    expect(SCROLL_THRESHOLDS).toEqual({
      stickySearch: 437,
      sideBar: 600,
      channelBackToTop: 200,
      authorBackToTop: 250,
      bottomLoad: 100,
    });
    expect(TIMINGS).toMatchObject({
      homeBannerAutoplay: 2000,
      channelBannerAutoplay: 3000,
      adCarousel: 5000,
      toast: 2000,
      requestTimeout: 5000,
      frequentDownloadWait: 180_000,
    });
  });
});

describe('shutdown and auto conversion', () => {
  it('closes the site on 2025-12-01 Shanghai time', () => {
    expect(SHUTDOWN_DATES).toEqual({
      uploadAndPackagePurchaseClosed: '2025-09-12',
      siteClosed: '2025-12-01',
    });
    expect(isSiteClosed(new Date('2025-11-30T15:59:59Z'))).toBe(false);
    expect(isSiteClosed(new Date('2025-11-30T16:00:00Z'))).toBe(true);
    expect(AUTO_CONVERSION.idleMonths).toBe(3);
  });
});
