import { describe, expect, it } from 'vitest';
import { MAX_PAGE, parseKeyword, parsePage, readListUrl } from './list-url';

const query = (text = '') => new URLSearchParams(text);

describe('readListUrl', () => {
  it('reads kind, filter code, keyword and page', () => {
    const state = readListUrl('su', '3-12-0-2-0-0-0-0-0-0-0-0', query('element=沙发&page=4'));
    expect(state).toMatchObject({
      kind: 'su',
      kindValid: true,
      filterValid: true,
      keyword: '沙发',
      page: 4,
      filterCode: '3-12-0-2-0-0-0-0-0-0-0-0',
    });
    expect(state.filter.firstCategoryId).toBe(3);
  });

  it('falls back to the default list for unknown kinds and malformed codes', () => {
    expect(readListUrl('nope', undefined, query())).toMatchObject({
      kind: 'max',
      kindValid: false,
      filterCode: '0-0-0-1-0-0-0-0-0-0-0-0',
    });
    expect(readListUrl('max', '1-2-x', query())).toMatchObject({
      filterValid: false,
      filterCode: '0-0-0-1-0-0-0-0-0-0-0-0',
    });
    expect(readListUrl('mapping', '<script>', query())).toMatchObject({
      filterValid: false,
      filterCode: '0-0-0-2-0-0-0-0-0-0-0-0',
    });
  });

  it('takes filters from vName, tName and style without a filter code', () => {
    const state = readListUrl('max', undefined, query('vName=5&tName=51&style=2'));
    expect(state.filter).toMatchObject({ firstCategoryId: 5, secondCategoryId: 51, styleId: 2 });
    expect(readListUrl('max', undefined, query('vName=-1&style=abc')).filterCode).toBe(
      '0-0-0-1-0-0-0-0-0-0-0-0',
    );
  });
});

describe('list links without a filter code', () => {
  it("honour feeType by slot name or by the kind's own code", () => {
    expect(readListUrl('max', undefined, query('feeType=member')).filterCode).toBe(
      '0-0-0-1-0-0-1-0-0-0-0-0',
    );
    expect(readListUrl('su', undefined, query('feeType=vip')).filter).toMatchObject({
      vip: 1,
      member: 0,
    });
    expect(readListUrl('mapping', undefined, query('feeType=20003')).filter.member).toBe(1);
    expect(readListUrl('mapping', undefined, query('feeType=1')).filter.nofree).toBe(1);
    expect(readListUrl('ue4', undefined, query('feeType=2')).filter.nofree).toBe(1);
    // UE has no member option, MAX/SU no numeric codes: ignored.
    expect(readListUrl('ue4', undefined, query('feeType=member')).filterCode).toBe(
      '0-0-0-1-0-0-0-0-0-0-0-0',
    );
    expect(readListUrl('max', undefined, query('feeType=3')).filterCode).toBe(
      '0-0-0-1-0-0-0-0-0-0-0-0',
    );
  });

  it('honour type as the kind, by name or code, and keep esIndex', () => {
    expect(readListUrl('max', undefined, query('type=su')).kind).toBe('su');
    expect(readListUrl('max', undefined, query('type=3')).kind).toBe('mapping');
    expect(readListUrl('max', undefined, query('type=9')).kind).toBe('max');
    // With a filter code the path decides.
    expect(readListUrl('max', '0-0-0-1-0-0-0-0-0-0-0-0', query('type=su')).kind).toBe('max');
    expect(readListUrl('max', undefined, query('element=M1&esIndex=2')).esIndex).toBe(2);
    expect(readListUrl('max', '0-0-0-1-0-0-0-0-0-0-0-0', query('esIndex=1')).esIndex).toBe(1);
    expect(readListUrl('max', undefined, query('esIndex=5'))).not.toHaveProperty('esIndex');
  });
});

describe('parsePage', () => {
  it('accepts whole numbers and clamps absurd ones', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('999999999999')).toBe(MAX_PAGE);
    expect(parsePage('9'.repeat(400))).toBe(MAX_PAGE);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('1e9')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

describe('parseKeyword', () => {
  it('trims and cuts to 30 characters', () => {
    expect(parseKeyword('  灯  ')).toBe('灯');
    expect(parseKeyword('字'.repeat(50))).toHaveLength(30);
    expect(parseKeyword(null)).toBe('');
  });
});
