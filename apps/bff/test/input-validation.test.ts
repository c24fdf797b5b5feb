import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { build } from './helper.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream(catalogueRoutes());
  app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0', BODY_LIMIT_BYTES: '1048576' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const longText = '长'.repeat(31);
const huge = '1e30';

/** Malformed input per endpoint: wrong types, over-long strings, unknown enum values, huge numbers. */
const badRequests: [string, string][] = [
  ['GET', '/api/kinds/foo/filters'],
  ['GET', '/api/kinds/MAX/filters'],
  ['GET', '/api/kinds/foo/models'],
  ['GET', `/api/kinds/max/models?q=${encodeURIComponent(longText)}`],
  ['GET', `/api/kinds/max/models?page=${huge}`],
  ['GET', '/api/kinds/max/models?page=abc'],
  ['GET', '/api/kinds/max/models?page=0'],
  ['GET', '/api/kinds/max/models?page=-1'],
  ['GET', '/api/kinds/foo/category-counts'],
  ['GET', `/api/kinds/su/category-counts?q=${encodeURIComponent(longText)}`],
  ['GET', '/api/kinds/foo/search-analysis'],
  ['GET', `/api/kinds/max/search-analysis?page=${huge}`],
  ['GET', '/api/models?kind=foo'],
  ['GET', '/api/models?categoryId=abc'],
  ['GET', `/api/models?categoryId=${huge}`],
  ['GET', '/api/models?feeType=cheap'],
  ['GET', '/api/models?sort=9'],
  ['GET', `/api/models?page=${huge}`],
  ['GET', '/api/member-models?pageSize=1000'],
  ['GET', '/api/member-models?sort=x'],
  ['GET', '/api/channels/foo/banners'],
  ['GET', '/api/channels/max/models?categoryIds=1,,2'],
  ['GET', '/api/channels/max/models?categoryIds=drop%20table'],
  ['GET', `/api/channels/max/models?page=${huge}`],
  ['GET', '/api/channels/foo/hobbies'],
  ['GET', '/api/search/hot-words?kind=foo'],
  ['GET', '/api/search/suggestions?kind=max'],
  ['GET', `/api/search/suggestions?q=${encodeURIComponent(longText)}`],
  ['GET', '/api/search/suggestions?kind=foo&q=a'],
  ['GET', '/api/albums?sort=newest'],
  ['GET', `/api/albums?q=${encodeURIComponent(longText)}`],
  ['GET', `/api/albums?labelId=${huge}`],
  ['GET', `/api/albums?page=${huge}`],
  ['GET', `/api/albums/${'x'.repeat(65)}`],
  ['GET', '/api/albums/bad%20uuid/similar'],
  ['GET', '/api/rankings/popularity'],
  ['GET', '/api/rankings/income?period=week'],
];

describe('malformed input answers 400 in the error shape', () => {
  it.each(badRequests)('%s %s', async (method, url) => {
    const response = await request(app.server)[method === 'GET' ? 'get' : 'put'](url).expect(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.detail).toMatch(/^参数错误/);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('bad bodies on writes: wrong types, too many ids, non-JSON', async () => {
    const session = await request(app.server).get('/api/session/csrf').expect(200);
    const secret = (session.headers['set-cookie'] as unknown as string[])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const put = (body: string, type = 'application/json') =>
      request(app.server)
        .put('/api/channels/max/hobbies')
        .set('cookie', `${secret}; token=abc`)
        .set('x-csrf-token', session.body.csrfToken)
        .set('content-type', type)
        .send(body);
    for (const body of [
      '{"categoryIds":"1,2"}',
      '{"categoryIds":[1.5]}',
      JSON.stringify({ categoryIds: Array.from({ length: 51 }, (_, i) => i) }),
      '{not json',
      '',
    ]) {
      const response = await put(body);
      expect(response.status, body).toBe(400);
      expect(response.body.code).toBe('BAD_REQUEST');
    }
    expect((await put('categoryIds=1', 'text/plain')).status).toBe(400);
    const wrongType = await put('<categoryIds/>', 'application/xml');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('oversized bodies answer 413 in the error shape', async () => {
    const response = await request(app.server)
      .put('/api/channels/max/hobbies')
      .set('content-type', 'application/json')
      .send(`{"categoryIds":[${'1,'.repeat(600_000)}1]}`)
      .expect(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('unknown /api routes answer 404 JSON, also for browsers', async () => {
    const response = await request(app.server)
      .get('/api/nope')
      .set('accept', 'text/html')
      .expect(404);
    expect(response.body).toMatchObject({
      code: 'NOT_FOUND',
      detail: 'This page could not be found',
    });
  });

  it('a known /api path called with a method it lacks is a 405 problem with Allow', async () => {
    const response = await request(app.server).delete('/api/home').expect(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/u);
    expect(response.body).toMatchObject({
      type: '/api/problems/method-not-allowed',
      title: '请求方法不允许',
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    });
    const favourite = await request(app.server).post('/api/albums/abc/favourite').expect(405);
    expect(favourite.headers.allow).toBe('DELETE, PUT');
    // The legacy surface keeps its own answers.
    expect((await request(app.server).delete('/v1/home/navList')).status).not.toBe(405);
  });

  it('never refuses a filter code: any invalid one, however long, falls back to the default', async () => {
    const response = await request(app.server)
      .get('/api/kinds/max/models')
      .query({ filter: '1-'.repeat(2000) })
      .expect(200);
    expect(response.body).toMatchObject({
      filterValid: false,
      filterCode: '0-0-0-1-0-0-0-0-0-0-0-0',
    });
  });

  it('never answers upstream calls for rejected input', async () => {
    const before = upstream.requests.length;
    await request(app.server).get('/api/kinds/foo/models').expect(400);
    expect(upstream.requests.length).toBe(before);
  });
});
