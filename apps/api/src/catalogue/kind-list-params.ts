import { keyword, optionalId, positiveInt } from '../http/params.js';
import type { ModelPage } from '../search/model-search.js';
import { maxPageNumber, maxPageSize, pageSizes } from './sorts.js';

/** Paging of the MAPPING, UE4 and UEC list searches: `page` and `limit` (40 by default). */
export const kindPagingParams = {
  page: positiveInt('page', { max: maxPageNumber, fallback: 1 }),
  limit: positiveInt('limit', { max: maxPageSize, fallback: pageSizes.list }),
};

/** MAPPING and UEC name their keyword `queryString` and their classes `oneName`/`twoName`. */
export const namedClassParams = {
  queryString: keyword('queryString'),
  oneName: optionalId('oneName'),
  twoName: optionalId('twoName'),
};

/** The keyword and class filters of `namedClassParams`, blank values dropped. */
export function namedClassFilters(query: {
  queryString?: string | undefined;
  oneName?: number | undefined;
  twoName?: number | undefined;
}) {
  return {
    keyword: query.queryString?.trim() || undefined,
    oneClassId: query.oneName || undefined,
    twoClassId: query.twoName || undefined,
  };
}

/** The answer of every kind's list search. */
export function listAnswer(page: ModelPage) {
  return {
    total: page.total,
    totalCapped: page.totalCapped,
    records: page.records,
    categoryCounts: page.categoryCounts,
  };
}
