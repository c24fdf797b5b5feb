import { describe, expect, it } from 'vitest';
import { ASSET_KINDS } from './asset-kinds.js';
import {
  CHANNEL_SORT_OPTIONS,
  DEFAULT_SORT,
  FEE_OPTIONS,
  SORT_OPTIONS,
  ALBUM_SORT_OPTIONS,
  feeOptionByCode,
  feeOptionBySlot,
  feeTypeRequestValue,
  isSortValue,
  selectedFeeOption,
} from './fees-and-sorts.js';

const noFee = { free: 0, vip: 0, member: 0, nofree: 0 };

describe('fee options', () => {
  it('MAPPING: 20001 free, 20002 nofree, 20003 member -> feeType 0/1/2', () => {
    expect(FEE_OPTIONS.mapping.map((option) => [option.code, option.feeType])).toEqual([
      [20001, '0'],
      [20002, '1'],
      [20003, '2'],
    ]);
    expect(feeOptionByCode('mapping', 20003)?.slot).toBe('member');
    expect(feeTypeRequestValue('mapping', { ...noFee, member: 1 })).toBe('2');
    expect(feeTypeRequestValue('mapping', { ...noFee, free: 1 })).toBe('0');
  });

  it('UE4 and UEC: 1 free, 2 nofree', () => {
    for (const kind of ['ue4', 'uec'] as const) {
      expect(FEE_OPTIONS[kind].map((option) => option.code)).toEqual([1, 2]);
      expect(feeTypeRequestValue(kind, { ...noFee, nofree: 1 })).toBe('2');
      expect(feeOptionBySlot(kind, 'vip')).toBeUndefined();
      expect(feeTypeRequestValue(kind, { ...noFee, vip: 1 })).toBeUndefined();
    }
  });

  it('MAX/SU: special offer, gold free, unlimited member, paid use the four slots', () => {
    expect(FEE_OPTIONS.max.map((option) => option.slot)).toEqual([
      'free',
      'vip',
      'member',
      'nofree',
    ]);
    expect(selectedFeeOption('su', { ...noFee, vip: 1 })?.key).toBe('goldFree');
    expect(feeTypeRequestValue('max', { ...noFee, member: 1 })).toBeUndefined();
    expect(selectedFeeOption('max', noFee)).toBeUndefined();
  });
});

describe('sorts', () => {
  it('MAX/SU/UE4: default 1, time 2, heat 3 total, 4 month, 5 week', () => {
    for (const kind of ['max', 'su', 'ue4'] as const) {
      expect(SORT_OPTIONS[kind].map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('MAPPING default 2, views 1, time 0; UEC time 1, heat 2', () => {
    expect(SORT_OPTIONS.mapping.map((option) => [option.key, option.value])).toEqual([
      ['default', 2],
      ['views', 1],
      ['time', 0],
    ]);
    expect(SORT_OPTIONS.uec.map((option) => [option.key, option.value])).toEqual([
      ['time', 1],
      ['heat', 2],
    ]);
  });

  it('defaults are the first option of each kind and valid', () => {
    for (const kind of ASSET_KINDS) {
      expect(SORT_OPTIONS[kind][0].value).toBe(DEFAULT_SORT[kind]);
      expect(isSortValue(kind, DEFAULT_SORT[kind])).toBe(true);
    }
    expect(isSortValue('max', 0)).toBe(false);
    expect(isSortValue('mapping', 0)).toBe(true);
    expect(isSortValue('uec', 3)).toBe(false);
  });

  it('channel sorts default 1, time 2, total heat 3; album time 0, popularity 1', () => {
    expect(CHANNEL_SORT_OPTIONS.map((option) => option.value)).toEqual([1, 2, 3]);
    expect(ALBUM_SORT_OPTIONS.map((option) => option.value)).toEqual([0, 1]);
  });
});
