import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models, sessions, users } from '../src/db/schema.js';
import { hashToken } from '../src/http/auth.js';
import { backends, build, type BuiltApp } from './helper.js';

interface Card {
  id: number;
  uuid: string;
  title: string;
  thumbPath: string;
  price: string;
  score: number;
  showNumber: number;
  downloadCount: number;
  kind: number;
  vip: number;
  chargeCategory: number;
  highlight?: { title: string };
}
interface PageData {
  total: number;
  totalCapped: boolean;
  records: Card[];
  categoryCounts?: { key: number; doc_count: number; name: string }[];
}
interface Legacy<T> {
  code: number;
  msg: string;
  data: T;
}

describe.each(backends)('the /v1 catalogue on %s', (backend) => {
  let built: BuiltApp;
  let token: string;

  const get = async <T>(
    path: string,
    query: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) => {
    const response = await request(built.app.server).get(path).query(query).set(headers);
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  };
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await request(built.app.server)
      .post(path)
      .send(body as object)
      .set(headers);
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  };
  const expectedOrder = async (
    kind: number,
    column: 'score' | 'createdAt' | 'downloadCount' | 'monthHeat' | 'weekHeat' | 'viewCount',
    limit: number,
  ) => {
    const rows = await built.app.db.orm
      .select({ id: models.id })
      .from(models)
      .where(and(eq(models.kind, kind), eq(models.online, true)))
      .orderBy(desc(models[column]), desc(models.id))
      .limit(limit);
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    built = await build(backend, 300);
    token = randomBytes(24).toString('hex');
    const [user] = await built.app.db.orm
      .insert(users)
      .values({ userName: 'test_visitor', nickname: '测试用户' })
      .returning({ id: users.id });
    await built.app.db.orm.insert(sessions).values({
      tokenSha256: hashToken(token),
      userId: user!.id,
      expiresAt: sql`now() + interval '1 day'`,
    });
  });
  afterAll(async () => {
    await built.close();
  });

  describe('home', () => {
    it('serves banners, big images, navigation and ads', async () => {
      for (const path of [
        '/v1/home/homeImages',
        '/v1/home/bigImages',
        '/v1/home/navList',
        '/v1/home/adList',
      ]) {
        const body = await get<{ id: number; image: string; title: string; path: string }[]>(path);
        expect(body.code).toBe(200);
        expect(body.data.length).toBeGreaterThan(0);
        // Banners are rendered scenes; the quick links stay drawn icons.
        expect(body.data[0]!.image).toMatch(
          path === '/v1/home/navList'
            ? /^\/files\/banners\//u
            : /^\/files\/renders\/banner\/[a-z0-9-]+\/scene-1600\.webp$/u,
        );
      }
      expect((await get<unknown[]>('/v1/home/homeImages', { category: 3 })).data).toHaveLength(3);
      expect((await get('/v1/home/homeImages', { category: 2 })).code).toBe(400);
    });

    it('banner, big-image and ad items carry a subtitle and a call to action; quick links carry neither', async () => {
      type Item = { title: string; subtitle: string; cta: string };
      for (const [path, query] of [
        ['/v1/home/homeImages', { category: 1 }],
        ['/v1/home/homeImages', { category: 3 }],
        ['/v1/home/bigImages', {}],
        ['/v1/home/adList', {}],
      ] as const) {
        const items = (await get<Item[]>(path, query)).data;
        for (const item of items) {
          expect(item.subtitle.length, `${path} ${item.title}`).toBeGreaterThan(0);
          expect(item.cta.length, `${path} ${item.title}`).toBeGreaterThan(0);
        }
      }
      expect((await get<Item[]>('/v1/home/adList')).data[0]).toMatchObject({
        title: '开通会员免费下载',
        cta: '立即开通',
      });
      for (const item of (await get<Item[]>('/v1/home/navList')).data)
        expect(item).toMatchObject({ subtitle: '', cta: '' });
    });

    it('serves the five showcases with their sizes and first-level classes', async () => {
      const sizes = { max: 10, su: 12, mapping: 8, ue4: 8, member: 10 } as const;
      for (const [section, size] of Object.entries(sizes)) {
        const body = await get<{
          number: number;
          models: Card[];
          modelClasses: { id: number; name: string }[];
        }>(`/v1/home/models/${section}`);
        expect(body.code).toBe(200);
        expect(body.data.models.length).toBeLessThanOrEqual(size);
        expect(body.data.models.length).toBeGreaterThan(0);
        expect(body.data.modelClasses.length).toBeGreaterThan(0);
        if (section === 'member')
          expect(body.data.models.every((card) => card.vip === 1)).toBe(true);
      }
      expect((await get('/v1/home/models/other')).code).toBe(400);
    });

    it('serves albums, rankings, label words, hot words and channel banners', async () => {
      const suits = await get<{ models: unknown[] }[]>('/v1/home/modelsuit');
      expect(suits.data.length).toBeGreaterThan(0);
      expect(suits.data[0]!.models.length).toBeLessThanOrEqual(8);
      for (const path of ['/v1/home/userIncome', '/v1/home/userWorks', '/v1/home/authorIncome']) {
        for (const category of [1, 2]) {
          const body = await get<{ userName: string; bean: string }[]>(path, { category });
          expect(body.code).toBe(200);
          expect(body.data.length).toBeLessThanOrEqual(13);
          expect(body.data.length).toBeGreaterThan(0);
          expect(body.data[0]!.bean).toMatch(/^\d+\.\d{2}$/u);
        }
      }
      expect((await get<{ word: string }[]>('/v1/home/labelWords')).data[0]!.word).toBeTypeOf(
        'string',
      );
      for (const category of [1, 2, 3, 4, 5])
        expect(
          (await get<{ id: number; name: string }[]>('/v1/home/hotList', { category })).data.length,
        ).toBeGreaterThan(0);
      for (const category of [4, 5, 6, 7, 8])
        expect((await get<unknown[]>('/v1/home/channelBanner', { category })).data.length).toBe(3);
      expect((await get('/v1/home/channelBanner', { category: 9 })).code).toBe(400);
    });

    it('completes association words, prefix matches first', async () => {
      const body = await get<{ word: string }[]>('/v1/home/associationWords', {
        word: '沙发',
        category: 1,
      });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(10);
      expect(body.data[0]!.word.startsWith('沙发')).toBe(true);
      expect(body.data.every((entry) => entry.word.includes('沙发'))).toBe(true);
      expect(
        (await get<unknown[]>('/v1/home/associationWords', { word: '', category: 1 })).data,
      ).toEqual([]);
      const textures = await get<{ word: string }[]>('/v1/home/associationWords', {
        word: '大理',
        category: 3,
      });
      expect(textures.data.map((entry) => entry.word)).toContain('大理石');
    });

    it('completes with neighbours that share half the typed bigrams, and the debugger search keeps answering', async () => {
      const neighbours = await get<{ word: string }[]>('/v1/home/associationWords', {
        word: '沙发床',
        category: 1,
      });
      expect(neighbours.data.length).toBeGreaterThan(0);
      expect(
        neighbours.data.every(
          (entry) => entry.word.includes('沙发') || entry.word.includes('发床'),
        ),
      ).toBe(true);
      expect(
        (await get<unknown[]>('/v1/home/associationWords', { word: '沙x', category: 1 })).data,
      ).toEqual([]);
      // These two calls in this order once wedged PGlite for good (docs/decisions/0002).
      for (const modelType of [1, 2, 1, 2])
        expect((await get('/v1/model/debugger/search', { element: '沙发', modelType })).code).toBe(
          200,
        );
    });

    it('searches a channel by category ids and sort, and lists member models', async () => {
      const head = await get<{ categorys: { id: number; children: { id: number }[] }[] }>(
        '/v1/model/headInfo',
        { modelType: 1 },
      );
      const firstLevel = head.data.categorys[0]!;
      const body = await post<PageData>('/v1/home/channelSearch', {
        category: 1,
        ids: String(firstLevel.id),
        sort: 3,
        pn: 1,
        ps: 12,
      });
      expect(body.code).toBe(200);
      expect(body.data.records.length).toBeGreaterThan(0);
      const downloads = body.data.records.map((card) => card.downloadCount);
      expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
      const all = await post<PageData>('/v1/home/channelSearch', {
        category: 1,
        ids: '',
        sort: 1,
        pn: 1,
        ps: 40,
      });
      expect(all.data.total).toBeGreaterThan(body.data.total);
      expect(
        (await post('/v1/home/channelSearch', { category: 1, ids: '1;drop table models', sort: 1 }))
          .code,
      ).toBe(400);
      const members = await get<PageData>('/v1/home/memberSearch', {
        member: 1,
        sort: 2,
        pn: 1,
        size: 12,
      });
      expect(members.data.records.length).toBeGreaterThan(0);
      expect(
        members.data.records.every(
          (card) => card.vip === 1 && [3, 4].includes(card.chargeCategory),
        ),
      ).toBe(true);
    });

    it('asks guests to log in for hobbies and stores them for a session', async () => {
      expect((await get('/v1/home/hobby', { category: 1 })).code).toBe(10004);
      expect((await get('/v1/home/hobby', { category: 1 }, { token: 'not-a-session' })).code).toBe(
        10004,
      );
      expect((await post('/v1/home/hobby/save', { category: 1, hobbyList: [1] })).code).toBe(10004);
      expect(
        (await post('/v1/home/hobby/save', { category: 1, hobbyList: [3, 4] }, { token })).code,
      ).toBe(200);
      expect(
        (await get<{ hobbyList: number[] }>('/v1/home/hobby', { category: 1 }, { token })).data
          .hobbyList,
      ).toEqual([3, 4]);
      expect(
        (await post('/v1/home/hobby/save', { category: 1, hobbyList: 'x' }, { token })).code,
      ).toBe(400);
    });
  });

  describe('list search', () => {
    it('finds Chinese keywords inside titles and highlights them', async () => {
      const body = await get<PageData>('/v1/model/search', { element: '沙发', modelType: 1 });
      expect(body.data.total).toBeGreaterThan(0);
      for (const card of body.data.records) {
        expect(card.title).toContain('沙发');
        expect(card.highlight?.title).toContain('<em>沙发</em>');
      }
      const [sofa] = await built.app.db.rows<{ title: string; kind: number }>(
        sql`select title, kind from models where title like '%三人沙发组合%' order by id limit 1`,
      );
      expect(sofa).toBeDefined();
      const found = await get<PageData>('/v1/model/search', {
        element: '沙发',
        modelType: sofa!.kind,
        size: 100,
      });
      expect(found.data.records.map((card) => card.title)).toContain(sofa!.title);
    });

    it('matches a keyword of two known words in any order of appearance', async () => {
      const body = await get<PageData>('/v1/model/search', { element: '现代沙发', modelType: 1 });
      for (const card of body.data.records) {
        expect(card.title).toContain('现代');
        expect(card.title).toContain('沙发');
      }
    });

    it('finds a model by numeric id and by model number', async () => {
      const [target] = await built.app.db.rows<{ id: number; model_number: string; kind: number }>(
        sql`select id, model_number, kind from models where kind = 1 order by id desc limit 1`,
      );
      const byId = await get<PageData>('/v1/model/search', {
        element: String(target!.id),
        modelType: 1,
      });
      expect(byId.data.records.map((card) => card.id)).toContain(target!.id);
      const byNumber = await get<PageData>('/v1/model/search', {
        element: target!.model_number.toLowerCase(),
        modelType: 1,
      });
      expect(byNumber.data.records.map((card) => card.id)).toEqual([target!.id]);
      const titlesOnly = await get<PageData>('/v1/model/search', {
        element: target!.model_number,
        modelType: 1,
        esIndex: 1,
      });
      expect(titlesOnly.data.total).toBe(0);
    });

    it('returns per-category counts that add up to the total', async () => {
      const search = await get<PageData>('/v1/model/search', { element: '灯', modelType: 1 });
      const counts = await get<{ key: number; doc_count: number; name: string }[]>(
        '/v1/model/categoryCount',
        { element: '灯', modelType: 1, pn: 1, size: 40 },
      );
      expect(counts.data.length).toBeGreaterThan(0);
      expect(counts.data.reduce((sum, entry) => sum + entry.doc_count, 0)).toBe(search.data.total);
      expect(search.data.categoryCounts).toEqual(counts.data);
      const browse = await get<PageData>('/v1/model/search', { modelType: 2 });
      const [exact] = await built.app.db.rows<{ total: number }>(
        sql`select count(*)::int as total from models where kind = 2 and online`,
      );
      expect(browse.data.total).toBe(exact!.total);
      expect(browse.data.categoryCounts!.reduce((sum, entry) => sum + entry.doc_count, 0)).toBe(
        exact!.total,
      );
    });

    it('sorts MAX and SU by every mode of §9', async () => {
      const columns = {
        1: 'score',
        2: 'createdAt',
        3: 'downloadCount',
        4: 'monthHeat',
        5: 'weekHeat',
      } as const;
      for (const modelType of [1, 2]) {
        for (const [sort, column] of Object.entries(columns)) {
          const body = await get<PageData>('/v1/model/search', { modelType, sort, size: 15 });
          expect(
            body.data.records.map((card) => card.id),
            `modelType ${modelType} sort ${sort}`,
          ).toEqual(await expectedOrder(modelType, column, 15));
        }
      }
    });

    it('applies category, style, fee, renderer and flag filters', async () => {
      const head = await get<{
        categorys: { id: number; children: { id: number }[] }[];
        style: { id: number }[];
        renders: { id: number; name: string }[];
      }>('/v1/model/headInfo', { modelType: 1 });
      expect(head.data.style.length).toBeGreaterThan(0);
      expect(head.data.renders.length).toBeGreaterThan(0);
      const oneClass = head.data.categorys[0]!.id;
      const twoClass = head.data.categorys[0]!.children[0]!.id;
      const cases: [Record<string, string | number>, string][] = [
        [{ oneClass }, `one_class_id = ${oneClass}`],
        [{ oneClass, twoClass }, `two_class_id = ${twoClass}`],
        [{ style: head.data.style[0]!.id }, `style_id = ${head.data.style[0]!.id}`],
        [{ free: 1 }, 'fee_category = 1'],
        [{ nofree: 1 }, 'fee_category = 2'],
        [{ vip: 1 }, 'charge_category = 3'],
        [{ member: 1 }, 'charge_category in (3, 4)'],
        [{ render: 1 }, `renderer_id = ${head.data.renders[0]!.id}`],
        [{ unique: 1 }, 'is_unique'],
        [{ vr: 1 }, 'has_vr'],
        [{ spaces: 1 }, 'has_spaces'],
      ];
      for (const [query, condition] of cases) {
        const body = await get<PageData>('/v1/model/search', { modelType: 1, ...query, size: 100 });
        const [exact] = await built.app.db.rows<{ total: number }>(
          sql`select count(*)::int as total from models where kind = 1 and online and ${sql.raw(condition)}`,
        );
        expect(body.data.total, JSON.stringify(query)).toBe(exact!.total);
        expect(body.data.records.length).toBe(Math.min(100, exact!.total));
      }
    });

    it('answers pages past the last one with empty records and the correct total', async () => {
      const first = await get<PageData>('/v1/model/search', { modelType: 1 });
      const far = await get<PageData>('/v1/model/search', { modelType: 1, pn: 500 });
      expect(far.code).toBe(200);
      expect(far.data.records).toEqual([]);
      expect(far.data.total).toBe(first.data.total);
    });

    it('rejects bad parameters with the legacy error shape and never fails', async () => {
      const bad: Record<string, string | number>[] = [
        { pn: -1 },
        { pn: 'abc' },
        { pn: 0 },
        { size: 1000 },
        { sort: 9 },
        { modelType: 7 },
        { esIndex: 'x' },
        // 10,000 characters fit Node's 16 KB header limit only as ASCII; longer URLs are refused with HTTP 431 before routing.
        { element: 'a'.repeat(10_000) },
        { element: '沙'.repeat(31) },
        { oneClass: '1 or 1=1' },
      ];
      for (const query of bad) {
        const body = await get<null>('/v1/model/search', query);
        expect(body.code, JSON.stringify(query).slice(0, 80)).toBe(400);
        expect(body.msg).toMatch(/^参数错误：/u);
        expect(body.data).toBeNull();
      }
      for (const element of [
        "'; drop table models; --",
        '%',
        '_',
        '\\',
        "' or '1'='1",
        '沙发%',
        'null',
      ]) {
        const body = await get<PageData>('/v1/model/search', { element });
        expect(body.code, element).toBe(200);
        expect(Array.isArray(body.data.records)).toBe(true);
      }
      const [stillThere] = await built.app.db.rows<{ total: number }>(
        sql`select count(*)::int as total from models`,
      );
      expect(stillThere!.total).toBe(300);
    });

    it('explains the keyword in the debugger variant', async () => {
      const body = await get<
        PageData & {
          element: string;
          elementAnalysis: { terms: string[]; tokens: string[] };
          elementExtend: string;
          categorys: unknown[];
        }
      >('/v1/model/debugger/search', { element: '现代沙发', modelType: 1 });
      expect(body.data.element).toBe('现代沙发');
      expect(body.data.elementAnalysis.terms).toEqual(['现代', '沙发']);
      expect(body.data.elementAnalysis.tokens).toEqual(['现代', '沙发']);
      expect(body.data.elementExtend).toContain('沙发');
      expect(Array.isArray(body.data.categorys)).toBe(true);
    });

    it('lists models by query for each kind path code', async () => {
      for (const type of ['max', 'su', 'mapping', 'ue4', 'uec']) {
        const body = await get<PageData>('/v1/model/listByQuery', {
          type,
          sort: 2,
          pn: 1,
          size: 5,
        });
        expect(body.code).toBe(200);
        expect(body.data.records.length).toBeGreaterThan(0);
      }
      expect((await get('/v1/model/listByQuery', { type: 'obj' })).code).toBe(400);
    });
  });

  describe('textures, UE materials and UE4', () => {
    it('searches MAPPING with every sort and fee type', async () => {
      const sorts = { 0: 'createdAt', 1: 'viewCount', 2: 'score' } as const;
      for (const [sort, column] of Object.entries(sorts)) {
        const body = await get<PageData>('/v1/mapping/search', { sort, limit: 10 });
        expect(body.data.records.map((card) => card.id)).toEqual(
          await expectedOrder(3, column, 10),
        );
      }
      const member = await get<PageData>('/v1/mapping/search', { feeType: 2 });
      expect(member.data.records.every((card) => card.vip === 1 && card.chargeCategory === 2)).toBe(
        true,
      );
      const free = await get<PageData>('/v1/mapping/search', { feeType: 0 });
      expect(free.data.records.every((card) => card.price === '0.00')).toBe(true);
      const labels = await get<{ id: number; name: string; value: string }[]>(
        '/v1/mapping/labels',
        { dictCode: 'MAPPINGTYPE' },
      );
      const typed = await get<PageData>('/v1/mapping/search', { typeId: labels.data[0]!.value });
      expect(typed.data.total).toBeGreaterThan(0);
      expect((await get('/v1/mapping/labels', { dictCode: 'OTHER' })).code).toBe(400);
      const head = await get<{ categories: { id: number; children: { id: number }[] }[] }>(
        '/v1/mapping/headInfo',
      );
      const one = head.data.categories[0]!;
      const inCategory = await get<PageData>('/v1/mapping/search', {
        oneName: one.id,
        twoName: one.children[0]!.id,
      });
      const [exact] = await built.app.db.rows<{ total: number }>(
        sql`select count(*)::int as total from models where kind = 3 and two_class_id = ${one.children[0]!.id}`,
      );
      expect(inCategory.data.total).toBe(exact!.total);
      const keyword = await get<PageData>('/v1/mapping/search', { queryString: '大理石' });
      expect(keyword.data.records.every((card) => card.title.includes('大理石'))).toBe(true);
    });

    it('searches UEC by time and heat and filters by fee type', async () => {
      const sorts = { 1: 'createdAt', 2: 'downloadCount' } as const;
      for (const [sort, column] of Object.entries(sorts)) {
        const body = await get<PageData>('/v1/uec/search', { sort, limit: 10 });
        expect(body.data.records.map((card) => card.id)).toEqual(
          await expectedOrder(5, column, 10),
        );
      }
      expect((await get('/v1/uec/search', { sort: 3 })).code).toBe(400);
      const free = await get<PageData>('/v1/uec/search', { feeType: 1 });
      expect(free.data.records.every((card) => card.price === '0.00')).toBe(true);
      expect(
        (await get<unknown[]>('/v1/uec/labels', { dictCode: 'UE4C_FEETYPE' })).data,
      ).toHaveLength(2);
      expect(
        (await get<{ categories: unknown[] }>('/v1/uec/headInfo')).data.categories.length,
      ).toBeGreaterThan(0);
    });

    it('searches UE4 with every generic sort, render and category filters', async () => {
      const columns = {
        1: 'score',
        2: 'createdAt',
        3: 'downloadCount',
        4: 'monthHeat',
        5: 'weekHeat',
      } as const;
      for (const [sort, column] of Object.entries(columns)) {
        const body = await get<PageData>('/v1/ue4/search', { sort, limit: 10 });
        expect(body.data.records.map((card) => card.id)).toEqual(
          await expectedOrder(4, column, 10),
        );
      }
      const head = await get<{
        categorys: { id: number }[];
        style: unknown[];
        renders: { name: string }[];
      }>('/v1/ue4/headInfo');
      expect(head.data.renders.map((renderer) => renderer.name)).toEqual(['Lumen', '静态烘焙']);
      const lumen = await get<PageData>('/v1/ue4/search', { render: 1 });
      const [exact] = await built.app.db.rows<{ total: number }>(
        sql`select count(*)::int as total from models m join renderers r on r.id = m.renderer_id where m.kind = 4 and r.name = 'Lumen'`,
      );
      expect(lumen.data.total).toBe(exact!.total);
      const byClass = await get<PageData>('/v1/ue4/search', { vName: head.data.categorys[0]!.id });
      expect(byClass.data.categoryCounts!.length).toBeGreaterThan(0);
    });
  });

  describe('albums, ranking and avatars', () => {
    it('lists labels, searches, opens details and similar albums', async () => {
      const labels = await get<{ id: number; name: string }[]>('/v1/album/labels');
      expect(labels.data.length).toBeGreaterThan(0);
      const all = await get<{ results: { uuid: string; favor: number }[]; totalRecord: number }>(
        '/v1/album/search',
        { pn: 1, size: 20, sort: 1 },
      );
      expect(all.data.totalRecord).toBeGreaterThan(0);
      const favours = all.data.results.map((album) => album.favor);
      expect(favours).toEqual([...favours].sort((a, b) => b - a));
      const labelled = await get<{ results: unknown[]; totalRecord: number }>('/v1/album/search', {
        lid: labels.data[0]!.id,
      });
      expect(labelled.data.totalRecord).toBeLessThanOrEqual(all.data.totalRecord);
      const detail = await get<{ uuid: string; count: number; models: Card[] }>(
        '/v1/album/detail',
        { uuid: all.data.results[0]!.uuid },
      );
      expect(detail.data.models.length).toBe(detail.data.count);
      expect(detail.data.models[0]!.price).toMatch(/^\d+\.\d{2}$/u);
      expect(
        (await get<unknown[]>('/v1/album/sameSuit', { uuid: all.data.results[0]!.uuid })).code,
      ).toBe(200);
      expect((await get('/v1/album/detail', { uuid: 'nope' })).code).toBe(400);
      expect(
        (await get('/v1/album/detail', { uuid: '00000000-0000-4000-a000-000000000000' })).code,
      ).toBe(404);
      expect((await get('/v1/album/search', { element: 'x'.repeat(31) })).code).toBe(400);
    });

    it('lets only logged-in users favour and cancel albums', async () => {
      const all = await get<{ results: { id: number; uuid: string; favor: number }[] }>(
        '/v1/album/search',
        { size: 1 },
      );
      const album = all.data.results[0]!;
      expect((await post('/v1/album/favour', { ablumId: album.id })).code).toBe(10004);
      expect((await post('/v1/album/cancel', { ablumId: album.id })).code).toBe(10004);
      expect((await post('/v1/album/favour', { ablumId: album.id }, { token })).code).toBe(200);
      expect((await post('/v1/album/favour', { ablumId: album.id }, { token })).code).toBe(200);
      const after = await get<{ favor: number }>('/v1/album/detail', { uuid: album.uuid });
      expect(after.data.favor).toBe(album.favor + 1);
      expect((await post('/v1/album/cancel', { ablumId: album.id }, { token })).code).toBe(200);
      expect(
        (await get<{ favor: number }>('/v1/album/detail', { uuid: album.uuid })).data.favor,
      ).toBe(album.favor);
      expect((await post('/v1/album/favour', { ablumId: 'abc' }, { token })).code).toBe(400);
    });

    it('serves the four rankings (top 20) and author avatars', async () => {
      for (const category of [1, 2, 3, 4]) {
        const body = await get<
          { userName: string; workNumber: number; bean: string; userImage: string }[]
        >('/v1/ranking/list', { category });
        expect(body.data.length).toBeGreaterThan(0);
        expect(body.data.length).toBeLessThanOrEqual(20);
        if (category === 3) {
          const works = body.data.map((item) => item.workNumber);
          expect(works).toEqual([...works].sort((a, b) => b - a));
        }
      }
      expect((await get('/v1/ranking/list', { category: 5 })).code).toBe(400);
      const ranking = await get<{ userImage: string }[]>('/v1/ranking/list', { category: 1 });
      const avatar = await request(built.app.server).get(ranking.data[0]!.userImage);
      expect(avatar.status).toBe(200);
      expect(avatar.headers['content-type']).toBe('image/webp');
      expect((avatar.body as Buffer).subarray(8, 12).toString()).toBe('WEBP');
      // Never 200 with a JSON error: an unknown author is an HTTP 404, a picture-less one the default avatar.
      const unknown = await request(built.app.server)
        .get('/v1/user/getHeader')
        .query({ author: 'nobody' });
      expect(unknown.status).toBe(404);
      expect((unknown.body as { code: number }).code).toBe(404);
      const [bare] = await built.app.db.rows<{ user_name: string }>(
        sql`select user_name from users where avatar_path is null limit 1`,
      );
      if (bare) {
        const fallback = await request(built.app.server)
          .get('/v1/user/getHeader')
          .query({ author: bare.user_name });
        expect(fallback.status).toBe(200);
        expect(fallback.headers['content-type']).toMatch(/^image\/svg\+xml/u);
      }
    });
  });

  describe('files and errors', () => {
    it('serves every thumbnail path with content type, caching and ranges', async () => {
      const [row] = await built.app.db.rows<{ thumb_path: string }>(
        sql`select thumb_path from models where kind in (1, 2, 4) order by id desc limit 1`,
      );
      const whole = await request(built.app.server).get(row!.thumb_path);
      expect(whole.status).toBe(200);
      expect(whole.headers['content-type']).toBe('image/webp');
      expect(whole.headers['cache-control']).toContain('max-age');
      const part = await request(built.app.server).get(row!.thumb_path).set('range', 'bytes=0-3');
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toMatch(/^bytes 0-3\/\d+$/u);
      expect(
        (await request(built.app.server).get(row!.thumb_path).set('range', 'bytes=99999999-'))
          .status,
      ).toBe(416);
      expect((await request(built.app.server).get('/files/../package.json')).status).toBe(404);
      expect((await request(built.app.server).get('/files/%2e%2e/%2e%2e/etc/passwd')).status).toBe(
        404,
      );
      // Packages are not files of the public directory: only a download grant's link delivers them.
      const [version] = await built.app.db.rows<{ file_path: string }>(
        sql`select file_path from model_versions limit 1`,
      );
      expect(version!.file_path).toMatch(/^pkg\//u);
      expect((await request(built.app.server).get(`/files/${version!.file_path}`)).status).toBe(
        404,
      );
    });

    it('maps malformed bodies and unknown paths to the legacy shape', async () => {
      const malformed = await request(built.app.server)
        .post('/v1/home/channelSearch')
        .set('content-type', 'application/json')
        .send('{"category":');
      expect(malformed.status).toBe(200);
      expect((malformed.body as Legacy<null>).code).toBe(400);
      const missing = await request(built.app.server).get('/v1/nope');
      expect(missing.status).toBe(404);
      expect((missing.body as Legacy<null>).code).toBe(404);
    });
  });
});
