import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES } from '@yunmo/domain/messages';
import { autoConversions } from '../src/db/notices-schema.js';
import { downloads, models, sessions, users } from '../src/db/schema.js';
import { hashToken } from '../src/http/auth.js';
import { runAutoConversion } from '../src/jobs/auto-conversion.js';
import { msUntilNextRun } from '../src/jobs/nightly.js';
import type { ShutdownSchedule } from '@yunmo/domain/shutdown';
import { parseScheduleSetting, setShutdownSchedule } from '../src/notices/shutdown-schedule.js';
import { backends, build, type BuiltApp } from './helper.js';

interface Legacy<T> {
  code: number;
  msg: string;
  data: T;
}

const validAnswers = {
  problem1: 2,
  problem2: [1, 3],
  modelCategory: '中式家具',
  problem3: [2],
  input4: '希望模型更多',
  input5: '12345',
};

describe('msUntilNextRun', () => {
  it('waits until the next 03:00 Asia/Shanghai', () => {
    // 2026-01-01 18:00 UTC is 02:00 in Shanghai: one hour to go.
    expect(msUntilNextRun(Date.UTC(2026, 0, 1, 18))).toBe(60 * 60 * 1000);
    // Exactly 03:00 Shanghai: the next run is a day later.
    expect(msUntilNextRun(Date.UTC(2026, 0, 1, 19))).toBe(24 * 60 * 60 * 1000);
  });
});

describe.each(backends)('notices, survey and author consent on %s', (backend) => {
  let built: BuiltApp;
  const tokens = { user: '', author: '', silentAuthor: '', surveyRace: '' };
  const ids = { user: 0, author: 0, silentAuthor: 0 };

  const createUser = async (userName: string, isAuthor: boolean) => {
    const token = randomBytes(24).toString('hex');
    const [user] = await built.app.db.orm
      .insert(users)
      .values({ userName, nickname: userName, isAuthor })
      .returning({ id: users.id });
    await built.app.db.orm.insert(sessions).values({
      tokenSha256: hashToken(token),
      userId: user!.id,
      expiresAt: sql`now() + interval '1 day'`,
    });
    return { token, id: user!.id };
  };
  const get = async <T>(path: string, token?: string) => {
    const response = await request(built.app.server)
      .get(path)
      .set(token ? { token } : {});
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  };
  const post = async <T>(path: string, body: unknown, token?: string) => {
    const response = await request(built.app.server)
      .post(path)
      .send(body as object)
      .set(token ? { token } : {});
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  };

  beforeAll(async () => {
    built = await build(backend, 30);
    const user = await createUser('notice_user', false);
    const author = await createUser('notice_author', true);
    const silentAuthor = await createUser('silent_author', true);
    const surveyRace = await createUser('survey_race', false);
    Object.assign(tokens, {
      user: user.token,
      author: author.token,
      silentAuthor: silentAuthor.token,
      surveyRace: surveyRace.token,
    });
    Object.assign(ids, { user: user.id, author: author.id, silentAuthor: silentAuthor.id });
  });
  afterAll(async () => {
    await built.close();
  });

  describe('shutdown prompt', () => {
    it('answers no schedule (a live marketplace) until an operator sets one', async () => {
      const body = await get<{ scheduled: number; status: number }>('/v1/prompt/getPrompt');
      expect(body.data).toMatchObject({ scheduled: 0, status: 0 });
      await setShutdownSchedule(built.app.db.orm, parseScheduleSetting('spec') as ShutdownSchedule);
    });

    it('answers the set notice with the spec dates to guests', async () => {
      const body = await get<{
        record: number;
        status: number;
        uploadClosedOn: string;
        siteClosedOn: string;
        balanceText: string;
      }>('/v1/prompt/getPrompt');
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({
        scheduled: 1,
        record: 0,
        status: 1,
        uploadClosedOn: '2025-09-12',
        siteClosedOn: '2025-12-01',
      });
      expect(body.data.balanceText).toContain('不可提现的炫豆');
    });

    it('mutes and unmutes for the caller only; guests get 10004', async () => {
      expect((await post('/v1/prompt/updateState', { state: 0 })).code).toBe(10004);
      expect((await post('/v1/prompt/updateState', { state: 7 }, tokens.user)).code).toBe(400);
      expect((await post('/v1/prompt/updateState', { state: 0 }, tokens.user)).code).toBe(200);
      expect((await post('/v1/prompt/updateState', { state: 0 }, tokens.user)).code).toBe(200);
      expect(
        (await get<{ record: number; status: number }>('/v1/prompt/getPrompt', tokens.user)).data,
      ).toMatchObject({ record: 1, status: 0 });
      expect(
        (await get<{ status: number }>('/v1/prompt/getPrompt', tokens.author)).data.status,
      ).toBe(1);
      expect((await post('/v1/prompt/updateState', { state: 1 }, tokens.user)).code).toBe(200);
      expect((await get<{ status: number }>('/v1/prompt/getPrompt', tokens.user)).data.status).toBe(
        1,
      );
    });
  });

  describe('survey', () => {
    const submit = (answers: object, reward: unknown, token?: string) =>
      post<{ id: number; reward: number }>(
        '/v1/survey/submit',
        { surveyMsg: JSON.stringify(answers), reward },
        token,
      );

    it('refuses guests and invalid answers with the spec messages', async () => {
      expect((await submit(validAnswers, 1)).code).toBe(10004);
      const wrongContact = await submit({ ...validAnswers, input5: '0123' }, 1, tokens.user);
      expect(wrongContact).toMatchObject({ code: 400, msg: SURVEY_MESSAGES.contactInvalid });
      const noCategory = await submit({ ...validAnswers, modelCategory: '' }, 1, tokens.user);
      expect(noCategory).toMatchObject({ code: 400, msg: SURVEY_MESSAGES.modelCategoryRequired });
      const noReason = await submit({ ...validAnswers, problem2: [] }, 1, tokens.user);
      expect(noReason).toMatchObject({ code: 400, msg: SURVEY_MESSAGES.reasonRequired });
      expect((await submit(validAnswers, 9, tokens.user)).code).toBe(400);
      const notJson = await post('/v1/survey/submit', { surveyMsg: '{', reward: 1 }, tokens.user);
      expect(notJson.code).toBe(400);
      const rows = await built.app.db.rows<{ n: number }>(
        sql`select count(*)::int as n from survey_submissions`,
      );
      expect(rows[0]!.n).toBe(0);
    });

    it('stores one submission per user, even when two arrive at once', async () => {
      const results = await Promise.all([
        submit(validAnswers, 2, tokens.surveyRace),
        submit(validAnswers, 2, tokens.surveyRace),
        submit(validAnswers, 2, tokens.surveyRace),
      ]);
      expect(results.filter((result) => result.code === 200)).toHaveLength(1);
      expect(results.filter((result) => result.code === 409)).toHaveLength(2);
      const rows = await built.app.db.rows<{ reward: number; answers: { input5: string } }>(
        sql`select s.reward, s.answers from survey_submissions s join users u on u.id = s.user_id where u.user_name = 'survey_race'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reward: 2, answers: { input5: '12345' } });
    });
  });

  describe('author consent', () => {
    it('is for authors only: guests 10004, other users 403', async () => {
      expect((await get('/v1/mode-letter/getState')).code).toBe(10004);
      expect((await get('/v1/mode-letter/getState', tokens.user)).code).toBe(403);
      expect((await post('/v1/mode-letter/updateState', { state: 1 }, tokens.user)).code).toBe(403);
      expect((await get('/v1/mode-letter/conversions', tokens.user)).code).toBe(403);
    });

    it('starts without a record, then keeps the answer and every toggle', async () => {
      expect((await get('/v1/mode-letter/getState', tokens.author)).data).toMatchObject({
        record: 0,
        state: 1,
        defaultFrom: '2024-08-01',
      });
      expect((await post('/v1/mode-letter/updateState', {}, tokens.author)).code).toBe(400);
      expect((await post('/v1/mode-letter/updateState', { state: 2 }, tokens.author)).code).toBe(
        400,
      );
      expect((await post('/v1/mode-letter/updateState', { state: 0 }, tokens.author)).code).toBe(
        200,
      );
      expect((await get('/v1/mode-letter/getState', tokens.author)).data).toMatchObject({
        record: 1,
        state: 0,
      });
      expect((await post('/v1/mode-letter/updateState', { state: 1 }, tokens.author)).code).toBe(
        200,
      );
      expect((await get('/v1/mode-letter/getState', tokens.author)).data).toMatchObject({
        record: 1,
        state: 1,
      });
    });
  });

  describe('nightly auto conversion', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const old = new Date('2025-12-01T00:00:00Z');
    const addModel = async (
      authorId: number,
      overrides: Partial<typeof models.$inferInsert> = {},
    ) => {
      const [template] = await built.app.db.orm.select().from(models).limit(1);
      const id = 900_000 + Math.floor(Math.random() * 90_000);
      const [row] = await built.app.db.orm
        .insert(models)
        .values({
          ...template!,
          id,
          uuid: randomUUID(),
          modelNumber: `T${String(id)}`,
          authorId,
          feeCategory: 2,
          chargeCategory: 0,
          kind: 1,
          createdAt: old,
          ...overrides,
        })
        .returning({ id: models.id });
      return row!.id;
    };
    const chargeOf = async (id: number) =>
      (
        await built.app.db.orm
          .select({ charge: models.chargeCategory })
          .from(models)
          .where(eq(models.id, id))
      )[0]!.charge;

    it('converts idle paid models of consenting and silent authors once, and the author sees them', async () => {
      // Leave only this test's models as candidates.
      await built.app.db.rows(
        sql`update models set charge_category = 9 where fee_category = 2 and charge_category = 0`,
      );
      const idle = await addModel(ids.author);
      const idleTexture = await addModel(ids.author, { kind: 3 });
      const recent = await addModel(ids.author);
      await built.app.db.orm.insert(downloads).values({
        userId: ids.user,
        modelId: recent,
        paymentMethod: 1,
        createdAt: new Date('2026-05-01T00:00:00Z'),
      });
      const young = await addModel(ids.author, { createdAt: new Date('2026-05-15T00:00:00Z') });
      const free = await addModel(ids.author, { feeCategory: 1 });
      const silentIdle = await addModel(ids.silentAuthor);
      const notAuthorModel = await addModel(ids.user);
      const [declining] = await built.app.db.orm
        .insert(users)
        .values({ userName: 'declining_author', nickname: 'd', isAuthor: true })
        .returning({ id: users.id });
      await built.app.db.rows(
        sql`insert into auto_conversion_consents (author_id, state) values (${declining!.id}, 0)`,
      );
      const declined = await addModel(declining!.id);

      const [first, second] = await Promise.all([
        runAutoConversion(built.app.db, now),
        runAutoConversion(built.app.db, now),
      ]);
      expect(first.converted + second.converted).toBe(3);
      expect((await runAutoConversion(built.app.db, now)).converted).toBe(0);

      expect(await chargeOf(idle)).toBe(3);
      expect(await chargeOf(idleTexture)).toBe(2);
      expect(await chargeOf(silentIdle)).toBe(3);
      for (const untouched of [recent, young, notAuthorModel, declined])
        expect(await chargeOf(untouched)).toBe(0);
      expect(
        await built.app.db.orm
          .select()
          .from(autoConversions)
          .where(eq(autoConversions.modelId, free)),
      ).toHaveLength(0);

      const seen = await get<
        { id: number; chargeCategory: number; previousChargeCategory: number }[]
      >('/v1/mode-letter/conversions', tokens.author);
      expect(seen.data.map((row) => row.id).sort()).toEqual([idle, idleTexture].sort());
      expect(seen.data.every((row) => row.previousChargeCategory === 0)).toBe(true);
    });

    it('leaves silent authors alone before 2024-08-01', async () => {
      const silentOld = await addModel(ids.silentAuthor, {
        createdAt: new Date('2024-01-01T00:00:00Z'),
      });
      expect(
        (await runAutoConversion(built.app.db, new Date('2024-07-31T10:00:00Z'))).converted,
      ).toBe(0);
      expect(await chargeOf(silentOld)).toBe(0);
    });
  });
});
