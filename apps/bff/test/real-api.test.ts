import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { modelSearchResultSchema, kindFiltersSchema } from '@yunmo/api-contract/kinds';
import { homeResponseSchema } from '@yunmo/api-contract/home';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';

let api: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  api = await createTestApi({ count: 150 });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

describe('against the real /v1 API (seeded PGlite)', () => {
  it('answers the home page in the contract shape', async () => {
    const response = await request(app.server).get('/api/home').expect(200);
    const home = homeResponseSchema.parse(response.body);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.rankings.incomeTotal.length).toBeLessThanOrEqual(13);
    for (const card of Object.values(home.showcases).flatMap((showcase) => showcase.items)) {
      expect(Number.isInteger(card.priceFen)).toBe(true);
    }
  });

  it('agrees with the /v1 passthrough on the list search', async () => {
    const normalised = await request(app.server)
      .get('/api/kinds/max/models')
      .query({ page: 1 })
      .expect(200);
    const result = modelSearchResultSchema.parse(normalised.body);
    const legacy = await request(app.server)
      .get('/v1/model/search')
      .query({ modelType: 1, pn: 1, size: 40, sort: 1 })
      .expect(200);
    expect(legacy.body.code).toBe(200);
    expect(result.total).toBe(legacy.body.data.total);
    expect(result.items.map((item) => item.uuid)).toEqual(
      legacy.body.data.records.map((record: { uuid: string }) => record.uuid),
    );
  });

  it('answers a keyword search with the same per-category counts the counts endpoint gives, in one request', async () => {
    for (const kind of ['max', 'su'] as const) {
      const search = modelSearchResultSchema.parse(
        (
          await request(app.server)
            .get(`/api/kinds/${kind}/models`)
            .query({ q: '沙发', page: 1 })
            .expect(200)
        ).body,
      );
      const counts = await request(app.server)
        .get(`/api/kinds/${kind}/category-counts`)
        .query({ q: '沙发' })
        .expect(200);
      expect(search.categoryCounts.length, kind).toBeGreaterThan(0);
      expect(search.categoryCounts, kind).toEqual(counts.body.items);
    }
    const ue4 = modelSearchResultSchema.parse(
      (await request(app.server).get('/api/kinds/ue4/models').query({ q: '沙发' }).expect(200))
        .body,
    );
    expect(ue4.categoryCounts).toEqual([]);
  });

  it('filters by a category chosen from the filters endpoint, for every kind', async () => {
    for (const kind of ['max', 'su', 'mapping', 'ue4', 'uec'] as const) {
      const filters = kindFiltersSchema.parse(
        (await request(app.server).get(`/api/kinds/${kind}/filters`).expect(200)).body,
      );
      const category = filters.categories[0];
      expect(category, kind).toBeDefined();
      const code = filters.defaultFilterCode.replace(/^0/, String(category?.id));
      const all = await request(app.server).get(`/api/kinds/${kind}/models`).expect(200);
      const narrowed = await request(app.server)
        .get(`/api/kinds/${kind}/models`)
        .query({ filter: code })
        .expect(200);
      expect(narrowed.body.filterValid, kind).toBe(true);
      expect(narrowed.body.total, kind).toBeLessThanOrEqual(all.body.total);
      for (const item of narrowed.body.items as { kind: string }[]) expect(item.kind).toBe(kind);
    }
  });

  it('serves the other browsing endpoints', async () => {
    const albums = await request(app.server).get('/api/albums').expect(200);
    const uuid = albums.body.items[0].uuid as string;
    await request(app.server).get(`/api/albums/${uuid}`).expect(200);
    await request(app.server).get(`/api/albums/${uuid}/similar`).expect(200);
    for (const url of [
      '/api/albums/labels',
      '/api/kinds/su/category-counts?q=沙发',
      '/api/kinds/max/search-analysis?q=沙发',
      '/api/models?kind=su&feeType=member&sort=4',
      '/api/member-models?pageSize=12',
      '/api/channels/max/banners',
      '/api/channels/ue4/models?categoryIds=1,2&sort=2',
      '/api/search/hot-words?kind=mapping',
      '/api/search/suggestions?kind=max&q=沙',
      '/api/label-words',
      '/api/rankings/uploads?period=month',
    ]) {
      await request(app.server).get(url).expect(200);
    }
  });

  it('answers 404 with the API’s message for an unknown album', async () => {
    const response = await request(app.server)
      .get('/api/albums/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect(response.body.detail).not.toBe('');
  });

  it('maps the upstream 10004 of an unknown session to 401 with the login URL', async () => {
    const response = await request(app.server)
      .get('/api/channels/max/hobbies')
      .set('cookie', 'token=not-a-session')
      .expect(401);
    expect(response.body.loginUrl).toMatch(/^\/login\?source=MODEL&redirect=/);
  });

  it('answers an empty page past the last page', async () => {
    const response = await request(app.server)
      .get('/api/kinds/max/models')
      .query({ page: 10_000 })
      .expect(200);
    expect(response.body.items).toEqual([]);
  });
});
