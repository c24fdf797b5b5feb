import { dailyPopupStorageKey, decideDailyPopup } from '@yunmo/domain/daily-rules';
import type { DailyPopupDecision } from '@yunmo/domain/daily-rules';
import { readJson, writeJson } from '@/lib/storage';

/** Guests share one local marker; logged-in users get one each. */
const guestName = 'guest';

export function markerKey(popup: string, userName: string | undefined): string {
  return dailyPopupStorageKey(popup, userName ?? guestName);
}

function readString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Decides a once-a-day popup from its local marker with the domain rule and, when it shows,
 * stores today's marker at once, so a second tab or a reload the same day does not show it again.
 */
export function takeDailyPopup(
  popup: string,
  userName: string | undefined,
  muted: boolean,
  now: number = Date.now(),
): DailyPopupDecision {
  const key = markerKey(popup, userName);
  const decision = decideDailyPopup(readJson(key, readString, null), now, muted);
  if (decision.show && decision.nextMarker !== null) writeJson(key, decision.nextMarker);
  return decision;
}

/** "Do not remind" for guests, who cannot store it on the server. */
export function guestMuteKey(popup: string): string {
  return `${popup}:muted`;
}

export function isGuestMuted(popup: string): boolean {
  return readJson(guestMuteKey(popup), (value) => value === true, false);
}

export function muteForGuest(popup: string): void {
  writeJson(guestMuteKey(popup), true);
}
