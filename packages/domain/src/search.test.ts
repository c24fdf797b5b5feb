import { describe, expect, it } from 'vitest';
import {
  RECENT_SEARCH_LIMIT,
  SEARCH_INPUT_LIMITS,
  addRecentSearch,
  clearRecentSearches,
  highlightKeyword,
  parseRecentSearches,
  parseServerHighlight,
  removeRecentSearch,
  segmentsText,
} from './search.js';

describe('recent searches', () => {
  it('adds newest first, removes duplicates, keeps ten', () => {
    let recent: string[] = [];
    for (let index = 1; index <= 12; index += 1) recent = addRecentSearch(recent, `词${index}`);
    expect(recent).toHaveLength(RECENT_SEARCH_LIMIT);
    expect(recent[0]).toBe('词12');
    expect(recent.at(-1)).toBe('词3');
    recent = addRecentSearch(recent, ' 词5 ');
    expect(recent[0]).toBe('词5');
    expect(recent.filter((term) => term === '词5')).toHaveLength(1);
    expect(recent).toHaveLength(10);
  });

  it('ignores blank terms and does not mutate input', () => {
    const recent = ['沙发'];
    expect(addRecentSearch(recent, '   ')).toEqual(['沙发']);
    addRecentSearch(recent, '椅子');
    expect(recent).toEqual(['沙发']);
  });

  it('removes one and clears all', () => {
    expect(removeRecentSearch(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(clearRecentSearches()).toEqual([]);
  });

  it('parses untrusted storage', () => {
    expect(parseRecentSearches('nope')).toEqual([]);
    expect(parseRecentSearches(['a', 1, ' b ', 'a', '', null])).toEqual(['a', 'b']);
    expect(
      parseRecentSearches(Array.from({ length: 15 }, (_, index) => String(index))),
    ).toHaveLength(10);
  });

  it('input limits', () => {
    expect(SEARCH_INPUT_LIMITS).toEqual({ search: 30, authorWorks: 20, album: 30 });
  });
});

describe('highlightKeyword', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(highlightKeyword('Modern Sofa modern', 'MODERN')).toEqual([
      { text: 'Modern', match: true },
      { text: ' Sofa ', match: false },
      { text: 'modern', match: true },
    ]);
  });

  it('handles Chinese, regex characters and blank keywords', () => {
    expect(highlightKeyword('现代沙发', '沙发')).toEqual([
      { text: '现代', match: false },
      { text: '沙发', match: true },
    ]);
    expect(highlightKeyword('a.b(c)', '(c)')).toEqual([
      { text: 'a.b', match: false },
      { text: '(c)', match: true },
    ]);
    expect(highlightKeyword('title', '  ')).toEqual([{ text: 'title', match: false }]);
    expect(highlightKeyword('', 'x')).toEqual([]);
  });
});

describe('parseServerHighlight', () => {
  it('splits <em> markers', () => {
    expect(parseServerHighlight('北欧<em>沙发</em>组合<em>沙发</em>')).toEqual([
      { text: '北欧', match: false },
      { text: '沙发', match: true },
      { text: '组合', match: false },
      { text: '沙发', match: true },
    ]);
  });

  it('keeps other markup as literal text', () => {
    const segments = parseServerHighlight('<img src=x onerror=alert(1)><em><b>x</b></em><em>open');
    expect(segments).toEqual([
      { text: '<img src=x onerror=alert(1)>', match: false },
      { text: '<b>x</b>', match: true },
      { text: '<em>open', match: false },
    ]);
    expect(segmentsText(parseServerHighlight('a<em>b</em>c'))).toBe('abc');
  });

  it('merges adjacent markers and drops empty ones', () => {
    expect(parseServerHighlight('<em>a</em><em>b</em><em></em>')).toEqual([
      { text: 'ab', match: true },
    ]);
  });
});
