import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@yunmo/domain/messages';
import { users } from '../src/db/schema.js';
import { backends, build, type BuiltApp } from './helper.js';
import { createSession, sessionFor } from './session-helper.js';

interface Legacy<T> {
  code: number;
  msg: string;
  data: T;
}
interface Profile {
  userName: string;
  attention: 0 | 1;
  fansNumber: number;
  modelNumber: number;
  vrNumber: number;
  yktNumber: number;
  subKinds: Record<string, number>;
  phone: string | null;
  introduction: string | null;
}
interface Content {
  results: { id: number; title: string; kind?: number; category?: number }[];
  totalRecord: number;
}

describe.each(backends)('author page calls on %s', (backend) => {
  let built: BuiltApp;
  let author: string;

  const get = async <T>(
    path: string,
    query: Record<string, string | number>,
    headers: Record<string, string> = {},
  ) => (await request(built.app.server).get(path).query(query).set(headers)).body as Legacy<T>;

  beforeAll(async () => {
    built = await build(backend, 200);
    const [first] = await built.app.db.orm
      .select({ userName: users.userName })
      .from(users)
      .where(eq(users.id, 1));
    author = first!.userName;
  }, 120_000);
  afterAll(async () => built.close());

  it('answers the profile with counts that match the content lists', async () => {
    const profile = await get<Profile>('/v1/personal/getInfo', { author });
    expect(profile.code).toBe(200);
    expect(profile.data.userName).toBe(author);
    expect(profile.data.attention).toBe(0);
    expect(profile.data.vrNumber).toBeGreaterThan(0);
    expect(profile.data.yktNumber).toBeGreaterThan(0);
    const models = await get<Content>('/v1/personal/getContent', { author, category: 1, pn: 1 });
    expect(models.data.totalRecord).toBe(profile.data.modelNumber);
    expect(models.data.results.length).toBe(Math.min(12, profile.data.modelNumber));
    const panoramas = await get<Content>('/v1/personal/getContent', { author, category: 5 });
    expect(panoramas.data.totalRecord).toBe(profile.data.vrNumber);
    const videos = await get<Content>('/v1/personal/getContent', { author, category: 6 });
    expect(videos.data.totalRecord).toBe(profile.data.yktNumber);
    const sumOfSubKinds = Object.values(profile.data.subKinds).reduce(
      (sum, value) => sum + value,
      0,
    );
    expect(sumOfSubKinds).toBe(profile.data.modelNumber);
    const su = await get<Content>('/v1/personal/getContent', {
      author,
      category: 1,
      kind: 2,
      ps: 48,
    });
    expect(su.data.totalRecord).toBe(profile.data.subKinds['2']);
    expect(su.data.results.every((card) => card.kind === 2)).toBe(true);
  });

  it('opens each panorama and video work on its own: picture or video file, author, and a counted view', async () => {
    const panoramas = await get<Content>('/v1/personal/getContent', { author, category: 5 });
    const videos = await get<Content>('/v1/personal/getContent', { author, category: 6 });
    interface Work {
      id: number;
      category: number;
      title: string;
      mediaPath: string | null;
      showNumber: number;
      userName: string;
    }
    const panorama = await get<Work>('/v1/personal/getWork', { id: panoramas.data.results[0]!.id });
    expect(panorama.code).toBe(200);
    expect(panorama.data).toMatchObject({
      category: 5,
      title: panoramas.data.results[0]!.title,
      userName: author,
    });
    expect(panorama.data.mediaPath).toMatch(/^\/files\//u);
    const again = await get<Work>('/v1/personal/getWork', { id: panoramas.data.results[0]!.id });
    expect(again.data.showNumber).toBe(panorama.data.showNumber + 1);
    const video = await get<Work>('/v1/personal/getWork', { id: videos.data.results[0]!.id });
    expect(video.data).toMatchObject({ category: 6, userName: author });
    // The seeded tutorials carry no video file: the page says so instead of linking to nothing.
    expect(video.data.mediaPath).toBeNull();
    expect((await get('/v1/personal/getWork', { id: 999_999 })).code).toBe(404);
    expect((await get('/v1/personal/getWork', { id: 'x' })).code).toBe(400);
  });

  it('pages by 12 and answers an empty page past the end', async () => {
    const profile = await get<Profile>('/v1/personal/getInfo', { author });
    const lastPage = Math.max(1, Math.ceil(profile.data.modelNumber / 12));
    const past = await get<Content>('/v1/personal/getContent', {
      author,
      category: 1,
      pn: lastPage + 1,
    });
    expect(past.data.results).toEqual([]);
    expect(past.data.totalRecord).toBe(profile.data.modelNumber);
  });

  it('searches works by keyword or id, at most 20 characters', async () => {
    const first = (await get<Content>('/v1/personal/getContent', { author, category: 1 })).data
      .results[0]!;
    const byId = await get<Content>('/v1/personal/getContent', {
      author,
      category: 1,
      element: String(first.id),
    });
    expect(byId.data.results.map((card) => card.id)).toContain(first.id);
    const byTitle = await get<Content>('/v1/personal/getContent', {
      author,
      category: 1,
      element: first.title.slice(0, 2),
    });
    expect(byTitle.data.results.map((card) => card.id)).toContain(first.id);
    const tooLong = await get<Content>('/v1/personal/getContent', {
      author,
      category: 1,
      element: '模'.repeat(21),
    });
    expect(tooLong.code).toBe(400);
    expect(tooLong.msg).toContain(LIST_MESSAGES.authorSearchTooLong);
    const wildcard = await get<Content>('/v1/personal/getContent', {
      author,
      category: 1,
      element: '%',
    });
    expect(wildcard.data.totalRecord).toBe(0);
  });

  it('refuses unknown authors and bad parameters in the legacy dialect', async () => {
    expect((await get('/v1/personal/getInfo', { author: 'nobody-here' })).code).toBe(404);
    expect((await get('/v1/personal/getInfo', {})).code).toBe(400);
    expect((await get('/v1/personal/getContent', { author, category: 3 })).code).toBe(400);
    expect((await get('/v1/personal/getContent', { author, pn: 'x' })).code).toBe(400);
  });

  it('follows and unfollows: guests get 10004, the profile shows the change, repeats are harmless', async () => {
    const guest = await request(built.app.server).post('/user/v1/api/follow').send({ author });
    expect(guest.body.code).toBe(10004);
    const viewer = await createSession(built.app);
    const headers = { token: viewer.token };
    const followed = await request(built.app.server)
      .post('/user/v1/api/follow')
      .set(headers)
      .send({ author });
    expect(followed.body.code).toBe(200);
    const again = await request(built.app.server)
      .post('/user/v1/api/follow')
      .set(headers)
      .send({ author });
    expect(again.body.code).toBe(200);
    let profile = await get<Profile>('/v1/personal/getInfo', { author }, headers);
    expect(profile.data.attention).toBe(1);
    expect(profile.data.fansNumber).toBe(1);
    const cancelled = await request(built.app.server)
      .delete('/user/v1/api/follow/cancelFollow')
      .query({ author })
      .set(headers);
    expect(cancelled.body.code).toBe(200);
    profile = await get<Profile>('/v1/personal/getInfo', { author }, headers);
    expect(profile.data.attention).toBe(0);
    expect(profile.data.fansNumber).toBe(0);
    const unknown = await request(built.app.server)
      .post('/user/v1/api/follow')
      .set(headers)
      .send({ author: 'nobody-here' });
    expect(unknown.body.code).toBe(404);
  });

  it('keeps one follow row under concurrent follow calls, and refuses following oneself', async () => {
    const viewer = await createSession(built.app);
    const headers = { token: viewer.token };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(built.app.server).post('/user/v1/api/follow').set(headers).send({ author }),
      ),
    );
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    const rows = await built.app.db.rows<{ total: number }>(
      sql`select count(*)::int as total from follows where follower_id = ${viewer.userId}`,
    );
    expect(rows[0]!.total).toBe(1);
    const ownerToken = await sessionFor(built.app, 1);
    const self = await request(built.app.server)
      .post('/user/v1/api/follow')
      .set({ token: ownerToken })
      .send({ author });
    expect(self.body.code).toBe(400);
  });
});
