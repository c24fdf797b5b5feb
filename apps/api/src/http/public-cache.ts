import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The data version of the public lists: every write moves it on, and an answer is reused only
 * while the version it was computed under is still current. In memory for one API process; in
 * Redis when several serve one site, so a write through one API changes the next answer of all.
 */
export interface DataVersion {
  current(): Promise<number>;
  /** Moves the version on; resolves once every instance will see the new one. */
  bump(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryVersion implements DataVersion {
  private value = 0;
  current(): Promise<number> {
    return Promise.resolve(this.value);
  }
  bump(): Promise<void> {
    this.value += 1;
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** One counter key: GET per lookup (one round trip, no stale window), INCR per write. */
export class RedisVersion implements DataVersion {
  private readonly redis: Redis;
  private readonly key: string;

  constructor(url: string, prefix: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000 });
    this.redis.on('error', () => undefined);
    this.key = `${prefix}api-public-version`;
  }

  async current(): Promise<number> {
    return Number((await this.redis.get(this.key)) ?? 0);
  }

  async bump(): Promise<void> {
    await this.redis.incr(this.key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export interface CachedAnswer {
  /** The serialized JSON body, sent as is. */
  readonly body: string;
  readonly etag: string;
}

interface Entry extends CachedAnswer {
  readonly version: number;
  readonly storedAt: number;
}

interface ValueEntry {
  readonly value: unknown;
  readonly version: number;
  readonly storedAt: number;
}

export interface PublicCacheOptions {
  /** Answers older than this are recomputed even without a write (lists that move with the clock). */
  readonly maxAgeMs: number;
  /** Distinct answers kept; the oldest goes first. */
  readonly maxEntries: number;
  readonly now?: () => number;
}

/**
 * Serialized answers of the hot public lists (ranking, home, labels, filters), each stored with
 * the data version it was computed under; a write anywhere bumps the version, so the next request
 * computes afresh.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Parts of answers (a model's shared detail), kept as values under the same rules. */
  private readonly values = new Map<string, ValueEntry>();
  private readonly now: () => number;

  constructor(
    readonly version: DataVersion,
    private readonly options: PublicCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The stored answer for `key`, or the one `compute` gives (stored when no write overtook it). */
  async answer(key: string, compute: () => Promise<string>): Promise<CachedAnswer> {
    let version: number;
    try {
      version = await this.version.current();
    } catch {
      // Without the shared version nothing stored can be trusted: answer afresh, store nothing.
      const body = await compute();
      return { body, etag: etagOf(body) };
    }
    const found = this.entries.get(key);
    if (
      found !== undefined &&
      found.version === version &&
      this.now() - found.storedAt < this.options.maxAgeMs
    )
      return found;
    const body = await compute();
    const etag = etagOf(body);
    // Tagged with the version read before computing: a write during the computation makes the
    // entry stale at once instead of hiding that write.
    const entry = { body, etag, version, storedAt: this.now() };
    this.store(this.entries, key, entry);
    return entry;
  }

  /**
   * The stored value for `key`, or the one `compute` gives, under the same version and age rules
   * as the answers. Callers must not change what they get: the next caller gets the same object.
   */
  async value<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let version: number;
    try {
      version = await this.version.current();
    } catch {
      return compute();
    }
    const found = this.values.get(key);
    if (
      found !== undefined &&
      found.version === version &&
      this.now() - found.storedAt < this.options.maxAgeMs
    )
      return found.value as T;
    const value = await compute();
    this.store(this.values, key, { value, version, storedAt: this.now() });
    return value;
  }

  /** Stores last in line; the oldest goes first when the map is full. */
  private store<E>(map: Map<string, E>, key: string, entry: E): void {
    map.delete(key);
    map.set(key, entry);
    if (map.size > this.options.maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  async invalidate(): Promise<void> {
    this.entries.clear();
    this.values.clear();
    await this.version.bump();
  }
}
