import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotWords } from '../src/db/schema.js';
import { backends, build, type BuiltApp } from './helper.js';
import { someWrite } from './session-helper.js';

describe.each(backends)('the hot public lists on %s', (backend) => {
  let built: BuiltApp;
  beforeAll(async () => {
    built = await build(backend, 40);
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
});
