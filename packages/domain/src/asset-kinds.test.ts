import { describe, expect, it } from 'vitest';
import {
  ASSET_KINDS,
  ASSOCIATION_WORD_CATEGORIES,
  FAVOURITE_CATEGORY_CODES,
  HOME_BANNER_CATEGORIES,
  HOT_LIST_CATEGORIES,
  IMAGE_SEARCH_TABS,
  KIND_CODES,
  KIND_DISPLAY_NAMES,
  RANKING_CATEGORIES,
  SEARCH_BAR_CATEGORY_OPTIONS,
  CHARGE_CATEGORIES,
  isAssetKind,
  isModelKind,
  kindFromCode,
  kindFromFavouriteCategory,
} from './asset-kinds.js';

describe('asset kinds', () => {
  it('lists the five path codes', () => {
    expect(ASSET_KINDS).toEqual(['max', 'su', 'mapping', 'ue4', 'uec']);
  });

  it('recognises only exact path codes', () => {
    for (const kind of ASSET_KINDS) expect(isAssetKind(kind)).toBe(true);
    for (const other of ['MAX', 'ue', '', ' max', 1, null, undefined, {}]) {
      expect(isAssetKind(other)).toBe(false);
    }
  });

  it('groups MAX and SU as model kinds', () => {
    expect(ASSET_KINDS.filter(isModelKind)).toEqual(['max', 'su']);
  });
});

describe('code tables', () => {
  it('kind codes: MAX 1, SU 2, MAPPING 3, UE4 4, UEC 5, and back', () => {
    expect(KIND_CODES).toEqual({ max: 1, su: 2, mapping: 3, ue4: 4, uec: 5 });
    expect(kindFromCode(5)).toBe('uec');
    expect(kindFromCode(6)).toBeUndefined();
  });

  it('favourites use 6 for UEC', () => {
    expect(FAVOURITE_CATEGORY_CODES).toEqual({ max: 1, su: 2, mapping: 3, ue4: 4, uec: 6 });
    expect(kindFromFavouriteCategory(6)).toBe('uec');
    expect(kindFromFavouriteCategory(5)).toBeUndefined();
  });

  it('hot list, association words and banners', () => {
    expect(HOT_LIST_CATEGORIES).toEqual({ max: 1, su: 2, mapping: 3, ue4: 4, uec: 5 });
    expect(ASSOCIATION_WORD_CATEGORIES).toEqual({ max: 1, su: 1, ue4: 2, mapping: 3, uec: 4 });
    expect(HOME_BANNER_CATEGORIES).toEqual({ max: 4, su: 5, ue4: 6, mapping: 7, uec: 8 });
  });

  it('ranking and charge categories', () => {
    expect(RANKING_CATEGORIES).toEqual({
      earningsCumulative: 1,
      earningsLastMonth: 2,
      uploadCumulative: 3,
      uploadLastMonth: 4,
    });
    expect(CHARGE_CATEGORIES).toEqual({
      texturesUnlimitedMemberFree: 2,
      goldAndUnlimitedMemberFree: 3,
      unlimitedMemberFree: 4,
    });
  });

  it('Chinese names and dropdown options cover every kind', () => {
    expect(KIND_DISPLAY_NAMES.max.full).toBe('3D模型');
    expect(KIND_DISPLAY_NAMES.su.full).toBe('SU模型');
    expect(KIND_DISPLAY_NAMES.mapping.full).toBe('材质贴图');
    expect(KIND_DISPLAY_NAMES.ue4.full).toBe('UE模型');
    expect(KIND_DISPLAY_NAMES.uec.full).toBe('UE材质');
    expect(new Set(SEARCH_BAR_CATEGORY_OPTIONS.map((option) => option.kind)).size).toBe(5);
    expect(IMAGE_SEARCH_TABS.map((tab) => [tab.cid, tab.label])).toEqual([
      [1, '3D模型'],
      [2, 'SU模型'],
    ]);
  });
});
