import { afterEach, describe, expect, it } from 'vitest';
import { isGuestMuted, markerKey, muteForGuest, takeDailyPopup } from './daily-marker';

afterEach(() => {
  window.localStorage.clear();
});

// 2026-03-01 15:59 UTC is 23:59 in Shanghai; a minute later it is the next day there.
const lateEvening = Date.UTC(2026, 2, 1, 15, 59);
const nextDay = Date.UTC(2026, 2, 1, 16, 0);

describe('takeDailyPopup', () => {
  it('shows once per Asia/Shanghai day and again after midnight there', () => {
    expect(takeDailyPopup('shutdownPopup', undefined, false, lateEvening).show).toBe(true);
    expect(takeDailyPopup('shutdownPopup', undefined, false, lateEvening + 30_000).show).toBe(
      false,
    );
    expect(takeDailyPopup('shutdownPopup', undefined, false, nextDay).show).toBe(true);
  });

  it('keeps one marker per user and never shows when muted', () => {
    expect(takeDailyPopup('shutdownPopup', 'alice', false, lateEvening).show).toBe(true);
    expect(takeDailyPopup('shutdownPopup', 'bob', false, lateEvening).show).toBe(true);
    expect(window.localStorage.getItem(markerKey('shutdownPopup', 'alice'))).toBe('"2026-03-01"');
    expect(takeDailyPopup('shutdownPopup', 'carol', true, lateEvening).show).toBe(false);
    expect(window.localStorage.getItem(markerKey('shutdownPopup', 'carol'))).toBeNull();
  });

  it('remembers a guest’s do-not-remind locally', () => {
    expect(isGuestMuted('shutdownPopup')).toBe(false);
    muteForGuest('shutdownPopup');
    expect(isGuestMuted('shutdownPopup')).toBe(true);
  });
});
