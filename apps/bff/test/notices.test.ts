import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { createTestUser } from '@yunmo/api/testing-users';
import { authorConsentSchema } from '@yunmo/api-contract/author-consent';
import { shutdownNoticeSchema } from '@yunmo/api-contract/notices';
import { SURVEY_MESSAGES } from '@yunmo/domain/messages';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';
import { writeWithCsrf } from './seeded-gateway.js';

let api: TestApi;
let app: FastifyInstance;
const tokens = { user: '', author: '' };

async function createUser(userName: string, isAuthor: boolean): Promise<string> {
  return (await createTestUser(api.app, { userName, isAuthor })).token;
}

function write(
  method: 'put' | 'post' | 'delete',
  url: string,
  token: string | null,
  body?: object,
) {
  return writeWithCsrf(app, method, url, token, body);
}

beforeAll(async () => {
  // The spec's schedule, set by configuration as an operator would.
  api = await createTestApi({ count: 20, env: { SHUTDOWN_SCHEDULE: 'spec' } });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
  tokens.user = await createUser('bff_notice_user', false);
  tokens.author = await createUser('bff_notice_author', true);
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const validSurvey = {
  problem1: 1,
  problem2: [5],
  platformName: '某平台',
  problem3: [1, 2],
  problem4: 3,
  input4: '更多模型',
  input5: 'wx_abcdef',
};

describe('shutdown notice', () => {
  it('is public, with the configured dates', async () => {
    const notice = shutdownNoticeSchema.parse(
      (await request(app.server).get('/api/notices/shutdown').expect(200)).body,
    );
    expect(notice).toMatchObject({
      scheduled: true,
      show: true,
      muted: false,
      uploadClosedOn: '2025-09-12',
      siteClosedOn: '2025-12-01',
    });
  });

  it('never forwards the operator’s calls', async () => {
    await request(app.server)
      .put('/v1/operator/shutdown-schedule')
      .send({ schedule: 'off' })
      .expect(404);
    await request(app.server).get('/v1/operator/shutdown-schedule').expect(404);
  });

  it('mutes for a logged-in user only, with CSRF', async () => {
    expect((await write('put', '/api/notices/shutdown/mute', null)).status).toBe(401);
    await request(app.server)
      .put('/api/notices/shutdown/mute')
      .set('cookie', `token=${tokens.user}`)
      .expect(403);
    expect((await write('put', '/api/notices/shutdown/mute', tokens.user)).status).toBe(204);
    const muted = await request(app.server)
      .get('/api/notices/shutdown')
      .set('cookie', `token=${tokens.user}`)
      .expect(200);
    expect(muted.body).toMatchObject({ show: false, muted: true });
    expect((await write('delete', '/api/notices/shutdown/mute', tokens.user)).status).toBe(204);
  });
});

describe('survey', () => {
  it('refuses invalid answers with the form messages before calling the API', async () => {
    const response = await write('post', '/api/survey', tokens.user, {
      ...validSurvey,
      input5: '12ab',
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(SURVEY_MESSAGES.contactInvalid);
    const noPlatform = await write('post', '/api/survey', tokens.user, {
      ...validSurvey,
      platformName: ' ',
    });
    expect(noPlatform.body.detail).toBe(SURVEY_MESSAGES.platformNameRequired);
    const missing = await write('post', '/api/survey', tokens.user, {
      ...validSurvey,
      input4: undefined,
    });
    expect(missing.body.detail).toBe(SURVEY_MESSAGES.adviceRequired);
  });

  it('stores one answer per user', async () => {
    expect((await write('post', '/api/survey', null, validSurvey)).status).toBe(401);
    const first = await write('post', '/api/survey', tokens.user, validSurvey);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ reward: 3 });
    const second = await write('post', '/api/survey', tokens.user, validSurvey);
    // Already answered conflicts with the current state: 409, not a business-rule 422.
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      type: '/api/problems/conflict',
      legacyCode: 409,
    });
  });
});

describe('author consent', () => {
  it('answers 403 to users who are not authors', async () => {
    const read = await request(app.server)
      .get('/api/author-consent')
      .set('cookie', `token=${tokens.user}`)
      .expect(403);
    expect(read.body.code).toBe('FORBIDDEN');
    expect(
      (await write('put', '/api/author-consent', tokens.user, { autoConversion: true })).status,
    ).toBe(403);
  });

  it('goes from no answer to an answer, then toggles', async () => {
    const first = authorConsentSchema.parse(
      (
        await request(app.server)
          .get('/api/author-consent')
          .set('cookie', `token=${tokens.author}`)
          .expect(200)
      ).body,
    );
    expect(first).toEqual({
      answered: false,
      autoConversion: true,
      defaultFrom: '2024-08-01',
      idleMonths: 3,
    });
    const disagreed = await write('put', '/api/author-consent', tokens.author, {
      autoConversion: false,
    });
    expect(disagreed.body).toMatchObject({ answered: true, autoConversion: false });
    expect(
      (await write('put', '/api/author-consent', tokens.author, { autoConversion: 'yes' })).status,
    ).toBe(400);
    const conversions = await request(app.server)
      .get('/api/author-consent/conversions')
      .set('cookie', `token=${tokens.author}`)
      .expect(200);
    expect(conversions.body).toEqual({ items: [], page: 1, pageSize: 0, total: 0 });
  });
});
