import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueRoutes,
  startFakeUpstream,
  unusedUrl,
  type FakeUpstream,
} from './fake-upstream.js';
import { build } from './helper.js';

const labelWordsPath = '/v1/home/labelWords';

async function expectStillServing(app: FastifyInstance, upstream: FakeUpstream): Promise<void> {
  upstream.routes[labelWordsPath] = { data: [{ word: '恢复' }] };
  await request(app.server)
    .get('/api/label-words')
    .expect(200, { items: ['恢复'], page: 1, pageSize: 1, total: 1 });
}

describe('a failing upstream answers a clear normalised error and the gateway keeps serving', () => {
  let upstream: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFakeUpstream(catalogueRoutes());
    // Without stale copies: these cases check how each failure itself is answered.
    app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0', STALE_IF_ERROR_MS: '0' });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });
  afterEach(async () => {
    await expectStillServing(app, upstream);
  });

  it('slower than 5 s: 504 within about 5 s', async () => {
    upstream.routes[labelWordsPath] = { delayMs: 7000, data: [] };
    const started = Date.now();
    const response = await request(app.server).get('/api/label-words').expect(504);
    const elapsed = Date.now() - started;
    expect(response.body).toMatchObject({ code: 'UPSTREAM_TIMEOUT', detail: 'request error' });
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(6500);
  }, 15_000);

  it('resetting the connection: 502', async () => {
    upstream.routes[labelWordsPath] = { reset: true };
    const response = await request(app.server).get('/api/label-words').expect(502);
    expect(response.body).toMatchObject({ code: 'UPSTREAM_ERROR', detail: 'request error' });
  });

  it('invalid JSON: 502 without upstream internals', async () => {
    upstream.routes[labelWordsPath] = {
      raw: '{"code":200,"data":[{"word": <html>Stack trace at db.query',
      contentType: 'text/html',
    };
    const response = await request(app.server).get('/api/label-words').expect(502);
    expect(response.body).toMatchObject({
      code: 'UPSTREAM_ERROR',
      detail: 'server internal error',
    });
    expect(JSON.stringify(response.body)).not.toContain('Stack');
  });

  it('a wrong shape: 502', async () => {
    upstream.routes[labelWordsPath] = { data: { unexpected: true } };
    await request(app.server).get('/api/label-words').expect(502);
    upstream.routes[labelWordsPath] = { raw: JSON.stringify([1, 2, 3]) };
    await request(app.server).get('/api/label-words').expect(502);
  });

  it('an HTTP 500 from upstream: 502', async () => {
    upstream.routes[labelWordsPath] = {
      raw: 'Internal Server Error at /srv/app.js:12',
      status: 500,
      contentType: 'text/plain',
    };
    const response = await request(app.server).get('/api/label-words').expect(502);
    expect(response.body.detail).toBe('server internal error');
  });

  it('legacy 10004 becomes 401 with the login URL and a same-origin return address', async () => {
    upstream.routes['/v1/home/hobby'] = { code: 10004, msg: '未登录', data: null };
    const response = await request(app.server)
      .get('/api/channels/max/hobbies')
      .set('cookie', 'token=abc')
      .set('host', 'yunmo.test')
      .set('referer', 'http://yunmo.test/home/max?x=1')
      .expect(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/u);
    expect(response.body).toEqual({
      type: '/api/problems/not-logged-in',
      title: '未登录',
      status: 401,
      detail: '请先登录',
      instance: '/api/channels/max/hobbies',
      code: 'NOT_LOGGED_IN',
      legacyCode: 10004,
      loginUrl: `/login?source=MODEL&redirect=${encodeURIComponent('/home/max?x=1')}`,
    });
    upstream.routes['/v1/home/hobby'] = { data: { hobbyList: [] } };
  });

  it('a foreign referer never becomes the return address', async () => {
    const response = await request(app.server)
      .get('/api/channels/max/hobbies')
      .set('host', 'yunmo.test')
      .set('referer', 'https://evil.example/phish')
      .expect(401);
    expect(response.body.loginUrl).toBe('/login?source=MODEL&redirect=%2F');
  });

  it('without a Referer (no-referrer policy) the page named in x-return-to is the return address; foreign ones are refused', async () => {
    upstream.routes['/v1/home/hobby'] = { code: 10004, msg: '未登录', data: null };
    const back = await request(app.server)
      .get('/api/channels/max/hobbies')
      .set('cookie', 'token=abc')
      .set('host', 'yunmo.test')
      .set('x-return-to', encodeURIComponent('/survey/survey?from=mail'))
      .expect(401);
    expect(back.body.loginUrl).toBe(
      `/login?source=MODEL&redirect=${encodeURIComponent('/survey/survey?from=mail')}`,
    );
    for (const foreign of [
      '//evil.example/x',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '%E0%A4%A',
    ]) {
      const refused = await request(app.server)
        .get('/api/channels/max/hobbies')
        .set('cookie', 'token=abc')
        .set('x-return-to', foreign)
        .expect(401);
      expect(refused.body.loginUrl, foreign).toBe('/login?source=MODEL&redirect=%2F');
    }
    // A route that needs login answers before any upstream call, with the same return address.
    const early = await request(app.server)
      .get('/api/me')
      .set('x-return-to', '/modeLetter')
      .expect(401);
    expect(early.body.loginUrl).toBe('/login?source=MODEL&redirect=%2FmodeLetter');
    upstream.routes['/v1/home/hobby'] = { data: { hobbyList: [] } };
  });

  it('legacy 400 becomes 400 with its Chinese message; other business codes become 422 with the code', async () => {
    upstream.routes['/v1/album/search'] = {
      code: 400,
      msg: '参数错误：pn 必须是正整数',
      data: null,
    };
    const bad = await request(app.server).get('/api/albums').expect(400);
    expect(bad.body).toMatchObject({
      code: 'BAD_REQUEST',
      detail: '参数错误：pn 必须是正整数',
      legacyCode: 400,
    });
    upstream.routes['/v1/album/search'] = { code: 404, msg: '专辑不存在', data: null };
    const missing = await request(app.server).get('/api/albums').expect(404);
    expect(missing.body).toMatchObject({
      code: 'NOT_FOUND',
      detail: '专辑不存在',
      title: '资源不存在',
      type: '/api/problems/not-found',
    });
    upstream.routes['/v1/album/search'] = { code: 20002, msg: '下载包已下线', data: null };
    const business = await request(app.server).get('/api/albums').expect(422);
    expect(business.body).toMatchObject({
      code: 'BUSINESS_RULE',
      detail: '下载包已下线',
      legacyCode: 20002,
    });
  });
});

describe('stale copies of public pages while the upstream fails', () => {
  it('answer a guest the last good public page, never a member, a write or a page never seen', async () => {
    const upstream = await startFakeUpstream(catalogueRoutes());
    const app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0' });
    try {
      const fresh = await request(app.server).get('/api/label-words').expect(200);
      expect(fresh.headers['x-served-stale']).toBeUndefined();
      upstream.routes[labelWordsPath] = { reset: true };
      const stale = await request(app.server).get('/api/label-words').expect(200);
      expect(stale.body).toEqual(fresh.body);
      expect(stale.headers['x-served-stale']).toMatch(/GMT$/);
      expect(stale.headers['cache-control']).toBe('no-store');
      // Another query string is another page: never seen, so the error stands.
      await request(app.server).get('/api/label-words?x=1').expect(502);
      // A member's view may differ from the guest's copy.
      await request(app.server).get('/api/label-words').set('cookie', 'token=abc').expect(502);
      upstream.routes[labelWordsPath] = { raw: 'oops', status: 500, contentType: 'text/plain' };
      await request(app.server).get('/api/label-words').expect(200);
      await request(app.server).get('/api/session/csrf').expect(200);
      expect(app.staleCopies.size).toBe(1);
    } finally {
      await app.close();
      await upstream.close();
    }
  });

  it('expire after STALE_IF_ERROR_MS', async () => {
    const upstream = await startFakeUpstream(catalogueRoutes());
    const app = await build({
      V1_UPSTREAM: upstream.url,
      CACHE_TTL_MS: '0',
      STALE_IF_ERROR_MS: '50',
    });
    try {
      await request(app.server).get('/api/label-words').expect(200);
      upstream.routes[labelWordsPath] = { reset: true };
      await new Promise((resolve) => setTimeout(resolve, 80));
      await request(app.server).get('/api/label-words').expect(502);
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});

describe('an upstream that is down', () => {
  it('connection refused: 502 on /api, code -1 request error (HTTP 200) on /v1, and the gateway keeps serving', async () => {
    const app = await build({ V1_UPSTREAM: await unusedUrl(), CACHE_TTL_MS: '0' });
    try {
      const api = await request(app.server).get('/api/home').expect(502);
      expect(api.body).toMatchObject({ code: 'UPSTREAM_ERROR', detail: 'request error' });
      // The legacy contract answers a failed request as code -1, never as an HTTP 502.
      const legacy = await request(app.server).get('/v1/home/navList').expect(200);
      expect(legacy.body).toEqual({ code: -1, msg: 'request error', data: null });
      await request(app.server).get('/api/nothing-here').expect(404);
    } finally {
      await app.close();
    }
  });
});

describe('the /v1 passthrough with a slow upstream', () => {
  it('answers code -1 request error (HTTP 200, not 504) after the upstream timeout and keeps serving', async () => {
    const upstream = await startFakeUpstream({
      '/v1/home/navList': { delayMs: 3000, data: [] },
      '/v1/home/adList': { data: [] },
    });
    // A short timeout keeps the test quick; the 5000 ms default is exercised for /api above.
    const app = await build({ V1_UPSTREAM: upstream.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const slow = await request(app.server).get('/v1/home/navList').expect(200);
      expect(slow.body).toEqual({ code: -1, msg: 'request error', data: null });
      await request(app.server)
        .get('/v1/home/adList')
        .expect(200, { code: 200, msg: 'success', data: [] });
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});
