import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, build, type BuiltApp } from './helper.js';

interface Legacy<T> {
  code: number;
  msg: string;
  data: T;
}
interface Summary {
  size: number;
  sections: { type: string; pageStarts: number[] }[];
}
interface Entry {
  id: number;
  uuid?: string;
  kind?: number;
  userName?: string;
  lastmod: string;
}

describe.each(backends)('sitemap calls on %s', (backend) => {
  let built: BuiltApp;
  const get = async <T>(path: string, query: Record<string, string | number>) =>
    (await request(built.app.server).get(path).query(query)).body as Legacy<T>;

  beforeAll(async () => {
    built = await build(backend, 60);
  }, 120_000);
  afterAll(async () => built.close());

  it('pages every online model by id: the page starts and the keyset walk agree with the table', async () => {
    await built.app.db.rows(
      sql`update models set online = false where id in (select id from models order by id limit 3)`,
    );
    const [counted] = await built.app.db.rows<{ n: number }>(
      sql`select count(*)::int as n from models where online`,
    );
    const summary = await get<Summary>('/v1/sitemap/summary', { size: 7 });
    expect(summary.code).toBe(200);
    const models = summary.data.sections.find((section) => section.type === 'models')!;
    expect(models.pageStarts).toHaveLength(Math.ceil(counted!.n / 7));

    // Walk page 2 by keyset in chunks of 3, as the gateway fills a file.
    const page: Entry[] = [];
    let fromId = models.pageStarts[1]!;
    while (page.length < 7) {
      const chunk = await get<{ items: Entry[] }>('/v1/sitemap/entries', {
        type: 'models',
        fromId,
        limit: Math.min(3, 7 - page.length),
      });
      if (chunk.data.items.length === 0) break;
      page.push(...chunk.data.items);
      fromId = chunk.data.items.at(-1)!.id + 1;
    }
    const expected = await built.app.db.rows<{ id: number }>(
      sql`select id from models where online order by id offset 7 limit 7`,
    );
    expect(page.map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
    expect(page[0]).toEqual({
      id: expected[0]!.id,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: expect.any(Number),
      lastmod: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [third] = await built.app.db.rows<{ id: number }>(
      sql`select id from models where online order by id offset 14 limit 1`,
    );
    expect(models.pageStarts[2]).toBe(third!.id);
  });

  it('lists albums and authors, and refuses unknown sections in Chinese', async () => {
    const albums = await get<{ items: Entry[] }>('/v1/sitemap/entries', {
      type: 'albums',
      limit: 2,
    });
    expect(albums.data.items.length).toBeGreaterThan(0);
    const authors = await get<{ items: Entry[] }>('/v1/sitemap/entries', { type: 'authors' });
    expect(authors.data.items.every((author) => typeof author.userName === 'string')).toBe(true);
    const [authorCount] = await built.app.db.rows<{ n: number }>(
      sql`select count(*)::int as n from users where is_author`,
    );
    expect(authors.data.items).toHaveLength(authorCount!.n);
    const bad = await get<unknown>('/v1/sitemap/entries', { type: 'users' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('参数错误');
    const tooMany = await get<unknown>('/v1/sitemap/entries', { type: 'models', limit: 10_001 });
    expect(tooMany.code).toBe(400);
  });

  it('tells an offline model from a missing one', async () => {
    const [offline] = await built.app.db.rows<{ uuid: string }>(
      sql`select uuid from models where not online limit 1`,
    );
    const [online] = await built.app.db.rows<{ uuid: string }>(
      sql`select uuid from models where online limit 1`,
    );
    expect(
      (await get<{ state: string }>('/v1/sitemap/modelState', { uuid: offline!.uuid })).data.state,
    ).toBe('offline');
    expect(
      (await get<{ state: string }>('/v1/sitemap/modelState', { uuid: online!.uuid })).data.state,
    ).toBe('online');
    expect(
      (
        await get<{ state: string }>('/v1/sitemap/modelState', {
          uuid: '00000000-0000-4000-8000-000000000000',
        })
      ).data.state,
    ).toBe('missing');
    expect((await get<unknown>('/v1/sitemap/modelState', { uuid: 'nope' })).code).toBe(400);
  });
});
