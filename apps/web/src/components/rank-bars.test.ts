import { describe, expect, it } from 'vitest';
import { scaleBars } from './rank-bars';

describe('scaleBars', () => {
  it('gives the largest value the full height', () => {
    expect(scaleBars([100, 50, 25], 200)).toEqual([200, 100, 50]);
  });
  it('handles all-zero and negative values', () => {
    expect(scaleBars([0, 0], 200)).toEqual([0, 0]);
    expect(scaleBars([-5, 10], 200)).toEqual([0, 200]);
  });
});
