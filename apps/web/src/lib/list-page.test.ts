import { describe, expect, it } from 'vitest';
import { itemsOf } from './list-page';

describe('itemsOf', () => {
  it('reads the items of the list envelope', () => {
    expect(itemsOf({ items: ['沙发', '椅子'], page: 1, pageSize: 2, total: 2 })).toEqual([
      '沙发',
      '椅子',
    ]);
  });
});
