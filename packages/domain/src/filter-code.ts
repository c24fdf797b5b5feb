/**
 * The list page's twelve-slot filter code (`/list/{kind}/{filterCode}`) and the pure
 * transitions of the list filters.
 *
 * Slots, in order: first-level category, second-level category, style, sort, free, vip, member,
 * nofree, render index (1-based, 0 = any), unique, vr, spaces. Ids are non-negative safe
 * integers written without leading zeros; the flag slots are 0 or 1; the sort must be one of the
 * kind's sort values. Anything else decodes to the kind's default with `valid: false`.
 *
 * @module
 */
import type { AssetKind } from './asset-kinds.js';
import { DEFAULT_SORT, feeOptionBySlot, isSortValue, type FeeSlot } from './fees-and-sorts.js';

/** The slot names, in filter-code order. */
export const FILTER_SLOTS = [
  'firstCategoryId',
  'secondCategoryId',
  'styleId',
  'sort',
  'free',
  'vip',
  'member',
  'nofree',
  'renderIndex',
  'unique',
  'vr',
  'spaces',
] as const;
/** A slot name. */
export type FilterSlot = (typeof FILTER_SLOTS)[number];

/** Slots that are 0/1 switches. */
export const FLAG_SLOTS = ['free', 'vip', 'member', 'nofree', 'unique', 'vr', 'spaces'] as const;
/** A switch slot. */
export type FlagSlot = (typeof FLAG_SLOTS)[number];

/** The decoded filters of a list page. */
export type FilterState = Readonly<Record<FilterSlot, number>>;

/** Filters plus the page, which every filter change resets to 1. */
export interface ListState {
  readonly filter: FilterState;
  /** 1-based page. */
  readonly page: number;
}

/** Result of {@link decodeFilterCode}. */
export interface DecodedFilterCode {
  readonly filter: FilterState;
  /** False when the code was malformed and `filter` is the kind's default. */
  readonly valid: boolean;
}

const FILTER_SLOT_COUNT = FILTER_SLOTS.length;
const CANONICAL_INTEGER = /^(?:0|[1-9][0-9]*)$/;

/** The default filters of `kind`: everything 0 except the kind's default sort. */
export function defaultFilter(kind: AssetKind): FilterState {
  const filter = Object.fromEntries(FILTER_SLOTS.map((slot) => [slot, 0])) as Record<
    FilterSlot,
    number
  >;
  filter.sort = DEFAULT_SORT[kind];
  return filter;
}

/** The default filter code: `0-0-0-1-0-0-0-0-0-0-0-0`, or `0-0-0-2-…` for mapping. */
export function defaultFilterCode(kind: AssetKind): string {
  return encodeFilterCode(defaultFilter(kind));
}

/** Filter code of the member model list: the MAX default with 1 in the seventh (member) slot. */
export const memberListFilterCode = '0-0-0-1-0-0-1-0-0-0-0-0';

/** True when every slot of `filter` is within its range for `kind`. */
export function isValidFilter(kind: AssetKind, filter: FilterState): boolean {
  return FILTER_SLOTS.every((slot) => {
    const value = filter[slot];
    if (!Number.isSafeInteger(value) || value < 0) return false;
    if (slot === 'sort') return isSortValue(kind, value);
    if ((FLAG_SLOTS as readonly string[]).includes(slot)) return value === 0 || value === 1;
    return true;
  });
}

/**
 * Decodes a filter code for `kind`. Never throws: a malformed code (wrong slot count, empty
 * slots, signs, exponents, spaces, leading zeros, numbers beyond safe integers, flags other
 * than 0/1, a sort the kind does not have) gives the kind's default with `valid: false`.
 */
export function decodeFilterCode(kind: AssetKind, code: string): DecodedFilterCode {
  const invalid = { filter: defaultFilter(kind), valid: false } as const;
  if (typeof code !== 'string') return invalid;
  const parts = code.split('-');
  if (parts.length !== FILTER_SLOT_COUNT) return invalid;
  const filter = {} as Record<FilterSlot, number>;
  for (const [index, slot] of FILTER_SLOTS.entries()) {
    const part = parts[index] ?? '';
    if (!CANONICAL_INTEGER.test(part)) return invalid;
    filter[slot] = Number(part);
  }
  return isValidFilter(kind, filter) ? { filter, valid: true } : invalid;
}

/** Encodes filters as the hyphen-joined twelve-slot code. */
export function encodeFilterCode(filter: FilterState): string {
  return FILTER_SLOTS.map((slot) => String(filter[slot])).join('-');
}

/** The initial list state of `kind`: default filters, page 1. */
export function initialListState(kind: AssetKind): ListState {
  return { filter: defaultFilter(kind), page: 1 };
}

function withFilter(state: ListState, changes: Partial<Record<FilterSlot, number>>): ListState {
  return { filter: { ...state.filter, ...changes }, page: 1 };
}

/** Selects a first-level category (0 = all); clears the second level and resets the page. */
export function selectFirstCategory(state: ListState, firstCategoryId: number): ListState {
  return withFilter(state, { firstCategoryId, secondCategoryId: 0 });
}

/** A node of the category tree returned by head-info calls. */
export interface CategoryNode {
  readonly id: number;
  readonly children?: readonly { readonly id: number }[];
}

/**
 * Selects a second-level category. Its first level comes from `parent`: either the parent id, or
 * the category tree, in which the child's parent is looked up; a child missing from the tree
 * falls back to the tree's first category. Selecting 0 clears the second level only.
 */
export function selectSecondCategory(
  state: ListState,
  secondCategoryId: number,
  parent: number | readonly CategoryNode[],
): ListState {
  if (secondCategoryId === 0) return withFilter(state, { secondCategoryId: 0 });
  const firstCategoryId =
    typeof parent === 'number'
      ? parent
      : (parent.find((node) => node.children?.some((child) => child.id === secondCategoryId))?.id ??
        parent[0]?.id ??
        state.filter.firstCategoryId);
  return withFilter(state, { firstCategoryId, secondCategoryId });
}

/** Selects a style (0 = all). */
export function selectStyle(state: ListState, styleId: number): ListState {
  return withFilter(state, { styleId });
}

/** Selects a sort value (the caller offers only the kind's sort options). */
export function selectSort(state: ListState, sort: number): ListState {
  return withFilter(state, { sort });
}

/** Selects a renderer by its 1-based index in the renderer list (0 = any). */
export function selectRender(state: ListState, renderIndex: number): ListState {
  return withFilter(state, { renderIndex });
}

/**
 * Selects a fee option exclusively: its slot becomes 1 and the other fee slots 0. Selecting the
 * already selected slot, or `null`, clears the fee filter. Slots the kind has no option for are
 * ignored.
 */
export function selectFeeSlot(kind: AssetKind, state: ListState, slot: FeeSlot | null): ListState {
  const alreadySelected = slot !== null && state.filter[slot] === 1;
  const chosen = slot !== null && !alreadySelected && feeOptionBySlot(kind, slot) ? slot : null;
  return withFilter(state, {
    free: chosen === 'free' ? 1 : 0,
    vip: chosen === 'vip' ? 1 : 0,
    member: chosen === 'member' ? 1 : 0,
    nofree: chosen === 'nofree' ? 1 : 0,
  });
}

/** Toggles one of the `unique`, `vr`, `spaces` switches. */
export function toggleFlag(state: ListState, slot: 'unique' | 'vr' | 'spaces'): ListState {
  return withFilter(state, { [slot]: state.filter[slot] === 1 ? 0 : 1 });
}

/** Clears every filter back to the kind's default. */
export function resetFilters(kind: AssetKind): ListState {
  return initialListState(kind);
}

/** Goes to `page` (at least 1), keeping the filters. */
export function changePage(state: ListState, page: number): ListState {
  return { filter: state.filter, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}
