import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_KINDS, type AssetKind } from './asset-kinds.js';
import { SORT_OPTIONS } from './fees-and-sorts.js';
import {
  FILTER_SLOTS,
  changePage,
  decodeFilterCode,
  defaultFilter,
  defaultFilterCode,
  encodeFilterCode,
  initialListState,
  isValidFilter,
  memberListFilterCode,
  resetFilters,
  selectFeeSlot,
  selectFirstCategory,
  selectRender,
  selectSecondCategory,
  selectSort,
  selectStyle,
  toggleFlag,
  type FilterState,
  type ListState,
} from './filter-code.js';

const kindArbitrary = fc.constantFrom(...ASSET_KINDS);
const id = fc.oneof(fc.constant(0), fc.nat(), fc.maxSafeNat());
const flag = fc.constantFrom(0, 1);

function filterArbitrary(kind: AssetKind): fc.Arbitrary<FilterState> {
  return fc.record({
    firstCategoryId: id,
    secondCategoryId: id,
    styleId: id,
    sort: fc.constantFrom(...SORT_OPTIONS[kind].map((option) => option.value)),
    free: flag,
    vip: flag,
    member: flag,
    nofree: flag,
    renderIndex: id,
    unique: flag,
    vr: flag,
    spaces: flag,
  });
}

const kindAndFilter = kindArbitrary.chain((kind) =>
  filterArbitrary(kind).map((filter) => ({ kind, filter })),
);

describe('defaults', () => {
  it('default code is 0-0-0-1-0-0-0-0-0-0-0-0, mapping 0-0-0-2-…', () => {
    expect(defaultFilterCode('max')).toBe('0-0-0-1-0-0-0-0-0-0-0-0');
    expect(defaultFilterCode('su')).toBe('0-0-0-1-0-0-0-0-0-0-0-0');
    expect(defaultFilterCode('ue4')).toBe('0-0-0-1-0-0-0-0-0-0-0-0');
    expect(defaultFilterCode('uec')).toBe('0-0-0-1-0-0-0-0-0-0-0-0');
    expect(defaultFilterCode('mapping')).toBe('0-0-0-2-0-0-0-0-0-0-0-0');
  });

  it('member list has 1 in the seventh slot', () => {
    const { filter, valid } = decodeFilterCode('max', memberListFilterCode);
    expect(valid).toBe(true);
    expect(filter.member).toBe(1);
    expect(memberListFilterCode.split('-')[6]).toBe('1');
  });
});

describe('decodeFilterCode', () => {
  it('reads each slot in order', () => {
    const { filter, valid } = decodeFilterCode('max', '12-34-5-3-1-0-0-0-2-1-0-1');
    expect(valid).toBe(true);
    expect(filter).toEqual({
      firstCategoryId: 12,
      secondCategoryId: 34,
      styleId: 5,
      sort: 3,
      free: 1,
      vip: 0,
      member: 0,
      nofree: 0,
      renderIndex: 2,
      unique: 1,
      vr: 0,
      spaces: 1,
    });
  });

  const malformed = [
    'abc',
    '1-2',
    '',
    '0-0-0-1-0-0-0-0-0-0-0-0-0',
    '0-0-0-1-0-0-0-0-0-0-0',
    '-1-0-0-1-0-0-0-0-0-0-0-0',
    '0-0-0-1-0-0-0-0-0-0-0--1',
    '1e3-0-0-1-0-0-0-0-0-0-0-0',
    ' 1-0-0-1-0-0-0-0-0-0-0-0',
    '1 -0-0-1-0-0-0-0-0-0-0-0',
    '0-0-0-1-0-0-0-0-0-0-0-0 ',
    '12345678901234567890-0-0-1-0-0-0-0-0-0-0-0',
    '9007199254740992-0-0-1-0-0-0-0-0-0-0-0',
    '0--0-1-0-0-0-0-0-0-0-0',
    '0-0-0-1-0-0-0-0-0-0-0-',
    '1.5-0-0-1-0-0-0-0-0-0-0-0',
    '0x1-0-0-1-0-0-0-0-0-0-0-0',
    '01-0-0-1-0-0-0-0-0-0-0-0',
    '+1-0-0-1-0-0-0-0-0-0-0-0',
    'NaN-0-0-1-0-0-0-0-0-0-0-0',
    'Infinity-0-0-1-0-0-0-0-0-0-0-0',
    '0-0-0-9-0-0-0-0-0-0-0-0',
    '0-0-0-1-2-0-0-0-0-0-0-0',
    '０-0-0-1-0-0-0-0-0-0-0-0',
  ];

  it.each(malformed)('malformed %j gives the default, invalid', (code) => {
    for (const kind of ASSET_KINDS) {
      const decoded = decodeFilterCode(kind, code);
      expect(decoded.valid).toBe(false);
      expect(decoded.filter).toEqual(defaultFilter(kind));
    }
  });

  it('checks the sort per kind', () => {
    expect(decodeFilterCode('mapping', '0-0-0-0-0-0-0-0-0-0-0-0').valid).toBe(true);
    expect(decodeFilterCode('max', '0-0-0-0-0-0-0-0-0-0-0-0').valid).toBe(false);
    expect(decodeFilterCode('uec', '0-0-0-5-0-0-0-0-0-0-0-0').valid).toBe(false);
  });

  it('accepts the largest safe integer', () => {
    const code = `${String(Number.MAX_SAFE_INTEGER)}-0-0-1-0-0-0-0-0-0-0-0`;
    expect(decodeFilterCode('max', code)).toMatchObject({ valid: true });
  });

  it('never throws for near-valid codes built from digits, signs and hyphens', () => {
    const token = fc.oneof(
      fc.nat().map(String),
      fc.constantFrom('', '-1', '1e3', ' 1', '01', '1.0', '99999999999999999999', 'x'),
    );
    fc.assert(
      fc.property(
        kindArbitrary,
        fc.array(token, { minLength: 10, maxLength: 14 }),
        (kind, tokens) => {
          const code = tokens.join('-');
          const { filter, valid } = decodeFilterCode(kind, code);
          expect(isValidFilter(kind, filter)).toBe(true);
          if (valid) expect(encodeFilterCode(filter)).toBe(code);
          else expect(filter).toEqual(defaultFilter(kind));
        },
      ),
    );
  });

  it('never throws and never yields NaN for arbitrary strings', () => {
    fc.assert(
      fc.property(kindArbitrary, fc.string(), (kind, code) => {
        const { filter, valid } = decodeFilterCode(kind, code);
        expect(isValidFilter(kind, filter)).toBe(true);
        for (const slot of FILTER_SLOTS) expect(Number.isNaN(filter[slot])).toBe(false);
        if (!valid) expect(filter).toEqual(defaultFilter(kind));
      }),
    );
  });
});

describe('round trips', () => {
  it('decode(encode(f)) equals f for valid states', () => {
    fc.assert(
      fc.property(kindAndFilter, ({ kind, filter }) => {
        expect(decodeFilterCode(kind, encodeFilterCode(filter))).toEqual({ filter, valid: true });
      }),
    );
  });

  it('encode(decode(x)) equals x for valid codes', () => {
    const validCode = kindAndFilter.map(({ kind, filter }) => ({
      kind,
      code: FILTER_SLOTS.map((slot) => String(filter[slot])).join('-'),
    }));
    fc.assert(
      fc.property(validCode, ({ kind, code }) => {
        const decoded = decodeFilterCode(kind, code);
        expect(decoded.valid).toBe(true);
        expect(encodeFilterCode(decoded.filter)).toBe(code);
      }),
    );
  });
});

describe('transitions', () => {
  const start: ListState = {
    filter: decodeFilterCode('max', '3-31-2-2-0-0-0-0-1-0-0-0').filter,
    page: 5,
  };
  const tree = [
    { id: 3, children: [{ id: 31 }, { id: 32 }] },
    { id: 4, children: [{ id: 41 }] },
    { id: 5 },
  ];

  it('first-level category clears the second level and resets the page', () => {
    const next = selectFirstCategory(start, 4);
    expect(next.filter.firstCategoryId).toBe(4);
    expect(next.filter.secondCategoryId).toBe(0);
    expect(next.page).toBe(1);
    expect(start.filter.firstCategoryId).toBe(3);
  });

  it('second-level category picks its parent from the tree or the given id', () => {
    const none = selectFirstCategory(start, 0);
    expect(selectSecondCategory(none, 41, tree).filter).toMatchObject({
      firstCategoryId: 4,
      secondCategoryId: 41,
    });
    expect(selectSecondCategory(none, 32, 3).filter).toMatchObject({
      firstCategoryId: 3,
      secondCategoryId: 32,
    });
    expect(selectSecondCategory(none, 999, tree).filter.firstCategoryId).toBe(3);
    expect(selectSecondCategory(none, 999, []).filter.firstCategoryId).toBe(0);
    expect(selectSecondCategory(start, 41, tree).page).toBe(1);
    expect(selectSecondCategory(start, 0, tree).filter).toMatchObject({
      firstCategoryId: 3,
      secondCategoryId: 0,
    });
  });

  it('fee selection is exclusive and toggles off', () => {
    const paid = selectFeeSlot('max', start, 'nofree');
    expect(encodeFilterCode(paid.filter)).toBe('3-31-2-2-0-0-0-1-1-0-0-0');
    const member = selectFeeSlot('max', paid, 'member');
    expect(member.filter).toMatchObject({ free: 0, vip: 0, member: 1, nofree: 0 });
    expect(selectFeeSlot('max', member, 'member').filter.member).toBe(0);
    expect(selectFeeSlot('max', member, null).filter.member).toBe(0);
    expect(selectFeeSlot('ue4', member, 'vip').filter).toMatchObject({ vip: 0, member: 0 });
    expect(selectFeeSlot('mapping', start, 'member').filter.member).toBe(1);
    expect(paid.page).toBe(1);
  });

  it('every filter change resets the page to 1', () => {
    const changes: ((state: ListState) => ListState)[] = [
      (state) => selectStyle(state, 7),
      (state) => selectSort(state, 4),
      (state) => selectRender(state, 2),
      (state) => toggleFlag(state, 'vr'),
      (state) => selectFirstCategory(state, 1),
      (state) => selectFeeSlot('max', state, 'free'),
    ];
    for (const change of changes) expect(change(start).page).toBe(1);
    expect(toggleFlag(toggleFlag(start, 'unique'), 'unique').filter.unique).toBe(0);
    expect(toggleFlag(start, 'spaces').filter.spaces).toBe(1);
  });

  it('page changes keep filters; reset returns the default', () => {
    expect(changePage(start, 3)).toEqual({ filter: start.filter, page: 3 });
    expect(changePage(start, 0).page).toBe(1);
    expect(changePage(start, 2.5).page).toBe(1);
    expect(resetFilters('mapping')).toEqual(initialListState('mapping'));
    expect(encodeFilterCode(resetFilters('mapping').filter)).toBe('0-0-0-2-0-0-0-0-0-0-0-0');
  });
});
