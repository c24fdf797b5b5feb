/**
 * The day as Asia/Shanghai counts it, and the per-day visit counter of the login guide (§4.12).
 * No zod here on purpose: the header counts a visit on every page before anything heavy loads.
 *
 * @module
 */

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Asia/Shanghai calendar day of `now` as `YYYY-MM-DD`. */
export function shanghaiDayKey(now: Date | number): string {
  const shifted = new Date((typeof now === 'number' ? now : now.getTime()) + SHANGHAI_OFFSET_MS);
  return shifted.toISOString().slice(0, 10);
}

/** The visit on which the login guide opens: the fifth of the day. */
export const LOGIN_GUIDE_VISIT = 5;

/** The per-day visit counter kept in local storage. */
export interface VisitCounter {
  readonly day: string;
  readonly count: number;
}

/** A stored counter is untrusted: only a well-formed one is read. */
function isVisitCounter(value: unknown): value is VisitCounter {
  if (typeof value !== 'object' || value === null) return false;
  const { day, count } = value as Record<string, unknown>;
  return (
    typeof day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= 0
  );
}

/**
 * Records a visit: the counter restarts each day, and the login guide opens on the fifth visit.
 * A malformed stored counter starts afresh.
 */
export function recordVisit(
  stored: unknown,
  now: Date | number,
): { counter: VisitCounter; showLoginGuide: boolean } {
  const today = shanghaiDayKey(now);
  const previous = isVisitCounter(stored) && stored.day === today ? stored.count : 0;
  const counter = { day: today, count: previous + 1 };
  return { counter, showLoginGuide: counter.count === LOGIN_GUIDE_VISIT };
}
