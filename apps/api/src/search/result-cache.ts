import type { DataVersion } from '../http/public-cache.js';
import type { CategoryCount } from './model-search.js';

/** The total and per-category counts of one filter set: neither the sort nor the page changes them. */
export interface Counted {
  total: number;
  counts: CategoryCount[];
}

/** The first ids of a query in order, and its counts; `counted` is absent when not asked for. */
export interface ComputedWindow {
  ids: readonly number[];
  counted: Counted | undefined;
}

export type SearchCacheLookup = 'hit' | 'counts' | 'miss' | 'unversioned';

export interface SearchResultCacheOptions {
  /** Ids kept per query: the pages inside this window are answered from the cache. */
  readonly windowSize: number;
  /** Entries kept (ids and counts are separate entries); the least recently used goes first. */
  readonly maxEntries: number;
  /** Rough bound on the memory the entries take. */
  readonly maxBytes: number;
  /** The public cache's age bound: what moves without a write request (heat, scheduled jobs). */
  readonly maxAgeMs: number;
  readonly now?: () => number;
  /** Told the outcome of every lookup (the metrics' hit rate). */
  readonly onLookup?: (result: SearchCacheLookup) => void;
}

interface Entry {
  readonly value: Int32Array | Counted;
  readonly version: number;
  readonly storedAt: number;
  readonly bytes: number;
}

// Per-entry bookkeeping (map slot, entry object, key) on top of the ids and counts themselves.
const entryOverhead = 160;
const bytesPerCount = 96;

/**
 * Search results (ADR 0060): per query key, the total, the category counts and the ids of the first
 * matches in order, each valid only while the public cache's data version it was computed under is
 * still current (every write request moves it on) and within the same age bound. The cards are not
 * stored: the caller reads them fresh for the ids of one page.
 */
export class SearchResultCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(
    private readonly version: DataVersion,
    readonly options: SearchResultCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The window of `filterKey` under `sort`: the stored one while current, else what `compute` gives
   * (asked for the counts only when they are not stored for the filters under another sort).
   */
  async window(
    filterKey: string,
    sort: string,
    compute: (withCounts: boolean) => Promise<ComputedWindow>,
  ): Promise<{ ids: Int32Array; counted: Counted }> {
    let version: number;
    try {
      version = await this.version.current();
    } catch {
      // Without the shared version nothing stored can be trusted: answer afresh, store nothing.
      this.options.onLookup?.('unversioned');
      const computed = await compute(true);
      return { ids: Int32Array.from(computed.ids), counted: computed.counted! };
    }
    const idsKey = `ids ${sort} ${filterKey}`;
    const countsKey = `counts ${filterKey}`;
    const ids = this.current(idsKey, version) as Int32Array | undefined;
    const counted = this.current(countsKey, version) as Counted | undefined;
    if (ids && counted) {
      this.options.onLookup?.('hit');
      return { ids, counted };
    }
    this.options.onLookup?.(counted ? 'counts' : 'miss');
    const computed = await compute(counted === undefined);
    const stored = Int32Array.from(computed.ids);
    // Tagged with the version read before computing: a write during the computation makes the
    // entries stale at once instead of hiding that write.
    this.store(idsKey, stored, version, stored.byteLength);
    const freshCounts = computed.counted;
    if (freshCounts)
      this.store(countsKey, freshCounts, version, freshCounts.counts.length * bytesPerCount);
    return { ids: stored, counted: counted ?? freshCounts! };
  }

  private current(key: string, version: number): Entry['value'] | undefined {
    const found = this.entries.get(key);
    if (found === undefined) return undefined;
    if (found.version !== version || this.now() - found.storedAt >= this.options.maxAgeMs) {
      this.remove(key, found);
      return undefined;
    }
    // Most recently used last, so the first key is the one to evict.
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.value;
  }

  private store(key: string, value: Entry['value'], version: number, size: number): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const entry = {
      value,
      version,
      storedAt: this.now(),
      bytes: size + key.length * 2 + entryOverhead,
    };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (oldest === undefined) break;
      this.remove(oldest[0], oldest[1]);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Entries and their estimated bytes (tests, metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
