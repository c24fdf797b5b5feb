import { isAssetKind, kindFromCode } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { FEE_OPTIONS, FEE_SLOTS, type FeeOption, type FeeSlot } from '@yunmo/domain/fees-and-sorts';
import {
  decodeFilterCode,
  encodeFilterCode,
  initialListState,
  selectFeeSlot,
  selectFirstCategory,
  selectSecondCategory,
  selectStyle,
} from '@yunmo/domain/filter-code';
import type { FilterState } from '@yunmo/domain/filter-code';
import { PAGE_CAP } from '@yunmo/domain/paging';
import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';

/** The highest page the gateway accepts (totals are capped at 10,000). */
export const MAX_PAGE = PAGE_CAP;

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
  /** Keyword fields of the MAX/SU search (0, 1 or 2), when the address names them. */
  esIndex?: EsIndex;
}

/** esIndex values: 0 titles, model numbers and ids; 1 titles only; 2 model numbers and ids only. */
export type EsIndex = 0 | 1 | 2;

/** `esIndex` from the address: 0, 1 or 2, anything else absent. */
export function parseEsIndex(text: string | null): EsIndex | undefined {
  return text === '0' || text === '1' || text === '2' ? (Number(text) as EsIndex) : undefined;
}

/** `type` from the address: a kind's path name or its code (1-5). */
export function parseKindParam(text: string | null): AssetKind | undefined {
  if (text === null) return undefined;
  if (isAssetKind(text)) return text;
  return /^[1-5]$/.test(text) ? kindFromCode(Number(text)) : undefined;
}

/**
 * `feeType` from the address (ADR 0027): a fee slot name (free, vip, member, nofree), or the
 * kind's own option code or request value (MAPPING 20001-20003 or 0-2, UE 1-2). Values the kind
 * has no option for are ignored.
 */
export function parseFeeSlot(kind: AssetKind, text: string | null): FeeSlot | undefined {
  if (text === null) return undefined;
  const options: readonly FeeOption[] = FEE_OPTIONS[kind];
  const slot = FEE_SLOTS.find((name) => name === text);
  if (slot) return options.some((option) => option.slot === slot) ? slot : undefined;
  return options.find(
    (option) => (option.code !== null && String(option.code) === text) || option.feeType === text,
  )?.slot;
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
 * shows a list. Without a filter code, the filters come from vName, tName, style and feeType,
 * and `type` may name the kind. `esIndex` is kept with either form.
 */
export function readListUrl(
  type: string | undefined,
  filterCode: string | undefined,
  search: URLSearchParams,
): ListUrlState {
  const kindValid = isAssetKind(type);
  // Without a filter code, `type` may name the kind (ADR 0027).
  const kind: AssetKind =
    (filterCode === undefined && kindValid ? parseKindParam(search.get('type')) : undefined) ??
    (kindValid ? type : 'max');
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
    const fee = parseFeeSlot(kind, search.get('feeType'));
    if (fee) state = selectFeeSlot(kind, state, fee);
    filter = state.filter;
  }
  const esIndex = parseEsIndex(search.get('esIndex'));
  return {
    kind,
    kindValid,
    filter,
    filterCode: encodeFilterCode(filter),
    filterValid,
    keyword: parseKeyword(search.get('element')),
    page: parsePage(search.get('page')),
    ...(esIndex === undefined ? {} : { esIndex }),
  };
}
