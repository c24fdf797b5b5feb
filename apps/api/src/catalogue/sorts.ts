import type { SortKey } from '../search/model-search.js';

/** Sort values per kind (browsing.md §9). */
export const genericSorts = [1, 2, 3, 4, 5] as const;
export const genericSortKeys: Readonly<Record<(typeof genericSorts)[number], SortKey>> = {
  1: 'score',
  2: 'time',
  3: 'downloads',
  4: 'month',
  5: 'week',
};
/** MAPPING: 2 default, 1 views, 0 time. */
export const mappingSorts = [0, 1, 2] as const;
export const mappingSortKeys: Readonly<Record<(typeof mappingSorts)[number], SortKey>> = { 0: 'time', 1: 'views', 2: 'score' };
/** UEC: 1 time, 2 heat. */
export const uecSorts = [1, 2] as const;
export const uecSortKeys: Readonly<Record<(typeof uecSorts)[number], SortKey>> = { 1: 'time', 2: 'downloads' };
/** Channel pages: 1 default, 2 time, 3 total heat. */
export const channelSorts = [1, 2, 3] as const;

export const pageSizes = { list: 40, album: 20, vip: 12, channel: 40 } as const;
export const maxPageSize = 100;
export const maxPageNumber = 100_000;
