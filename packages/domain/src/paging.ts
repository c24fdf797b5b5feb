/**
 * Page sizes, last-page arithmetic, the jump-to-page clamp and the infinite-scroll status.
 *
 * @module
 */

/** Page sizes: list 40, membership lists 12, albums 20, author page 12, channel 40. */
export const PAGE_SIZES = {
  list: 40,
  vipList: 12,
  album: 20,
  personalPage: 12,
  channel: 40,
} as const;

/**
 * The page cap: no list goes past 10,000. No page number above it is accepted (address, gateway
 * and API alike), and search totals are exact up to it (beyond: 超过10000个结果).
 */
export const PAGE_CAP = 10_000;

/** Ranking sizes: top 13 on the home page (bars scaled to 200 px), top 20 on the board. */
export const RANKING_SIZES = { home: 13, board: 20, homeBarMaxHeightPx: 200 } as const;

/** The last 1-based page for `total` items in pages of `size`; 1 when there are none. */
export function lastPage(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(size) || size <= 0) return 1;
  return Math.max(1, Math.ceil(total / size));
}

const POSITIVE_INTEGER = /^[0-9]+$/;

/**
 * The page a jump-to-page input leads to: a whole number clamped to 1..ceil(total/size).
 * Empty, non-numeric or fractional input gives 1.
 */
export function clampJumpPage(
  input: string | number | null | undefined,
  total: number,
  size: number = PAGE_SIZES.list,
): number {
  const text = typeof input === 'number' ? String(input) : (input ?? '').trim();
  if (!POSITIVE_INTEGER.test(text)) return 1;
  const requested = Number(text);
  return Math.min(Math.max(requested, 1), lastPage(total, size));
}

/** Status under an infinite-scroll list. */
export type InfiniteListStatus = 'more' | 'loading' | 'end';

/**
 * Status of an infinite-scroll list (channel page, author page on phones): `loading` while a
 * page is in flight, `end` once the loaded count reaches the total, else `more`.
 */
export function infiniteListStatus(
  loaded: number,
  total: number,
  loading: boolean,
): InfiniteListStatus {
  if (loading) return 'loading';
  return loaded >= total ? 'end' : 'more';
}

/** True when another page may be requested (not loading and not at the end). */
export function canLoadMore(loaded: number, total: number, loading: boolean): boolean {
  return infiniteListStatus(loaded, total, loading) === 'more';
}
