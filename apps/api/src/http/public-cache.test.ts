import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { portOpen } from '@yunmo/server-kit/port-open';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryVersion, PublicCache, RedisVersion, type DataVersion } from './public-cache.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const withRedis = await (() => {
  const { hostname, port } = new URL(redisUrl);
  return portOpen(hostname, Number(port || 6379));
})();
const prefixes: string[] = [];
const versions: DataVersion[] = [];

afterAll(async () => {
  for (const version of versions) await version.close();
  if (prefixes.length === 0) return;
  const redis = new Redis(redisUrl);
  await redis.del(...prefixes.map((prefix) => `${prefix}api-public-version`));
  await redis.quit();
});

/** Two API instances' caches over one data version: Redis, or one process's counter. */
function instances(kind: 'memory' | 'redis'): [PublicCache, PublicCache] {
  const options = { maxAgeMs: 60_000, maxEntries: 10 };
  if (kind === 'memory') {
    const version = new MemoryVersion();
    return [new PublicCache(version, options), new PublicCache(version, options)];
  }
  const prefix = `yunmo-test-${randomBytes(4).toString('hex')}:`;
  prefixes.push(prefix);
  const first = new RedisVersion(redisUrl, prefix);
  const second = new RedisVersion(redisUrl, prefix);
  versions.push(first, second);
  return [new PublicCache(first, options), new PublicCache(second, options)];
}

/** A list whose computation is counted, standing for the database. */
function list() {
  const state = { words: ['沙发'], computed: 0 };
  const compute = () => {
    state.computed += 1;
    return Promise.resolve(JSON.stringify(state.words));
  };
  return { state, compute };
}

describe.each([
  ['memory', true],
  ['redis', withRedis],
] as const)('the public list cache over a %s version', (kind, available) => {
  it.skipIf(!available)(
    'reuses an answer until a write, then the next answer changes',
    async () => {
      const [cache] = instances(kind);
      const { state, compute } = list();
      const first = await cache.answer('/v1/home/hotList', compute);
      const again = await cache.answer('/v1/home/hotList', compute);
      expect(again).toEqual(first);
      expect(state.computed).toBe(1);
      state.words.push('客厅');
      await cache.invalidate();
      const after = await cache.answer('/v1/home/hotList', compute);
      expect(JSON.parse(after.body)).toEqual(['沙发', '客厅']);
      expect(after.etag).not.toBe(first.etag);
    },
  );

  it.skipIf(!available)(
    'a write through one instance changes the next answer of another',
    async () => {
      const [one, other] = instances(kind);
      const { state, compute } = list();
      await other.answer('/v1/ranking/list?category=1', compute);
      state.words = ['椅子'];
      await one.invalidate();
      const after = await other.answer('/v1/ranking/list?category=1', compute);
      expect(JSON.parse(after.body)).toEqual(['椅子']);
    },
  );

  it.skipIf(!available)(
    'never keeps an answer that a write overtook while it was computed',
    async () => {
      const [cache] = instances(kind);
      const { state } = list();
      await cache.answer('/v1/home/labelWords', async () => {
        const body = JSON.stringify(state.words);
        // The write lands after the read but before the answer is stored.
        state.words = ['灯'];
        await cache.invalidate();
        return body;
      });
      const next = await cache.answer('/v1/home/labelWords', () =>
        Promise.resolve(JSON.stringify(state.words)),
      );
      expect(JSON.parse(next.body)).toEqual(['灯']);
    },
  );
});

describe('the public list cache bounds', () => {
  it('recomputes an answer older than its age bound and keeps the newest answers only', async () => {
    let now = 0;
    const cache = new PublicCache(new MemoryVersion(), {
      maxAgeMs: 1_000,
      maxEntries: 2,
      now: () => now,
    });
    let computed = 0;
    const compute = () => {
      computed += 1;
      return Promise.resolve(String(computed));
    };
    await cache.answer('a', compute);
    now = 999;
    expect((await cache.answer('a', compute)).body).toBe('1');
    now = 1_000;
    expect((await cache.answer('a', compute)).body).toBe('2');
    await cache.answer('b', compute);
    await cache.answer('c', compute);
    // 'a' was the oldest of three with room for two.
    expect((await cache.answer('a', compute)).body).toBe('5');
  });
});

describe('parts of answers', () => {
  it('keeps a value until a write, on another instance too, and never one a write overtook', async () => {
    const [one, other] = instances('memory');
    let title = '北欧沙发';
    let computed = 0;
    const read = () => {
      computed += 1;
      return Promise.resolve({ title });
    };
    const first = await other.value('model-detail:1', read);
    expect(await other.value('model-detail:1', read)).toBe(first);
    expect(computed).toBe(1);
    title = '北欧布艺沙发';
    await one.invalidate();
    expect(await other.value('model-detail:1', read)).toEqual({ title: '北欧布艺沙发' });
    await other.value('model-detail:2', async () => {
      await one.invalidate();
      return { title: '旧' };
    });
    expect(await other.value('model-detail:2', () => Promise.resolve({ title: '新' }))).toEqual({
      title: '新',
    });
  });
});
