import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, build, type BuiltApp } from './helper.js';
import { sessionFor } from './session-helper.js';

interface Legacy<T> {
  code: number;
  msg: string;
  data: T;
}

describe.each(backends)('album favourite state on %s', (backend) => {
  let built: BuiltApp;
  let token = '';
  let albums: { id: number; uuid: string }[] = [];

  beforeAll(async () => {
    built = await build(backend, 40);
    token = await sessionFor(built.app, 2);
    const search = (
      await request(built.app.server).get('/v1/album/search').query({ pn: 1, size: 20 })
    ).body as Legacy<{ results: { id: number; uuid: string }[] }>;
    albums = search.data.results.slice(0, 3);
  }, 120_000);
  afterAll(async () => built.close());

  const state = async (uuids: string[], headers: Record<string, string> = { token }) =>
    (
      await request(built.app.server)
        .get('/v1/album/favourState')
        .query({ uuids: uuids.join(',') })
        .set(headers)
    ).body as Legacy<string[] | null>;

  it('answers which of the listed albums the caller saved; favouring twice stays one favourite', async () => {
    const [first, second] = albums;
    expect((await state([first!.uuid, second!.uuid])).data).toEqual([]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (
          await request(built.app.server)
            .post('/v1/album/favour')
            .set({ token })
            .send({ ablumId: first!.id })
        ).body.code,
      ).toBe(200);
    }
    expect((await state([first!.uuid, second!.uuid])).data).toEqual([first!.uuid]);
    const detail = (
      await request(built.app.server).get('/v1/album/detail').query({ uuid: first!.uuid })
    ).body as Legacy<{ favor: number }>;
    await request(built.app.server)
      .post('/v1/album/cancel')
      .set({ token })
      .send({ ablumId: first!.id });
    expect((await state([first!.uuid])).data).toEqual([]);
    const after = (
      await request(built.app.server).get('/v1/album/detail').query({ uuid: first!.uuid })
    ).body as Legacy<{ favor: number }>;
    expect(after.data.favor).toBe(detail.data.favor - 1);
  });

  it('needs login and valid uuids', async () => {
    expect((await state([albums[0]!.uuid], {})).code).toBe(10004);
    expect((await state(['not-a-uuid'])).code).toBe(400);
    expect((await state([])).code).toBe(400);
  });
});
