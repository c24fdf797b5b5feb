import { DEFAULT_SORT } from '@yunmo/domain/fees-and-sorts';
import { MODEL_FEE_CATEGORIES } from '@yunmo/domain/money';
import { z } from 'zod';
import type { DbClient } from '../db/client.js';
import { flag, keyword, oneOf, optionalId, positiveInt } from '../http/params.js';
import type { ModelFilters, ModelPage, ModelSearch } from '../search/model-search.js';
import { rendererIdAt } from './reference.js';
import { genericSorts, maxPageNumber, maxPageSize, pageSizes, sortKeyFor } from './sorts.js';

/** esIndex: 0 titles, model numbers and ids (default); 1 titles only; 2 model numbers and ids only. */
export const esIndexValues = [0, 1, 2] as const;

export const listSearchQuery = z.object({
  element: keyword('element'),
  oneClass: optionalId('oneClass'),
  twoClass: optionalId('twoClass'),
  style: optionalId('style'),
  member: flag('member'),
  vip: flag('vip'),
  free: flag('free'),
  nofree: flag('nofree'),
  render: optionalId('render'),
  unique: flag('unique'),
  vr: flag('vr'),
  spaces: flag('spaces'),
  sort: oneOf('sort', genericSorts, DEFAULT_SORT.max),
  modelType: oneOf('modelType', [1, 2] as const, 1),
  pn: positiveInt('pn', { max: maxPageNumber, fallback: 1 }),
  size: positiveInt('size', { max: maxPageSize, fallback: pageSizes.list }),
  esIndex: oneOf('esIndex', esIndexValues, 0),
});
export type ListSearchQuery = z.infer<typeof listSearchQuery>;

export async function listSearchFilters(
  db: DbClient,
  query: ListSearchQuery,
): Promise<ModelFilters> {
  const feeCategories: number[] = [];
  if (query.free === 1) feeCategories.push(MODEL_FEE_CATEGORIES.free);
  if (query.nofree === 1) feeCategories.push(MODEL_FEE_CATEGORIES.paid);
  // vip: gold-member-free models (charge 3); member: every member-free model (charge 3 or 4).
  const chargeCategories = query.vip === 1 ? [3] : query.member === 1 ? [3, 4] : undefined;
  return {
    kinds: [query.modelType],
    keyword: query.element?.trim() || undefined,
    oneClassId: query.oneClass || undefined,
    twoClassId: query.twoClass || undefined,
    styleId: query.style || undefined,
    rendererId: query.render ? await rendererIdAt(db, query.modelType, query.render) : undefined,
    feeCategories: feeCategories.length > 0 ? feeCategories : undefined,
    chargeCategories,
    unique: query.unique === 1,
    vr: query.vr === 1,
    spaces: query.spaces === 1,
    keywordFields: query.esIndex === 1 ? 'titles' : query.esIndex === 2 ? 'numbers' : 'all',
  };
}

export async function runListSearch(
  db: DbClient,
  query: ListSearchQuery,
  search: ModelSearch,
): Promise<ModelPage> {
  return search(db, await listSearchFilters(db, query), {
    sort: sortKeyFor('max', query.sort),
    page: query.pn,
    size: query.size,
  });
}
