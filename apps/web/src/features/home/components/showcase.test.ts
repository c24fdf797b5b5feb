import { describe, expect, it } from 'vitest';
import { SHOWCASE_LAYOUTS, splitShowcase } from './showcase';

const items = Array.from({ length: 14 }, (_, index) => index);

describe('splitShowcase', () => {
  it('3D: 2 big + 8 small', () => {
    expect(splitShowcase(items, SHOWCASE_LAYOUTS.max)).toEqual({
      big: [0, 1],
      medium: [],
      small: [2, 3, 4, 5, 6, 7, 8, 9],
    });
  });
  it('SU: 2 + 2 + 8', () => {
    const su = splitShowcase(items, SHOWCASE_LAYOUTS.su);
    expect([su.big.length, su.medium.length, su.small.length]).toEqual([2, 2, 8]);
  });
  it('UE and textures: 8; VIP: 2 + 8', () => {
    expect(splitShowcase(items, SHOWCASE_LAYOUTS.ue4).small).toHaveLength(8);
    expect(splitShowcase(items, SHOWCASE_LAYOUTS.mapping).small).toHaveLength(8);
    const member = splitShowcase(items, SHOWCASE_LAYOUTS.member);
    expect([member.big.length, member.small.length]).toEqual([2, 8]);
  });
  it('copes with short showcases', () => {
    expect(splitShowcase([1], SHOWCASE_LAYOUTS.su)).toEqual({ big: [1], medium: [], small: [] });
  });
});
