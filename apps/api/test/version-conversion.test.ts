import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, build, type BuiltApp } from './helper.js';
import { createSession } from './session-helper.js';

interface Legacy<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface Editions {
  list1: { fileId: number; edition: string; light: string; editions: string[] }[];
  list2: { fileId: number; edition: string; light: string; size: number }[];
}

describe.each(backends)('version conversion on %s', (backend) => {
  let built: BuiltApp;

  beforeAll(async () => {
    built = await build(backend, 120);
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  async function firstMaxModel() {
    const rows = await built.app.db.rows<{ id: number; uuid: string }>(
      sql`select id, uuid from models where kind = 1 order by id limit 1`,
    );
    return rows[0]!;
  }
  async function editions(key: Record<string, string | number>) {
    return (await request(built.app.server).get('/v1/webDetail/getVersion').query(key))
      .body as Legacy<Editions>;
  }
  async function submit(token: string | undefined, body: Record<string, unknown>) {
    const call = request(built.app.server).post('/v1/webDetail/submitVersion');
    if (token) void call.set('token', token);
    return (await call.send(body)).body as Legacy;
  }
  async function queued(userId: number) {
    return built.app.db.rows<{ target_version: string }>(
      sql`select target_version from version_conversions where user_id = ${userId}`,
    );
  }

  it('lists the files and the editions each can be converted to, by uuid or id', async () => {
    const model = await firstMaxModel();
    const byUuid = await editions({ uuid: model.uuid });
    expect(byUuid.code).toBe(200);
    expect(byUuid.data.list2.length).toBeGreaterThan(0);
    const existing = new Set(byUuid.data.list2.map((file) => file.edition));
    for (const source of byUuid.data.list1)
      for (const edition of source.editions) expect(existing.has(edition)).toBe(false);
    expect((await editions({ id: model.id })).data).toEqual(byUuid.data);
    expect((await editions({ uuid: '00000000-0000-4000-8000-000000000000' })).code).not.toBe(200);
  });

  it('queues a conversion once, by id or uuid, and refuses guests and impossible targets', async () => {
    const model = await firstMaxModel();
    const { list1, list2 } = (await editions({ uuid: model.uuid })).data;
    const source = list1[0]!;
    const target = source.editions[0]!;
    const { token, userId } = await createSession(built.app);

    expect(
      (await submit(undefined, { uuid: model.uuid, fileId: source.fileId, version: target })).code,
    ).toBe(10004);
    expect(await queued(userId)).toEqual([]);

    expect(
      (await submit(token, { uuid: model.uuid, fileId: source.fileId, version: target })).code,
    ).toBe(200);
    expect(
      (await submit(token, { id: model.id, fileId: source.fileId, version: target })).code,
    ).toBe(200);
    expect(await queued(userId)).toEqual([{ target_version: target }]);

    const existingEdition = list2[0]!.edition;
    expect(
      await submit(token, { uuid: model.uuid, fileId: source.fileId, version: existingEdition }),
    ).toMatchObject({ code: 10003, msg: '该版本无法转换' });
    expect(
      (await submit(token, { uuid: model.uuid, fileId: source.fileId, version: '1999' })).code,
    ).toBe(10003);
    expect((await submit(token, { uuid: model.uuid, version: target })).code).toBe(400);
    expect(await queued(userId)).toEqual([{ target_version: target }]);
  });
});
