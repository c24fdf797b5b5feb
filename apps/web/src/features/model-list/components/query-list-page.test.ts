import { describe, expect, it } from 'vitest';
import { readQueryList } from './query-list-page';

describe('readQueryList', () => {
  it('maps the spec query names to the API arguments', () => {
    expect(
      readQueryList(new URLSearchParams('type=su&vName=3&tName=31&feeType=member&sort=4&page=2')),
    ).toEqual({
      kind: 'su',
      categoryId: 3,
      subcategoryId: 31,
      feeType: 'member',
      sort: 4,
      page: 2,
    });
  });
  it('drops values the API would reject', () => {
    expect(
      readQueryList(new URLSearchParams('type=xx&vName=abc&feeType=gold&sort=9&page=-1')),
    ).toEqual({
      kind: undefined,
      categoryId: undefined,
      subcategoryId: undefined,
      feeType: undefined,
      sort: undefined,
      page: 1,
    });
  });
  it('drops sort codes the list by query does not take, whatever the kind', () => {
    // 0 is MAPPING's 最新 on its own list page; the list by query answers it with 400.
    expect(readQueryList(new URLSearchParams('type=mapping&sort=0')).sort).toBeUndefined();
    expect(readQueryList(new URLSearchParams('type=mapping&sort=5')).sort).toBe(5);
  });
});
