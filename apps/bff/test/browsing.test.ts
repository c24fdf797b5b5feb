import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueRoutes, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { build } from './helper.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream(catalogueRoutes());
  app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

function lastCall(path: string) {
  const call = upstream.requests.findLast((recorded) => recorded.path === path);
  if (call === undefined) throw new Error(`no upstream call to ${path}`);
  return call;
}

describe('normalised browsing endpoints', () => {
  it('GET /api/home gathers every home section, camelCase, prices in fen, rankings cut to 13', async () => {
    const response = await request(app.server).get('/api/home').expect(200);
    expect(response.body.banners[0]).toEqual({
      id: 1,
      imageUrl: '/files/banners/1.jpg',
      title: '横幅 1',
      path: '/list/max/0-0-0-1-0-0-0-0-0-0-0-0',
    });
    expect(response.body.showcases.su.items[0]).toMatchObject({
      kind: 'su',
      priceFen: 220,
      priceLabel: '¥2.20',
      isMember: true,
      views: 120,
      favourites: 8,
      downloads: 15,
    });
    expect(response.body.showcases.max.recentCount).toBe(5);
    expect(response.body.rankings.incomeTotal).toHaveLength(13);
    expect(response.body.rankings.uploadsMonth[0]).toMatchObject({
      rank: 1,
      userName: 'author1',
      nickname: '作者1',
    });
    expect(response.body.albums[0]).toMatchObject({
      uuid: 'album-1',
      modelCount: 8,
      favourites: 3,
      views: 99,
    });
    expect(response.body.labelWords).toEqual(['沙发', '椅子']);
    expect(lastCall('/v1/home/authorIncome').query.get('category')).toBe('2');
  });

  it('decodes the filter code into the MAX/SU search parameters', async () => {
    const response = await request(app.server)
      .get('/api/kinds/su/models')
      .query({ filter: '1-11-2-3-0-0-1-0-2-0-0-1', q: '沙发', page: 2 })
      .expect(200);
    expect(response.body).toMatchObject({
      total: 12_345,
      page: 2,
      pageSize: 40,
      filterValid: true,
      filterCode: '1-11-2-3-0-0-1-0-2-0-0-1',
    });
    expect(response.body.items[0].highlightedTitle).toBe('北欧风格 <em>沙发</em>');
    const query = Object.fromEntries(lastCall('/v1/model/search').query);
    expect(query).toEqual({
      element: '沙发',
      oneClass: '1',
      twoClass: '11',
      style: '2',
      member: '1',
      render: '2',
      spaces: '1',
      sort: '3',
      modelType: '2',
      pn: '2',
      size: '40',
    });
  });

  it('falls back to the default filter for an invalid code, without an error', async () => {
    const response = await request(app.server)
      .get('/api/kinds/mapping/models')
      .query({ filter: '9-x-1' })
      .expect(200);
    expect(response.body).toMatchObject({
      filterValid: false,
      filterCode: '0-0-0-2-0-0-0-0-0-0-0-0',
    });
    expect(response.body.items[0]).toMatchObject({
      kind: 'mapping',
      priceFen: 0,
      priceLabel: '免费',
    });
  });

  it('maps MAPPING filters: style value as typeId, fee slot as feeType', async () => {
    await request(app.server)
      .get('/api/kinds/mapping/models')
      .query({ filter: '3-0-7-0-0-0-1-0-0-0-0-0' })
      .expect(200);
    const query = Object.fromEntries(lastCall('/v1/mapping/search').query);
    expect(query).toEqual({
      typeId: 'wood',
      feeType: '2',
      sort: '0',
      oneName: '3',
      page: '1',
      limit: '40',
    });
  });

  it('maps UE4 and UEC filters to their own calls', async () => {
    await request(app.server)
      .get('/api/kinds/ue4/models')
      .query({ filter: '5-6-0-2-1-0-0-0-1-0-0-0', q: 'x' })
      .expect(200);
    expect(Object.fromEntries(lastCall('/v1/ue4/search').query)).toEqual({
      element: 'x',
      vName: '5',
      tName: '6',
      render: '1',
      feeType: '1',
      sort: '2',
      page: '1',
      limit: '40',
    });
    await request(app.server)
      .get('/api/kinds/uec/models')
      .query({ filter: '0-0-0-2-0-0-0-1-0-0-0-0' })
      .expect(200);
    expect(Object.fromEntries(lastCall('/v1/uec/search').query)).toEqual({
      feeType: '2',
      sort: '2',
      page: '1',
      limit: '40',
    });
  });

  it('GET /api/kinds/{kind}/filters merges server lists with the domain fee and sort tables', async () => {
    const response = await request(app.server).get('/api/kinds/max/filters').expect(200);
    expect(response.body.categories).toEqual([
      { id: 1, name: '家具', children: [{ id: 11, name: '沙发' }] },
    ]);
    expect(response.body.defaultFilterCode).toBe('0-0-0-1-0-0-0-0-0-0-0-0');
    expect(response.body.feeTypes.map((fee: { slot: string }) => fee.slot)).toEqual([
      'free',
      'vip',
      'member',
      'nofree',
    ]);
    expect(response.body.sorts[0]).toEqual({ value: 1, key: 'default', label: '综合' });
    expect(lastCall('/v1/model/headInfo').query.get('modelType')).toBe('1');
  });

  it('category counts, search analysis, model list by query and member models', async () => {
    const counts = await request(app.server)
      .get('/api/kinds/max/category-counts')
      .query({ q: '沙发' })
      .expect(200);
    expect(counts.body).toEqual({
      items: [{ categoryId: 1, name: '家具', count: 7 }],
      page: 1,
      pageSize: 1,
      total: 1,
    });
    const analysis = await request(app.server)
      .get('/api/kinds/max/search-analysis')
      .query({ q: '沙发' })
      .expect(200);
    expect(analysis.body.analysis).toMatchObject({ element: '沙发', elementAnalysis: ['沙发'] });
    await request(app.server)
      .get('/api/models')
      .query({ kind: 'su', categoryId: 3, feeType: 'member', sort: 4 })
      .expect(200);
    expect(Object.fromEntries(lastCall('/v1/model/listByQuery').query)).toEqual({
      vName: '3',
      type: 'su',
      feeType: '3',
      sort: '4',
      pn: '1',
      size: '40',
    });
    const members = await request(app.server)
      .get('/api/member-models')
      .query({ pageSize: 12 })
      .expect(200);
    expect(members.body.pageSize).toBe(12);
    expect(Object.fromEntries(lastCall('/v1/home/memberSearch').query)).toEqual({
      member: '1',
      pn: '1',
      size: '12',
    });
  });

  it('channel banners and the channel grid (POST with the kind code and joined ids)', async () => {
    await request(app.server).get('/api/channels/ue4/banners').expect(200);
    expect(lastCall('/v1/home/channelBanner').query.get('category')).toBe('6');
    const grid = await request(app.server)
      .get('/api/channels/mapping/models')
      .query({ categoryIds: '1,2', sort: 2 })
      .expect(200);
    expect(grid.body.pageSize).toBe(40);
    expect(JSON.parse(lastCall('/v1/home/channelSearch').body)).toEqual({
      category: 3,
      ids: '1,2',
      sort: 2,
      pn: 1,
      ps: 40,
    });
  });

  it('hot words, suggestions and label words use the per-kind category codes', async () => {
    await request(app.server)
      .get('/api/search/hot-words')
      .query({ kind: 'uec' })
      .expect(200, { items: [{ id: 1, name: '客厅' }], page: 1, pageSize: 1, total: 1 });
    expect(lastCall('/v1/home/hotList').query.get('category')).toBe('5');
    await request(app.server)
      .get('/api/search/suggestions')
      .query({ kind: 'ue4', q: '沙发' })
      .expect(200, { items: ['沙发床', '沙发椅'], page: 1, pageSize: 2, total: 2 });
    expect(Object.fromEntries(lastCall('/v1/home/associationWords').query)).toEqual({
      word: '沙发',
      category: '2',
    });
    await request(app.server)
      .get('/api/label-words')
      .expect(200, { items: ['沙发', '椅子'], page: 1, pageSize: 2, total: 2 });
  });

  it('albums: search, labels, detail, similar', async () => {
    const list = await request(app.server)
      .get('/api/albums')
      .query({ labelId: 1, sort: 'popularity', q: '客厅', page: 2 })
      .expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 2, pageSize: 20 });
    expect(Object.fromEntries(lastCall('/v1/album/search').query)).toEqual({
      pn: '2',
      size: '20',
      element: '客厅',
      sort: '1',
      lid: '1',
    });
    await request(app.server)
      .get('/api/albums/labels')
      .expect(200, { items: [{ id: 1, name: '客厅' }], page: 1, pageSize: 1, total: 1 });
    const detail = await request(app.server).get('/api/albums/album-1').expect(200);
    expect(detail.body.models[0]).toMatchObject({ uuid: 'a1b2c3', priceFen: 220 });
    const similar = await request(app.server).get('/api/albums/album-1/similar').expect(200);
    expect(similar.body.items[0].uuid).toBe('album-2');
  });

  it('rankings: board and period pick the legacy category, top 20', async () => {
    const response = await request(app.server)
      .get('/api/rankings/uploads')
      .query({ period: 'month' })
      .expect(200);
    expect(response.body.items).toHaveLength(20);
    expect(response.body).toMatchObject({ page: 1, pageSize: 20, total: 20 });
    expect(lastCall('/v1/ranking/list').query.get('category')).toBe('4');
    await request(app.server).get('/api/rankings/income').expect(200);
    expect(lastCall('/v1/ranking/list').query.get('category')).toBe('1');
  });
});
