import { describe, expect, it } from 'vitest';
import { readAlbumQuery } from './album-list-page';

describe('readAlbumQuery', () => {
  it('reads label, sort, keyword and page', () => {
    expect(readAlbumQuery(new URLSearchParams('labelId=4&sort=1&q=客厅&page=3'))).toEqual({
      labelId: 4,
      sortValue: 1,
      q: '客厅',
      page: 3,
    });
  });
  it('defaults bad values and cuts the keyword to 30', () => {
    const state = readAlbumQuery(
      new URLSearchParams(`labelId=x&sort=7&q=${'字'.repeat(40)}&page=abc`),
    );
    expect(state).toMatchObject({ labelId: undefined, sortValue: 0, page: 1 });
    expect(state.q).toHaveLength(30);
  });
});
