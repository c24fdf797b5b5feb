import type { AssetKind } from '@yunmo/domain/asset-kinds';
import {
  ALBUM_SORT_OPTIONS,
  CHANNEL_SORT_OPTIONS,
  SORT_OPTIONS,
} from '@yunmo/domain/fees-and-sorts';
import { PAGE_CAP, PAGE_SIZES } from '@yunmo/domain/paging';
import type { SortKey } from '../search/model-search.js';

/** Which column each sort option of browsing spec, «Business constants and limits» orders by. */
const sortKeyByOption: Readonly<Record<string, SortKey>> = {
  default: 'score',
  time: 'time',
  heat: 'downloads',
  heatTotal: 'downloads',
  heatMonth: 'month',
  heatWeek: 'week',
  views: 'views',
};

/** The ordering for a kind's sort value (validated against the kind's options before this is called). */
export function sortKeyFor(kind: AssetKind, value: number): SortKey {
  const options: readonly { value: number; key: string }[] = SORT_OPTIONS[kind];
  const option = options.find((candidate) => candidate.value === value);
  return (option && sortKeyByOption[option.key]) ?? 'score';
}

export function channelSortKey(value: number): SortKey {
  const option = CHANNEL_SORT_OPTIONS.find((candidate) => candidate.value === value);
  return (option && sortKeyByOption[option.key]) ?? 'score';
}

export const genericSorts = SORT_OPTIONS.max.map((option) => option.value);
export const mappingSorts = SORT_OPTIONS.mapping.map((option) => option.value);
export const uecSorts = SORT_OPTIONS.uec.map((option) => option.value);
export const channelSorts = CHANNEL_SORT_OPTIONS.map((option) => option.value);
export const albumSorts = ALBUM_SORT_OPTIONS.map((option) => option.value);

export const pageSizes = PAGE_SIZES;
export const maxPageSize = 100;
export const maxPageNumber = PAGE_CAP;
