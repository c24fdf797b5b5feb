import { isAssetKind } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { decodeFilterCode, defaultFilter, encodeFilterCode, initialListState, selectFirstCategory, selectSecondCategory, selectStyle } from '@yunmo/domain/filter-code';
import type { FilterState } from '@yunmo/domain/filter-code';
import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';

/** The highest page the gateway accepts (totals are capped at 10,000). */
export const MAX_PAGE = 10_000;

export interface ListUrlState {
  kind: AssetKind;
  /** False when the path named an unknown kind and the default kind is shown. */
  kindValid: boolean;
  filter: FilterState;
  filterCode: string;
  /** False when the path carried a malformed filter code. */
  filterValid: boolean;
  keyword: string;
  page: number;
}

function nonNegativeInt(text: string | null): number {
  if (text === null || !/^\d{1,9}$/.test(text)) return 0;
  return Number(text);
}

/** A page number from the address: whole numbers 1..MAX_PAGE, anything else 1. */
export function parsePage(text: string | null): number {
  if (text === null || !/^\d+$/.test(text.trim())) return 1;
  return Math.min(Math.max(Number(text.trim()), 1), MAX_PAGE);
}

/** A keyword from the address, cut to the search bar's limit. */
export function parseKeyword(text: string | null): string {
  return (text ?? '').trim().slice(0, SEARCH_INPUT_LIMITS.search);
}

/**
 * Reads the list page's state from `/list/{type}/{filterCode}?element=&page=`. Bad parts fall
 * back to defaults (unknown kind: max; malformed code: the kind's default), so the page always
 * shows a list. Without a filter code, the filters come from vName, tName and style.
 */
export function readListUrl(type: string | undefined, filterCode: string | undefined, search: URLSearchParams): ListUrlState {
  const kindValid = isAssetKind(type);
  const kind: AssetKind = kindValid ? type : 'max';
  let filter: FilterState;
  let filterValid = true;
  if (filterCode !== undefined) {
    const decoded = decodeFilterCode(kind, filterCode);
    filter = decoded.filter;
    filterValid = decoded.valid;
  } else {
    let state = initialListState(kind);
    const first = nonNegativeInt(search.get('vName'));
    const second = nonNegativeInt(search.get('tName'));
    if (first) state = selectFirstCategory(state, first);
    if (second) state = selectSecondCategory(state, second, first || []);
    const style = nonNegativeInt(search.get('style'));
    if (style) state = selectStyle(state, style);
    filter = state.filter;
  }
  return {
    kind,
    kindValid,
    filter,
    filterCode: encodeFilterCode(filter),
    filterValid,
    keyword: parseKeyword(search.get('element')),
    page: parsePage(search.get('page')),
  };
}

export function isDefaultFilter(kind: AssetKind, filter: FilterState): boolean {
  return encodeFilterCode(filter) === encodeFilterCode(defaultFilter(kind));
}
