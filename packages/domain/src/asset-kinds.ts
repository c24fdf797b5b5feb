/**
 * Asset kinds and every numeric code table the legacy `/v1` calls use for them.
 *
 * The same kind carries different numbers depending on the call (favourites use 6 for UEC,
 * banners start at 4, association words share one code for 3D and SU), so each table is kept
 * separate and typed instead of deriving one from another.
 *
 * @module
 */

/** The five asset kinds, in the order the product lists them. Also the route path codes. */
export const ASSET_KINDS = ['max', 'su', 'mapping', 'ue4', 'uec'] as const;

/** An asset kind: `max` (3ds Max), `su` (SketchUp), `mapping` (textures), `ue4` (UE models), `uec` (UE materials). */
export type AssetKind = (typeof ASSET_KINDS)[number];

/** True when `value` is one of the five asset kind path codes (case-sensitive). */
export function isAssetKind(value: unknown): value is AssetKind {
  return typeof value === 'string' && (ASSET_KINDS as readonly string[]).includes(value);
}

/** Kinds whose lists use the MAX/SU search (element, oneClass, twoClass, modelType ...). */
export const MODEL_KINDS = ['max', 'su'] as const satisfies readonly AssetKind[];

/** True for `max` and `su`, the kinds sharing the MAX/SU list, detail and download flows. */
export function isModelKind(kind: AssetKind): kind is (typeof MODEL_KINDS)[number] {
  return kind === 'max' || kind === 'su';
}

/** Kind codes of channel search, hobbies and `modelType` (MAX 1, SU 2, MAPPING 3, UE4 4, UEC 5). */
export const KIND_CODES = { max: 1, su: 2, mapping: 3, ue4: 4, uec: 5 } as const satisfies Record<
  AssetKind,
  number
>;
/** A kind code, 1-5. */
export type KindCode = (typeof KIND_CODES)[AssetKind];

/** The kind for a kind code, or `undefined` for anything else. */
export function kindFromCode(code: number): AssetKind | undefined {
  return ASSET_KINDS.find((kind) => KIND_CODES[kind] === code);
}

/** Favourites and cancel-favourite category codes (MAX 1, SU 2, MAPPING 3, UE4 4, UEC 6). */
export const FAVOURITE_CATEGORY_CODES = {
  max: 1,
  su: 2,
  mapping: 3,
  ue4: 4,
  uec: 6,
} as const satisfies Record<AssetKind, number>;
/** A favourites category code. */
export type FavouriteCategoryCode = (typeof FAVOURITE_CATEGORY_CODES)[AssetKind];

/** The kind for a favourites category code, or `undefined`. */
export function kindFromFavouriteCategory(code: number): AssetKind | undefined {
  return ASSET_KINDS.find((kind) => FAVOURITE_CATEGORY_CODES[kind] === code);
}

/** Hot-list categories (1 3D, 2 SU, 3 textures, 4 UE model, 5 UE material). */
export const HOT_LIST_CATEGORIES = {
  max: 1,
  su: 2,
  mapping: 3,
  ue4: 4,
  uec: 5,
} as const satisfies Record<AssetKind, number>;
/** A hot-list category code. */
export type HotListCategory = (typeof HOT_LIST_CATEGORIES)[AssetKind];

/** Association-word categories (3D/SU 1, UE model 2, textures 3, UE material 4). */
export const ASSOCIATION_WORD_CATEGORIES = {
  max: 1,
  su: 1,
  ue4: 2,
  mapping: 3,
  uec: 4,
} as const satisfies Record<AssetKind, number>;
/** An association-word category code. */
export type AssociationWordCategory = (typeof ASSOCIATION_WORD_CATEGORIES)[AssetKind];

/** Channel banner categories (MAX 4, SU 5, UE4 6, MAPPING 7, UEC 8). */
export const HOME_BANNER_CATEGORIES = {
  max: 4,
  su: 5,
  ue4: 6,
  mapping: 7,
  uec: 8,
} as const satisfies Record<AssetKind, number>;
/** A channel banner category code. */
export type HomeBannerCategory = (typeof HOME_BANNER_CATEGORIES)[AssetKind];

/** Home image (`homeImages`) categories: 1 or 3. */
export const HOME_IMAGE_CATEGORIES = [1, 3] as const;
/** A home image category. */
export type HomeImageCategory = (typeof HOME_IMAGE_CATEGORIES)[number];

/** Ranking board categories of `/v1/ranking/list`. */
export const RANKING_CATEGORIES = {
  earningsCumulative: 1,
  earningsLastMonth: 2,
  uploadCumulative: 3,
  uploadLastMonth: 4,
} as const;
/** A ranking category, 1-4. */
export type RankingCategory = (typeof RANKING_CATEGORIES)[keyof typeof RANKING_CATEGORIES];

/** Home ranking block tabs (`userIncome`, `userWorks`, `authorIncome`): 1 cumulative, 2 last month. */
export const HOME_RANKING_PERIODS = { cumulative: 1, lastMonth: 2 } as const;
/** A home ranking period, 1 or 2. */
export type HomeRankingPeriod = (typeof HOME_RANKING_PERIODS)[keyof typeof HOME_RANKING_PERIODS];

/** Charge categories of a model card or detail, with the members who download them free. */
export const CHARGE_CATEGORIES = {
  /** Textures: unlimited members free. */
  texturesUnlimitedMemberFree: 2,
  /** SU/MAX: gold and unlimited members free. */
  goldAndUnlimitedMemberFree: 3,
  /** SU/MAX: unlimited-download members free. */
  unlimitedMemberFree: 4,
} as const;
/** A charge category, 2-4. */
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[keyof typeof CHARGE_CATEGORIES];

/**
 * The card label of a charge category (who downloads the model free), or undefined: 3 and 4 apply
 * to SU/MAX models, 2 to textures; other kinds and codes have no label.
 */
export function chargeCategoryLabel(kind: AssetKind, chargeCategory: number): string | undefined {
  if (kind === 'max' || kind === 'su') {
    if (chargeCategory === CHARGE_CATEGORIES.goldAndUnlimitedMemberFree) return '黄金/无限会员免费';
    if (chargeCategory === CHARGE_CATEGORIES.unlimitedMemberFree) return '无限会员免费';
  }
  if (kind === 'mapping' && chargeCategory === CHARGE_CATEGORIES.texturesUnlimitedMemberFree)
    return '无限会员免费';
  return undefined;
}

/** MAPPING `feeType` 2 marks a member texture. */
export const MAPPING_MEMBER_FEE_TYPE = 2;

/** Chinese display names per kind: `full` in headings and tabs, `short` in the top navigation. */
export const KIND_DISPLAY_NAMES = {
  max: { full: '3D模型', short: '3D模型' },
  su: { full: 'SU模型', short: 'SU模型' },
  mapping: { full: '材质贴图', short: '贴图' },
  ue4: { full: 'UE模型', short: 'UE' },
  uec: { full: 'UE材质', short: 'UE材质' },
} as const satisfies Record<AssetKind, { full: string; short: string }>;

/** Options of the search bar's category dropdown, in display order. */
export const SEARCH_BAR_CATEGORY_OPTIONS = [
  { kind: 'max', label: '3D' },
  { kind: 'su', label: 'SU' },
  { kind: 'ue4', label: 'UE模型' },
  { kind: 'uec', label: 'UE材质' },
  { kind: 'mapping', label: '材质贴图' },
] as const satisfies readonly { kind: AssetKind; label: string }[];

/** The top navigation variant of the dropdown (3D model, SU, textures, UE). */
export const TOP_NAV_CATEGORY_OPTIONS = [
  { kind: 'max', label: '3D模型' },
  { kind: 'su', label: 'SU' },
  { kind: 'mapping', label: '贴图' },
  { kind: 'ue4', label: 'UE' },
] as const satisfies readonly { kind: AssetKind; label: string }[];

/** Image search tabs: `cid` 1 = 3D, 2 = SU. */
export const IMAGE_SEARCH_TABS = [
  { cid: 1, kind: 'max', label: '3D模型' },
  { cid: 2, kind: 'su', label: 'SU模型' },
] as const satisfies readonly { cid: number; kind: AssetKind; label: string }[];
/** An image search `cid`. */
export type ImageSearchCid = (typeof IMAGE_SEARCH_TABS)[number]['cid'];

/** Image search `flag`: 1 = server URL, 2 = data. */
export const IMAGE_SEARCH_FLAGS = { serverUrl: 1, data: 2 } as const;
