import { Redis } from 'ioredis';

/**
 * The few atomic operations the login throttle, captchas and SMS codes need. In memory for one API
 * process (npm start, PGlite); in Redis when several API processes serve one site, so a guesser
 * cannot spread attempts over instances and a captcha issued by one is answered on another.
 * `now` is passed in (tests drive time); Redis TTLs only clean up, validity is checked against `now`.
 */
export interface SharedState {
  /** Adds `now` to each key's sliding window (older entries drop out). */
  windowAdd(keys: readonly string[], now: number, windowMs: number): Promise<void>;
  /** The times in each key's window, oldest first. */
  windowRead(keys: readonly string[], now: number, windowMs: number): Promise<number[][]>;
  delete(key: string): Promise<void>;
  /** Stores `value` under `key` until `expiresAt`. */
  put(key: string, value: string, expiresAt: number): Promise<void>;
  /** Reads and removes the value: of concurrent callers, exactly one gets it. */
  take(key: string, now: number): Promise<string | undefined>;
  /** Holds `key` until `now + ttlMs` when nobody holds it (0); else the milliseconds it is still held. */
  hold(key: string, now: number, ttlMs: number): Promise<number>;
  /** Counts one on every counter only when every one is below its limit (all or nothing). */
  countWithin(
    counters: readonly { key: string; limit: number }[],
    now: number,
    ttlMs: number,
  ): Promise<boolean>;
  /** Counts one try against a stored value: the value and the tries so far, or undefined when gone. */
  attempt(key: string, now: number): Promise<{ value: string; attempts: number } | undefined>;
  close(): Promise<void>;
}

/** Keys kept at most per kind; a flood of distinct keys drops the oldest. */
const maxKeys = 100_000;

function bounded<V>(map: Map<string, V>): void {
  if (map.size <= maxKeys) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}

/** One process: plain maps (JavaScript runs each call to the end, so every operation is atomic). */
export class MemoryState implements SharedState {
  private readonly windows = new Map<string, number[]>();
  private readonly values = new Map<
    string,
    { value: string; expiresAt: number; attempts: number }
  >();
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  private recent(key: string, now: number, windowMs: number): number[] {
    const kept = (this.windows.get(key) ?? []).filter((at) => now - at < windowMs);
    if (kept.length === 0) this.windows.delete(key);
    else this.windows.set(key, kept);
    return kept;
  }

  windowAdd(keys: readonly string[], now: number, windowMs: number): Promise<void> {
    for (const key of keys) {
      const kept = this.recent(key, now, windowMs);
      kept.push(now);
      this.windows.delete(key);
      this.windows.set(key, kept);
      bounded(this.windows);
    }
    return Promise.resolve();
  }

  windowRead(keys: readonly string[], now: number, windowMs: number): Promise<number[][]> {
    return Promise.resolve(keys.map((key) => [...this.recent(key, now, windowMs)]));
  }

  delete(key: string): Promise<void> {
    this.windows.delete(key);
    this.values.delete(key);
    this.counters.delete(key);
    return Promise.resolve();
  }

  put(key: string, value: string, expiresAt: number): Promise<void> {
    this.values.delete(key);
    this.values.set(key, { value, expiresAt, attempts: 0 });
    bounded(this.values);
    return Promise.resolve();
  }

  private live(key: string, now: number) {
    const entry = this.values.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.values.delete(key);
      return undefined;
    }
    return entry;
  }

  take(key: string, now: number): Promise<string | undefined> {
    const entry = this.live(key, now);
    this.values.delete(key);
    return Promise.resolve(entry?.value);
  }

  hold(key: string, now: number, ttlMs: number): Promise<number> {
    const held = this.live(key, now);
    if (held !== undefined) return Promise.resolve(held.expiresAt - now);
    this.values.set(key, { value: '1', expiresAt: now + ttlMs, attempts: 0 });
    bounded(this.values);
    return Promise.resolve(0);
  }

  countWithin(
    counters: readonly { key: string; limit: number }[],
    now: number,
    ttlMs: number,
  ): Promise<boolean> {
    const current = counters.map(({ key }) => {
      const entry = this.counters.get(key);
      return entry === undefined || entry.expiresAt <= now ? 0 : entry.count;
    });
    if (counters.some((counter, index) => (current[index] ?? 0) >= counter.limit))
      return Promise.resolve(false);
    counters.forEach(({ key }, index) => {
      const entry = this.counters.get(key);
      const expiresAt =
        entry !== undefined && entry.expiresAt > now ? entry.expiresAt : now + ttlMs;
      this.counters.set(key, { count: (current[index] ?? 0) + 1, expiresAt });
      bounded(this.counters);
    });
    return Promise.resolve(true);
  }

  attempt(key: string, now: number): Promise<{ value: string; attempts: number } | undefined> {
    const entry = this.live(key, now);
    if (entry === undefined) return Promise.resolve(undefined);
    entry.attempts += 1;
    return Promise.resolve({ value: entry.value, attempts: entry.attempts });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

// Lua runs atomically in Redis: no other client's command interleaves.
const holdScript = `
local held = redis.call('GET', KEYS[1])
local now = tonumber(ARGV[1])
if held and tonumber(held) > now then return tonumber(held) - now end
redis.call('SET', KEYS[1], tostring(now + tonumber(ARGV[2])), 'PX', ARGV[2])
return 0`;

const countWithinScript = `
local now = tonumber(ARGV[1])
for index, key in ipairs(KEYS) do
  local entry = redis.call('HMGET', key, 'count', 'expiresAt')
  local count = 0
  if entry[1] and tonumber(entry[2]) > now then count = tonumber(entry[1]) end
  if count >= tonumber(ARGV[index + 2]) then return 0 end
end
for index, key in ipairs(KEYS) do
  local entry = redis.call('HMGET', key, 'count', 'expiresAt')
  if entry[1] and tonumber(entry[2]) > now then
    redis.call('HINCRBY', key, 'count', 1)
  else
    redis.call('HSET', key, 'count', 1, 'expiresAt', tostring(now + tonumber(ARGV[2])))
    redis.call('PEXPIRE', key, ARGV[2])
  end
end
return 1`;

const attemptScript = `
local entry = redis.call('HMGET', KEYS[1], 'value', 'expiresAt')
if not entry[1] then return nil end
if tonumber(entry[2]) <= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) return nil end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
return {entry[1], attempts}`;

const takeScript = `
local entry = redis.call('HMGET', KEYS[1], 'value', 'expiresAt')
redis.call('DEL', KEYS[1])
if not entry[1] or tonumber(entry[2]) <= tonumber(ARGV[1]) then return nil end
return entry[1]`;

/** Several processes: one Redis, keys under `prefix`. */
export class RedisState implements SharedState {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    this.redis.on('error', () => {
      this.settled = true;
    });
    this.redis.on('ready', () => {
      this.settled = true;
    });
  }

  /** Set by the first connection or the first failure. */
  private settled = false;

  /**
   * True while connected. Before the first connection or failure it is true too: calls wait in
   * ioredis's queue for the first connect rather than skip Redis at boot.
   */
  get reachable(): boolean {
    return this.redis.status === 'ready' || !this.settled;
  }

  /** Calls `listener` each time the connection is (re)established. */
  onReady(listener: () => void): void {
    this.redis.on('ready', listener);
  }

  private key(key: string): string {
    return `${this.prefix}sec:${key}`;
  }

  async windowAdd(keys: readonly string[], now: number, windowMs: number): Promise<void> {
    const batch = this.redis.multi();
    for (const key of keys) {
      const full = this.key(key);
      // A random suffix keeps two failures in the same millisecond apart.
      batch.zadd(full, now, `${String(now)}:${Math.random().toString(36).slice(2, 10)}`);
      batch.zremrangebyscore(full, '-inf', now - windowMs);
      batch.pexpire(full, windowMs);
    }
    await batch.exec();
  }

  async windowRead(keys: readonly string[], now: number, windowMs: number): Promise<number[][]> {
    const batch = this.redis.multi();
    for (const key of keys)
      batch.zrangebyscore(this.key(key), `(${String(now - windowMs)}`, now, 'WITHSCORES');
    const answers = (await batch.exec()) ?? [];
    return answers.map(([error, reply]) => {
      if (error) throw error;
      const flat = reply as string[];
      const times: number[] = [];
      for (let index = 1; index < flat.length; index += 2) times.push(Number(flat[index]));
      return times;
    });
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async put(key: string, value: string, expiresAt: number): Promise<void> {
    const full = this.key(key);
    const ttl = Math.max(1, expiresAt - Date.now());
    await this.redis
      .multi()
      .del(full)
      .hset(full, 'value', value, 'expiresAt', String(expiresAt), 'attempts', 0)
      .pexpire(full, ttl)
      .exec();
  }

  async take(key: string, now: number): Promise<string | undefined> {
    const value = (await this.redis.eval(takeScript, 1, this.key(key), now)) as string | null;
    return value ?? undefined;
  }

  async hold(key: string, now: number, ttlMs: number): Promise<number> {
    return Number(await this.redis.eval(holdScript, 1, this.key(key), now, ttlMs));
  }

  async countWithin(
    counters: readonly { key: string; limit: number }[],
    now: number,
    ttlMs: number,
  ): Promise<boolean> {
    const answer = await this.redis.eval(
      countWithinScript,
      counters.length,
      ...counters.map(({ key }) => this.key(key)),
      now,
      ttlMs,
      ...counters.map(({ limit }) => limit),
    );
    return Number(answer) === 1;
  }

  async attempt(
    key: string,
    now: number,
  ): Promise<{ value: string; attempts: number } | undefined> {
    const answer = (await this.redis.eval(attemptScript, 1, this.key(key), now)) as
      [string, number] | null;
    if (answer === null) return undefined;
    return { value: answer[0], attempts: Number(answer[1]) };
  }

  /** Removes every key of this prefix (tests). */
  async clearAll(): Promise<void> {
    const keys = await this.redis.keys(`${this.prefix}sec:*`);
    if (keys.length > 0) await this.redis.del(...keys);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** What `FallbackState` needs of its primary: the state itself and whether its server is reachable. */
export interface ReachableState extends SharedState {
  readonly reachable: boolean;
  onReady(listener: () => void): void;
}

/**
 * Redis that degrades instead of failing: while Redis is unreachable every call goes to this
 * process's memory (per-process limits, as with one API), and back to Redis as soon as it answers
 * again. Sign-in keeps working through an outage; a guesser gains only the spread over instances
 * for its duration. Values stored during the outage (a captcha, an SMS code) stay where they were
 * stored, so a captcha issued on one side of a switch must be asked again.
 */
export class FallbackState implements SharedState {
  private readonly memory = new MemoryState();
  private down = false;

  constructor(
    private readonly primary: ReachableState,
    private readonly report: (degraded: boolean, error?: unknown) => void = () => undefined,
  ) {
    primary.onReady(() => {
      this.mark(false);
    });
  }

  /** True while calls go to memory because Redis is unreachable. */
  get degraded(): boolean {
    return this.down;
  }

  private mark(down: boolean, error?: unknown): void {
    if (down === this.down) return;
    this.down = down;
    this.report(down, error);
  }

  private async run<T>(call: (state: SharedState) => Promise<T>): Promise<T> {
    if (this.primary.reachable) {
      try {
        const answer = await call(this.primary);
        this.mark(false);
        return answer;
      } catch (error) {
        this.mark(true, error);
      }
    } else this.mark(true);
    return call(this.memory);
  }

  windowAdd(keys: readonly string[], now: number, windowMs: number): Promise<void> {
    return this.run((state) => state.windowAdd(keys, now, windowMs));
  }
  windowRead(keys: readonly string[], now: number, windowMs: number): Promise<number[][]> {
    return this.run((state) => state.windowRead(keys, now, windowMs));
  }
  delete(key: string): Promise<void> {
    return this.run((state) => state.delete(key));
  }
  put(key: string, value: string, expiresAt: number): Promise<void> {
    return this.run((state) => state.put(key, value, expiresAt));
  }
  take(key: string, now: number): Promise<string | undefined> {
    return this.run((state) => state.take(key, now));
  }
  hold(key: string, now: number, ttlMs: number): Promise<number> {
    return this.run((state) => state.hold(key, now, ttlMs));
  }
  countWithin(
    counters: readonly { key: string; limit: number }[],
    now: number,
    ttlMs: number,
  ): Promise<boolean> {
    return this.run((state) => state.countWithin(counters, now, ttlMs));
  }
  attempt(key: string, now: number): Promise<{ value: string; attempts: number } | undefined> {
    return this.run((state) => state.attempt(key, now));
  }
  async close(): Promise<void> {
    await this.primary.close();
    await this.memory.close();
  }
}

/** Redis (degrading to memory while it is down) when a URL is given, else memory. */
export function sharedState(
  redisUrl: string | undefined,
  prefix: string,
  report?: (degraded: boolean, error?: unknown) => void,
): SharedState | FallbackState {
  return redisUrl === undefined
    ? new MemoryState()
    : new FallbackState(new RedisState(redisUrl, prefix), report);
}
