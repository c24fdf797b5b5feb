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
});
