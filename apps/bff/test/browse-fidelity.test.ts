import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogueRoutes,
  legacyCard,
  startFakeUpstream,
  type FakeUpstream,
} from './fake-upstream.js';
import { build } from './helper.js';

const picturePath = `/v1/search/userRole/imgSearch/picture/${'a'.repeat(32)}.jpg`;

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream({
    ...catalogueRoutes(),
    '/v1/search/userRole/imgSearch/localupload': { data: { path: picturePath } },
    '/v1/search/userRole/imgSearch/localuploadpath': { data: { path: picturePath } },
    '/v1/search/userRole/imgSearch/imgSearch': { data: [legacyCard()] },
  });
  app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

const calls = (path: string) => upstream.requests.filter((recorded) => recorded.path === path);
function lastCall(path: string) {
  const call = calls(path).at(-1);
  if (call === undefined) throw new Error(`no upstream call to ${path}`);
  return call;
}

describe('home page data', () => {
  it('returns the category-3 home images, the big images and the ads with their headline and call to action', async () => {
    const response = await request(app.server).get('/api/home').expect(200);
    expect(
      calls('/v1/home/homeImages')
        .map((call) => call.query.get('category'))
        .sort(),
    ).toEqual(['1', '3']);
    expect(response.body.banners.map((item: { id: number }) => item.id)).toEqual([1, 2]);
    expect(response.body.sceneImages.map((item: { id: number }) => item.id)).toEqual([7]);
    expect(response.body.bigImages).toHaveLength(1);
    expect(response.body.ads[0]).toMatchObject({
      title: '横幅 5',
      subtitle: '每天30次免费下载',
      cta: '立即开通',
    });
    // Items without a call to action carry none (not an empty label).
    expect(response.body.banners[0]).not.toHaveProperty('cta');
  });

  it('calls author income for the cumulative and last-month boards', async () => {
    await request(app.server).get('/api/home').expect(200);
    expect(
      calls('/v1/home/authorIncome')
        .map((call) => call.query.get('category'))
        .sort(),
    ).toEqual(['1', '2']);
  });
});

describe('list search', () => {
  it('sends esIndex to the MAX/SU search when the address names one, and not otherwise', async () => {
    await request(app.server)
      .get('/api/kinds/max/models')
      .query({ q: 'M123', esIndex: 2 })
      .expect(200);
    expect(lastCall('/v1/model/search').query.get('esIndex')).toBe('2');
    await request(app.server)
      .get('/api/kinds/su/search-analysis')
      .query({ q: '沙发', esIndex: 1 })
      .expect(200);
    expect(lastCall('/v1/model/debugger/search').query.get('esIndex')).toBe('1');
    await request(app.server).get('/api/kinds/max/models').query({ q: 'M123' }).expect(200);
    expect(lastCall('/v1/model/search').query.has('esIndex')).toBe(false);
    await request(app.server).get('/api/kinds/max/models').query({ esIndex: 7 }).expect(400);
  });

  it('the debugger views answer for mapping, UE models and UE materials with their own list search', async () => {
    for (const [kind, path] of [
      ['mapping', '/v1/mapping/search'],
      ['ue4', '/v1/ue4/search'],
      ['uec', '/v1/uec/search'],
    ] as const) {
      const response = await request(app.server)
        .get(`/api/kinds/${kind}/search-analysis`)
        .query({ q: '木', filter: kind === 'mapping' ? '0-0-0-1-1-0-0-0-0-0-0-0' : undefined })
        .expect(200);
      expect(response.body.analysis).toMatchObject({ element: '木', elementAnalysis: null });
      expect(response.body.items.length).toBeGreaterThan(0);
      expect(calls(path)).toHaveLength(1);
    }
    expect(lastCall('/v1/mapping/search').query.get('feeType')).toBe('0');
  });

  it('model cards carry the score and the renderer', async () => {
    const response = await request(app.server).get('/api/kinds/max/models').expect(200);
    expect(response.body.items[0]).toMatchObject({
      score: 4,
      renderer: 'VRay',
      favourites: 8,
      chargeCategory: 3,
    });
  });
});

describe('fee labels', () => {
  it('labels the MAPPING fee filters from FEETYPE and the UE ones from UE4C_FEETYPE', async () => {
    const mapping = await request(app.server).get('/api/kinds/mapping/filters').expect(200);
    expect(mapping.body.feeTypes).toEqual([
      { key: 'free', label: '免费素材', slot: 'free' },
      { key: 'nofree', label: '付费素材', slot: 'nofree' },
      { key: 'member', label: '会员素材', slot: 'member' },
    ]);
    expect(
      calls('/v1/mapping/labels')
        .map((call) => call.query.get('dictCode'))
        .sort(),
    ).toEqual(['FEETYPE', 'MAPPINGTYPE']);
    for (const kind of ['uec', 'ue4']) {
      const ue = await request(app.server).get(`/api/kinds/${kind}/filters`).expect(200);
      expect(ue.body.feeTypes.map((fee: { label: string }) => fee.label)).toEqual([
        '免费材质',
        '付费材质',
      ]);
    }
    expect(lastCall('/v1/uec/labels').query.get('dictCode')).toBe('UE4C_FEETYPE');
    // MAX/SU have no dictionary: the domain's labels.
    const max = await request(app.server).get('/api/kinds/max/filters').expect(200);
    expect(max.body.feeTypes[0].label).toBe('特惠');
  });
});

describe('image search uploads first', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  it('passes an uploaded picture on as a multipart file and answers its path and same-origin preview', async () => {
    const response = await request(app.server)
      .post('/api/image-search/pictures')
      .set('content-type', 'image/png')
      .send(png)
      .expect(200);
    expect(response.body).toEqual({ path: picturePath, previewUrl: picturePath });
    const upload = lastCall('/v1/search/userRole/imgSearch/localupload');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toContain('name="file"; filename="picture.png"');
  });

  it('refuses other media types and empty bodies with the spec text', async () => {
    const gif = await request(app.server)
      .post('/api/image-search/pictures')
      .set('content-type', 'image/gif')
      .send(Buffer.from('GIF89a'))
      .expect(400);
    expect(gif.body.detail).toBe('上传图片只能是 JPG、JPEG、PNG 格式!');
    expect(calls('/v1/search/userRole/imgSearch/localupload')).toHaveLength(0);
  });

  it('has a link fetched by the API (localuploadpath), then searches the uploaded path with flag 1', async () => {
    const link = await request(app.server)
      .post('/api/image-search/pictures/by-link')
      .send({ url: 'https://example.com/sofa.jpg' })
      .expect(200);
    expect(JSON.parse(lastCall('/v1/search/userRole/imgSearch/localuploadpath').body)).toEqual({
      path: 'https://example.com/sofa.jpg',
    });
    const found = await request(app.server)
      .post('/api/image-search')
      .send({ path: link.body.path, cid: 2 })
      .expect(200);
    expect(found.body.items[0]).toMatchObject({ uuid: 'a1b2c3' });
    expect(JSON.parse(lastCall('/v1/search/userRole/imgSearch/imgSearch').body)).toEqual({
      path: picturePath,
      flag: 1,
      cid: 2,
    });
  });

  it('refuses a search path that is not an uploaded picture', async () => {
    await request(app.server)
      .post('/api/image-search')
      .send({ path: '/etc/passwd', cid: 1 })
      .expect(400);
    expect(calls('/v1/search/userRole/imgSearch/imgSearch')).toHaveLength(0);
  });
});
