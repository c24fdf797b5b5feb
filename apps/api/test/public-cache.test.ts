import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { banners, favourites, hotWords } from '../src/db/schema.js';
import { backends, build, type BuiltApp } from './helper.js';
import { createSession, someWrite } from './session-helper.js';

/** The counters' lag of these tests: long enough to see a list kept, short enough to wait out. */
const countsLagMs = 2_500;

describe.each(backends)('the hot public lists on %s', (backend) => {
  let built: BuiltApp;
  beforeAll(async () => {
    built = await build(backend, 40, { PUBLIC_COUNTS_LAG_MS: String(countsLagMs) });
  });
  afterAll(async () => {
    await built?.close();
  });

  const hotList = () => request(built.app.server).get('/v1/home/hotList').query({ category: 1 });
  const names = (body: unknown) =>
    (body as { data: { name: string }[] }).data.map((word) => word.name);

  it('answers with an ETag and a 304 to a matching If-None-Match', async () => {
    const first = await hotList();
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/u);
    expect((first.body as { code: number }).code).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/u);
    const again = await hotList().set('if-none-match', etag);
    expect(again.status).toBe(304);
  });

  it('keeps the answer until a write request, whose next answer shows the change', async () => {
    const before = names((await hotList()).body);
    // Changed under the API's feet: no request wrote, so the stored answer still stands.
    await built.app.db.orm
      .insert(hotWords)
      .values({ category: 1, name: '缓存测试词', position: 999 });
    expect(names((await hotList()).body)).toEqual(before);
    // Any successful write empties the lists before its answer leaves.
    await someWrite(built.app);
    expect(names((await hotList()).body)).toEqual([...before, '缓存测试词']);
  });

  it('is not emptied by signing out, which changes no list', async () => {
    const before = (await hotList()).headers.etag as string;
    await built.app.db.orm
      .insert(hotWords)
      .values({ category: 1, name: '未写入词', position: 1000 });
    await request(built.app.server).post('/v1/account/logout');
    expect((await hotList()).headers.etag).toBe(before);
  });

  it('keeps the lists through a download step until the counters’ lag has passed', async () => {
    const before = names((await hotList()).body);
    await built.app.db.orm
      .insert(hotWords)
      .values({ category: 1, name: '计数滞后词', position: 1001 });
    const { token } = await createSession(built.app);
    const [model] = await built.app.db.rows<{ uuid: string }>(
      sql`select uuid from models where kind = 1 and online order by id limit 1`,
    );
    // Whatever the step answers (agreement, captcha, a link), it is a download step.
    const step = await request(built.app.server)
      .post(v1Calls.checkUserPay.path)
      .set('token', token)
      .send({ uuid: model?.uuid });
    expect(step.status).toBe(200);
    expect(names((await hotList()).body)).not.toContain('计数滞后词');
    await new Promise((resolve) => setTimeout(resolve, countsLagMs + 200));
    expect(names((await hotList()).body)).toEqual(
      expect.arrayContaining([...before, '计数滞后词']),
    );
  });

  it('shares what a model’s detail shows everyone, never a visitor’s own favourite', async () => {
    const [model] = await built.app.db.rows<{ id: number; uuid: string }>(
      sql`select id, uuid from models where kind in (1, 2) and online order by id limit 1`,
    );
    const fan = await createSession(built.app);
    const other = await createSession(built.app);
    type Detail = { data: { favorFlag: boolean; advs: { title: string }[] } };
    const detail = async (token?: string) => {
      const call = request(built.app.server)
        .get(v1Calls.maxSuDetail.path)
        .query({ uuid: model?.uuid });
      return ((await (token === undefined ? call : call.set('token', token))).body as Detail).data;
    };
    const first = await detail();
    // Written under the API's feet: the favourite is read per visitor, the ads are shared.
    await built.app.db.orm.insert(favourites).values({ userId: fan.userId, modelId: model!.id });
    await built.app.db.orm
      .insert(banners)
      .values({ slot: 'ad', image: '/ad.png', title: '共享测试广告', path: '/vip', position: 99 });
    expect((await detail(fan.token)).favorFlag).toBe(true);
    expect((await detail(other.token)).favorFlag).toBe(false);
    expect((await detail()).favorFlag).toBe(false);
    expect((await detail()).advs).toEqual(first.advs);
    await someWrite(built.app);
    expect((await detail()).advs.map((ad) => ad.title)).toContain('共享测试广告');
  });
});
