/**
 * Fee-type filters and sort values per asset kind, with their Chinese labels.
 *
 * Every fee option names the filter-code slot it sets (`free`, `vip`, `member`, `nofree`), so
 * the list page can keep one filter code for all kinds and derive each kind's request value.
 *
 * @module
 */
import type { AssetKind } from './asset-kinds.js';
import { MODEL_FEE_CATEGORIES } from './money.js';

/** The four filter-code slots a fee option can set. */
export const FEE_SLOTS = ['free', 'vip', 'member', 'nofree'] as const;
/** A fee slot of the filter code. */
export type FeeSlot = (typeof FEE_SLOTS)[number];

/** One fee filter option of a kind. */
export interface FeeOption {
  /** Stable identifier, also used as React key. */
  readonly key: string;
  /** Chinese label shown on the filter row. */
  readonly label: string;
  /** The filter-code slot set to 1 while this option is selected. */
  readonly slot: FeeSlot;
  /** Option code of the kind's label dictionary (MAPPING 2000x, UE 1/2); `null` for MAX/SU. */
  readonly code: number | null;
  /** `feeType` request value for MAPPING, UE4 and UEC; `null` for MAX/SU, which send the slot flags. */
  readonly feeType: string | null;
}

const MODEL_FEE_OPTIONS = [
  { key: 'specialOffer', label: '特惠', slot: 'free', code: null, feeType: null },
  { key: 'goldFree', label: '黄金会员免费', slot: 'vip', code: null, feeType: null },
  { key: 'unlimitedMember', label: '无限会员', slot: 'member', code: null, feeType: null },
  { key: 'paid', label: '付费', slot: 'nofree', code: null, feeType: null },
] as const satisfies readonly FeeOption[];

const MAPPING_FEE_OPTIONS = [
  { key: 'free', label: '免费', slot: 'free', code: 20001, feeType: '0' },
  { key: 'nofree', label: '付费', slot: 'nofree', code: 20002, feeType: '1' },
  { key: 'member', label: '会员', slot: 'member', code: 20003, feeType: '2' },
] as const satisfies readonly FeeOption[];

const UE_FEE_OPTIONS = [
  { key: 'free', label: '免费', slot: 'free', code: 1, feeType: '1' },
  { key: 'nofree', label: '付费', slot: 'nofree', code: 2, feeType: '2' },
] as const satisfies readonly FeeOption[];

/** Fee filter options per kind, in display order. */
export const FEE_OPTIONS = {
  max: MODEL_FEE_OPTIONS,
  su: MODEL_FEE_OPTIONS,
  mapping: MAPPING_FEE_OPTIONS,
  ue4: UE_FEE_OPTIONS,
  uec: UE_FEE_OPTIONS,
} as const satisfies Record<AssetKind, readonly FeeOption[]>;

/** MAPPING fee option codes (free 20001, nofree 20002, member 20003). */
export const MAPPING_FEE_CODES = { free: 20001, nofree: 20002, member: 20003 } as const;
/** MAPPING `feeType` request values ('0' free, '1' nofree, '2' member). */
export const MAPPING_FEE_TYPES = { free: '0', nofree: '1', member: '2' } as const;
/** The models table's fee category of each MAPPING `feeType` request value. */
export const MAPPING_FEE_TYPE_CATEGORIES: Readonly<
  Record<(typeof MAPPING_FEE_TYPES)[keyof typeof MAPPING_FEE_TYPES], number>
> = {
  [MAPPING_FEE_TYPES.free]: MODEL_FEE_CATEGORIES.free,
  [MAPPING_FEE_TYPES.nofree]: MODEL_FEE_CATEGORIES.paid,
  [MAPPING_FEE_TYPES.member]: MODEL_FEE_CATEGORIES.member,
};
/** UE4/UEC fee codes (1 free, 2 nofree). */
export const UE_FEE_CODES = { free: 1, nofree: 2 } as const;

/** The fee option of `kind` with option code `code`, or `undefined`. */
export function feeOptionByCode(kind: AssetKind, code: number): FeeOption | undefined {
  return (FEE_OPTIONS[kind] as readonly FeeOption[]).find((option) => option.code === code);
}

/** The fee option of `kind` using `slot`, or `undefined` if the kind has none there. */
export function feeOptionBySlot(kind: AssetKind, slot: FeeSlot): FeeOption | undefined {
  return (FEE_OPTIONS[kind] as readonly FeeOption[]).find((option) => option.slot === slot);
}

/**
 * The selected fee option: the first of the kind's options whose slot is 1 in `slots`.
 * Slots the kind does not use are ignored.
 */
export function selectedFeeOption(
  kind: AssetKind,
  slots: Readonly<Record<FeeSlot, number>>,
): FeeOption | undefined {
  return (FEE_OPTIONS[kind] as readonly FeeOption[]).find((option) => slots[option.slot] === 1);
}

/**
 * The `feeType` request value of MAPPING, UE4 and UEC for the selected slots; `undefined` when
 * no fee is selected or for MAX/SU (which send `free`, `vip`, `member`, `nofree` flags instead).
 */
export function feeTypeRequestValue(
  kind: AssetKind,
  slots: Readonly<Record<FeeSlot, number>>,
): string | undefined {
  return selectedFeeOption(kind, slots)?.feeType ?? undefined;
}

/** One sort option. */
export interface SortOption {
  /** The `sort` value sent to the server and stored in the filter code. */
  readonly value: number;
  /** Stable identifier. */
  readonly key: string;
  /** Chinese label. */
  readonly label: string;
}

const GENERIC_SORTS = [
  { value: 1, key: 'default', label: '综合' },
  { value: 2, key: 'time', label: '最新' },
  { value: 3, key: 'heatTotal', label: '总热度' },
  { value: 4, key: 'heatMonth', label: '月热度' },
  { value: 5, key: 'heatWeek', label: '周热度' },
] as const satisfies readonly SortOption[];

const MAPPING_SORTS = [
  { value: 2, key: 'default', label: '综合' },
  { value: 1, key: 'views', label: '浏览量' },
  { value: 0, key: 'time', label: '最新' },
] as const satisfies readonly SortOption[];

const UEC_SORTS = [
  { value: 1, key: 'time', label: '最新' },
  { value: 2, key: 'heat', label: '最热' },
] as const satisfies readonly SortOption[];

/** Sort options per kind; the first is the default. UE4 follows the generic (MAX/SU) values. */
export const SORT_OPTIONS = {
  max: GENERIC_SORTS,
  su: GENERIC_SORTS,
  mapping: MAPPING_SORTS,
  ue4: GENERIC_SORTS,
  uec: UEC_SORTS,
} as const satisfies Record<AssetKind, readonly SortOption[]>;

/** A sort value valid for `K`. */
export type SortValue<K extends AssetKind = AssetKind> = (typeof SORT_OPTIONS)[K][number]['value'];

/** Default sort per kind (MAX/SU/UE4 1, MAPPING 2, UEC 1 = time). */
export const DEFAULT_SORT = {
  max: 1,
  su: 1,
  mapping: 2,
  ue4: 1,
  uec: 1,
} as const satisfies { [K in AssetKind]: SortValue<K> };

/** True when `value` is one of `kind`'s sort values. */
export function isSortValue(kind: AssetKind, value: number): boolean {
  return (SORT_OPTIONS[kind] as readonly SortOption[]).some((option) => option.value === value);
}

/** Channel page sort buttons: default 1, time 2, total heat 3. */
export const CHANNEL_SORT_OPTIONS = [
  { value: 1, key: 'default', label: '默认' },
  { value: 2, key: 'time', label: '最新' },
  { value: 3, key: 'heatTotal', label: '最热' },
] as const satisfies readonly SortOption[];
/** A channel sort value. */
export type ChannelSort = (typeof CHANNEL_SORT_OPTIONS)[number]['value'];

/** Album list sorts: time 0, popularity 1. */
export const ALBUM_SORT_OPTIONS = [
  { value: 0, key: 'time', label: '最新' },
  { value: 1, key: 'popularity', label: '最热' },
] as const satisfies readonly SortOption[];
/** An album sort value. */
export type AlbumSort = (typeof ALBUM_SORT_OPTIONS)[number]['value'];

/** Sort of the membership page's "hottest member models" see-more link (`sort=4`). */
export const MEMBER_HOT_SORT = 4;

/** UE render filters: Lumen 1, static build 2. */
export const UE_RENDER_OPTIONS = [
  { value: 1, key: 'lumen', label: 'Lumen' },
  { value: 2, key: 'staticBuild', label: '静态烘焙' },
] as const;

/**
 * The unique, vr and spaces switches of the MAX/SU list (filter-code slots 10-12), shown as one
 * row of toggles; the labels are recorded in ADR 0027. The other kinds' searches take none of them.
 */
export const FEATURE_FLAG_OPTIONS = [
  { slot: 'unique', label: '独家' },
  { slot: 'vr', label: 'VR全景' },
  { slot: 'spaces', label: '整体空间' },
] as const satisfies readonly { slot: 'unique' | 'vr' | 'spaces'; label: string }[];

/** True when `kind`'s list search takes the unique, vr and spaces switches (MAX and SU). */
export function hasFeatureFlags(kind: AssetKind): boolean {
  return kind === 'max' || kind === 'su';
}
