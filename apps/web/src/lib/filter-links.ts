import type { AssetKind } from '@yunmo/domain/asset-kinds';
import {
  encodeFilterCode,
  initialListState,
  selectFirstCategory,
  selectSecondCategory,
} from '@yunmo/domain/filter-code';

/** Filter code of a list filtered to one category (and optionally one subcategory). */
export function categoryFilterCode(
  kind: AssetKind,
  firstCategoryId: number,
  secondCategoryId = 0,
): string {
  const first = selectFirstCategory(initialListState(kind), firstCategoryId);
  return encodeFilterCode(
    (secondCategoryId ? selectSecondCategory(first, secondCategoryId, firstCategoryId) : first)
      .filter,
  );
}
