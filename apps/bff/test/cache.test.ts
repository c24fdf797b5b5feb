import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOpen } from '@yunmo/server-kit/port-open';
import { catalogueRoutes, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { build } from './helper.js';

let upstream: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream(catalogueRoutes());
});
afterAll(async () => {
  await upstream.close();
});

function callsTo(path: string): number {
  return upstream.requests.filter((recorded) => recorded.path === path).length;
}

describe('caching of public browsing data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers repeated calls from memory and concurrent ones with one upstream call', async () => {
    const before = callsTo('/v1/ranking/list');
    await Promise.all(
      Array.from({ length: 5 }, () => request(app.server).get('/api/rankings/income').expect(200)),
    );
    await request(app.server).get('/api/rankings/income').expect(200);
    expect(callsTo('/v1/ranking/list') - before).toBe(1);
    await request(app.server).get('/api/rankings/income?period=month').expect(200);
    expect(callsTo('/v1/ranking/list') - before).toBe(2);
  });

  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await request(app.server).get('/api/home').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const second = await request(app.server)
      .get('/api/home')
      .set('if-none-match', etag)
      .expect(304);
    expect(second.text).toBe('');
    await request(app.server).get('/api/home').set('if-none-match', 'W/"other"').expect(200);
    await request(app.server).get('/api/kinds/max/filters').expect(200).expect('etag', /W\//);
  });

  it('does not cache failures', async () => {
    const saved = upstream.routes['/v1/album/labels'];
    upstream.routes['/v1/album/labels'] = { raw: 'oops' };
    await request(app.server).get('/api/albums/labels').expect(502);
    if (saved !== undefined) upstream.routes['/v1/album/labels'] = saved;
    await request(app.server).get('/api/albums/labels').expect(200);
  });

  it('keeps the lists every visitor shares, which browsers revalidate each time', async () => {
    const before = callsTo('/v1/model/search');
    const first = await request(app.server).get('/api/kinds/max/models?q=沙发').expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    // Shared by visitors here, not kept by browsers: a visitor's own publish shows at once.
    expect(first.headers['cache-control']).toBe('no-cache');
    await request(app.server)
      .get('/api/kinds/max/models?q=沙发')
      .expect(200)
      .expect('x-cache', 'hit');
    await request(app.server)
      .get('/api/kinds/max/models?q=沙发')
      .set('if-none-match', first.headers.etag as string)
      .expect(304);
    expect(callsTo('/v1/model/search') - before).toBe(1);
    await request(app.server).get('/api/kinds/max/models?q=椅子').expect(200);
    expect(callsTo('/v1/model/search') - before).toBe(2);
  });

  it('sends no session upstream for a shared list, so no visitor’s own answer is kept for others', async () => {
    const lists = [
      ['/api/kinds/max/models?q=灯具', '/v1/model/search'],
      ['/api/kinds/mapping/models?q=木纹', '/v1/mapping/search'],
      ['/api/kinds/ue4/models?q=场景', '/v1/ue4/search'],
      ['/api/kinds/uec/models?q=材质', '/v1/uec/search'],
      ['/api/models?kind=su&page=2', '/v1/model/listByQuery'],
      ['/api/member-models?page=3', '/v1/home/memberSearch'],
    ] as const;
    for (const [path, upstreamPath] of lists) {
      const before = callsTo(upstreamPath);
      await request(app.server).get(path).set('cookie', 'token=t-private').expect(200);
      expect(callsTo(upstreamPath) - before, path).toBe(1);
      const sent = upstream.requests.filter((recorded) => recorded.path === upstreamPath).at(-1);
      expect(sent?.headers.token, path).toBeUndefined();
    }
  });
});

describe('with CACHE_TTL_MS=0', () => {
  it('calls the upstream every time but still answers ETag / 304', async () => {
    const app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0' });
    try {
      const before = callsTo('/v1/home/hotList');
      const first = await request(app.server).get('/api/search/hot-words').expect(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      await request(app.server)
        .get('/api/search/hot-words')
        .set('if-none-match', first.headers.etag as string)
        .expect(304);
      expect(callsTo('/v1/home/hotList') - before).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe('invalidation of the public cache on writes', () => {
  it('empties the cache after a successful write through the gateway, not after a failed one', async () => {
    const app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '60000' });
    try {
      await request(app.server).get('/api/label-words').expect(200).expect('x-cache', 'miss');
      await request(app.server).get('/api/label-words').expect(200).expect('x-cache', 'hit');
      // A refused write changes nothing.
      await request(app.server).post('/v1/no-such-write').send({}).expect(404);
      await request(app.server).get('/api/label-words').expect(200).expect('x-cache', 'hit');
      // Signing in or out changes no public data.
      await request(app.server).post('/api/session/logout').send({});
      await request(app.server).get('/api/label-words').expect(200).expect('x-cache', 'hit');
      await request(app.server).post('/v1/home/labelWords').send({}).expect(200);
      await request(app.server).get('/api/label-words').expect(200).expect('x-cache', 'miss');
    } finally {
      await app.close();
    }
  });

  it('a write that moves only counters empties the cache once, within the counters’ lag', async () => {
    upstream.routes['/v1/download/downPay'] = { data: null };
    upstream.routes['/v1/member/checkMember'] = { data: null };
    // Kept: a lag no busy machine reaches between these requests.
    const kept = await build({
      V1_UPSTREAM: upstream.url,
      CACHE_TTL_MS: '60000',
      CACHE_COUNTS_LAG_MS: '5000',
    });
    try {
      await request(kept.server).get('/api/label-words').expect('x-cache', 'miss');
      // A download (declared `counts` with its /v1 call) and a pay check of the caller's own state.
      await request(kept.server).post('/v1/download/downPay').send({ uuid: 'm-1' }).expect(200);
      await request(kept.server).post('/v1/member/checkMember').send({}).expect(200);
      await request(kept.server).post('/v1/download/downPay').send({ uuid: 'm-2' }).expect(200);
      await request(kept.server).get('/api/label-words').expect('x-cache', 'hit');
    } finally {
      await kept.close();
    }
    // Emptied once the lag has passed, and only once.
    const lagMs = 300;
    const app = await build({
      V1_UPSTREAM: upstream.url,
      CACHE_TTL_MS: '60000',
      CACHE_COUNTS_LAG_MS: String(lagMs),
    });
    try {
      await request(app.server).get('/api/label-words').expect('x-cache', 'miss');
      await request(app.server).post('/v1/download/downPay').send({ uuid: 'm-1' }).expect(200);
      await request(app.server).post('/v1/download/downPay').send({ uuid: 'm-2' }).expect(200);
      await new Promise((resolve) => setTimeout(resolve, lagMs + 200));
      await request(app.server).get('/api/label-words').expect('x-cache', 'miss');
      await request(app.server).get('/api/label-words').expect('x-cache', 'hit');
    } finally {
      await app.close();
    }
    // With no lag it is an ordinary write.
    const noLag = await build({
      V1_UPSTREAM: upstream.url,
      CACHE_TTL_MS: '60000',
      CACHE_COUNTS_LAG_MS: '0',
    });
    try {
      await request(noLag.server).get('/api/label-words').expect('x-cache', 'miss');
      await request(noLag.server).post('/v1/download/downPay').send({ uuid: 'm-3' }).expect(200);
      await request(noLag.server).get('/api/label-words').expect('x-cache', 'miss');
    } finally {
      await noLag.close();
    }
  });
});

/** Whether a Redis server answers at 127.0.0.1:6379 (CI machines may have none). */
function redisAvailable(): Promise<boolean> {
  return portOpen('127.0.0.1', 6379);
}

describe.skipIf(!(await redisAvailable()))('invalidation across gateways through Redis', () => {
  it('a write through one gateway empties the other gateway’s cache', async () => {
    // A prefix of its own, so runs never hear each other's announcements.
    const environment = {
      V1_UPSTREAM: upstream.url,
      CACHE_TTL_MS: '60000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `yunmo-test-${String(process.pid)}-${String(Date.now())}:`,
    };
    const first = await build(environment);
    const second = await build(environment);
    try {
      await request(second.server).get('/api/label-words').expect('x-cache', 'miss');
      await request(second.server).get('/api/label-words').expect('x-cache', 'hit');
      await request(first.server).post('/v1/home/labelWords').send({}).expect(200);
      let seen = 'hit';
      for (let attempt = 0; attempt < 50 && seen === 'hit'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = String((await request(second.server).get('/api/label-words')).headers['x-cache']);
      }
      expect(seen).toBe('miss');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
