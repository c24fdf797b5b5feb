import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZES,
  RANKING_SIZES,
  canLoadMore,
  clampJumpPage,
  infiniteListStatus,
  lastPage,
} from './paging.js';

describe('page sizes and last page', () => {
  it('matches the spec', () => {
    expect(RANKING_SIZES).toEqual({ home: 13, board: 20, homeBarMaxHeightPx: 200 });
    expect(PAGE_SIZES).toEqual({ list: 40, vipList: 12, album: 20, personalPage: 12, channel: 40 });
  });

  it('is ceil(total/size), at least 1', () => {
    expect(lastPage(0, 40)).toBe(1);
    expect(lastPage(40, 40)).toBe(1);
    expect(lastPage(41, 40)).toBe(2);
    expect(lastPage(10000, 40)).toBe(250);
    expect(lastPage(-5, 40)).toBe(1);
    expect(lastPage(10, 0)).toBe(1);
    expect(lastPage(Number.NaN, 40)).toBe(1);
  });
});

describe('clampJumpPage', () => {
  it('clamps to ceil(total/40)', () => {
    expect(clampJumpPage('3', 100)).toBe(3);
    expect(clampJumpPage('99', 100)).toBe(3);
    expect(clampJumpPage(' 2 ', 100)).toBe(2);
    expect(clampJumpPage(7, 1000)).toBe(7);
    expect(clampJumpPage('0', 100)).toBe(1);
    expect(clampJumpPage('5', 100, 20)).toBe(5);
  });

  it('defaults to 1 for empty or invalid input', () => {
    for (const input of ['', '   ', 'abc', '-2', '2.5', '1e3', null, undefined, Number.NaN]) {
      expect(clampJumpPage(input, 1000)).toBe(1);
    }
    expect(clampJumpPage('99999999999999999999999', 1000)).toBe(25);
  });
});

describe('infinite list status', () => {
  it('more, loading, end', () => {
    expect(infiniteListStatus(40, 100, false)).toBe('more');
    expect(infiniteListStatus(40, 100, true)).toBe('loading');
    expect(infiniteListStatus(100, 100, false)).toBe('end');
    expect(infiniteListStatus(0, 0, false)).toBe('end');
    expect(canLoadMore(80, 100, false)).toBe(true);
    expect(canLoadMore(100, 100, false)).toBe(false);
  });
});
