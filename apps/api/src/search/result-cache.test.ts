import { describe, expect, it } from 'vitest';
import { MemoryVersion, type DataVersion } from '../http/public-cache.js';
import {
  SearchResultCache,
  type ComputedWindow,
  type SearchCacheLookup,
  type SearchResultCacheOptions,
} from './result-cache.js';

const counts = [{ key: 1, doc_count: 3, name: '家具' }];

function setUp(options: Partial<SearchResultCacheOptions> = {}, version?: DataVersion) {
  let clock = 0;
  const lookups: SearchCacheLookup[] = [];
  const computed: boolean[] = [];
  const cache = new SearchResultCache(version ?? new MemoryVersion(), {
    windowSize: 400,
    maxEntries: 100,
    maxBytes: 1 << 20,
    maxAgeMs: 60_000,
    now: () => clock,
    onLookup: (result) => lookups.push(result),
    ...options,
  });
  /** The window of `filters` under `sort`; records whether the counts were asked for. */
  const window = (filters: string, sort = 'score', ids: number[] = [3, 2, 1]) =>
    cache.window(filters, sort, (withCounts): Promise<ComputedWindow> => {
      computed.push(withCounts);
      return Promise.resolve({
        ids,
        counted: withCounts ? { total: ids.length, counts } : undefined,
      });
    });
  return {
    cache,
    lookups,
    computed,
    window,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the search result cache', () => {
  it('answers a repeated window without computing, and a second sort without counting again', async () => {
    const { window, lookups, computed } = setUp();
    const first = await window('a');
    expect(Array.from(first.ids)).toEqual([3, 2, 1]);
    expect(first.counted).toEqual({ total: 3, counts });
    const again = await window('a');
    expect(Array.from(again.ids)).toEqual([3, 2, 1]);
    expect(again.counted).toEqual({ total: 3, counts });
    const otherSort = await window('a', 'time', [1, 2, 3]);
    expect(Array.from(otherSort.ids)).toEqual([1, 2, 3]);
    expect(otherSort.counted).toEqual({ total: 3, counts });
    expect(lookups).toEqual(['miss', 'hit', 'counts']);
    expect(computed).toEqual([true, false]);
  });

  it('computes afresh once the version moves on or the entry is older than the age bound', async () => {
    const version = new MemoryVersion();
    const { window, lookups, advance } = setUp({}, version);
    await window('a');
    await version.bump();
    await window('a');
    advance(60_000);
    await window('a');
    advance(59_999);
    await window('a');
    expect(lookups).toEqual(['miss', 'miss', 'miss', 'hit']);
  });

  it('stores nothing when the version cannot be read', async () => {
    const down: DataVersion = {
      current: () => Promise.reject(new Error('redis down')),
      bump: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const { cache, window, lookups, computed } = setUp({}, down);
    expect(Array.from((await window('a')).ids)).toEqual([3, 2, 1]);
    await window('a');
    expect(lookups).toEqual(['unversioned', 'unversioned']);
    expect(computed).toEqual([true, true]);
    expect(cache.size.entries).toBe(0);
  });

  it('evicts the least recently used entry past the entry bound', async () => {
    const { cache, window, lookups } = setUp({ maxEntries: 4 });
    await window('a');
    await window('b');
    await window('a');
    // c's two entries push out b's, the least recently used.
    await window('c');
    expect(cache.size.entries).toBe(4);
    await window('a');
    await window('b');
    expect(lookups).toEqual(['miss', 'miss', 'hit', 'miss', 'hit', 'miss']);
  });

  it('keeps its estimated bytes under the byte bound', async () => {
    const ids = Array.from({ length: 400 }, (_, index) => 400 - index);
    const { cache, window } = setUp({ maxBytes: 8_000 });
    for (const filters of ['a', 'b', 'c', 'd', 'e']) await window(filters, 'score', ids);
    expect(cache.size.bytes).toBeLessThanOrEqual(8_000);
    expect(cache.size.entries).toBeGreaterThan(0);
  });
});
