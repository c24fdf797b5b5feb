import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { meSchema } from '@yunmo/api-contract/accounts';
import { ACCOUNT_MESSAGES } from '@yunmo/domain/accounts';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';
import { registerThroughGateway } from './register-helper.js';

let api: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  api = await createTestApi({ count: 60 });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8000003e801b57b526b0000001249444154089963305e556ebcaa9c01420100242e05519c5b2b0d0000000049454e44ae426082',
  'hex',
);

/** A browser-like visitor: keeps cookies and echoes the CSRF token on writes. */
async function visitor() {
  const agent = request.agent(app.server);
  const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
  return { agent, csrf };
}

async function registered(userName: string, phone: string) {
  const session = await visitor();
  expect(
    (
      await registerThroughGateway(session.agent, session.csrf, {
        userName,
        phone,
        password: 'correct-horse',
      })
    ).status,
  ).toBe(201);
  return session;
}

describe('sessions through the gateway', () => {
  it('sets HttpOnly SameSite=Lax token and account cookies and keeps only same-origin return paths', async () => {
    const { agent, csrf } = await visitor();
    const response = await registerThroughGateway(agent, csrf, {
      userName: 'ivan_001',
      phone: '13200000001',
      password: 'correct-horse',
      redirect: '/models/max?page=2',
    });
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe('/api/me');
    expect(response.body).toEqual({
      userName: 'ivan_001',
      nickname: 'ivan_001',
      redirect: '/models/max?page=2',
    });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const token = cookies.find((cookie) => cookie.startsWith('token='));
    const account = cookies.find((cookie) => cookie.startsWith('account='));
    expect(token).toMatch(/HttpOnly/iu);
    expect(token).toMatch(/SameSite=Lax/iu);
    expect(account).toMatch(/^account=ivan_001;.*HttpOnly/iu);
    expect(JSON.stringify(response.body)).not.toContain(
      token?.slice('token='.length, 20) ?? 'none',
    );

    const me = meSchema.parse((await agent.get('/api/me').expect(200)).body);
    expect(me).toMatchObject({
      userName: 'ivan_001',
      downloadPoints: '0.0',
      downloadPointsTenths: 0,
      beansFen: 0,
      unread: 0,
      trialStartedAt: null,
    });

    for (const redirect of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '\\\\evil',
      'http:evil',
    ]) {
      const again = await agent
        .post('/api/session/login')
        .set('x-csrf-token', csrf)
        .send({ account: 'ivan_001', password: 'correct-horse', redirect })
        .expect(200);
      expect(again.body.redirect, redirect).toBe('/');
    }
  });

  it('answers guests 401 with a login URL carrying source=MODEL and the page to come back to', async () => {
    const response = await request(app.server)
      .get('/api/me')
      .set('referer', 'http://127.0.0.1/models/max')
      .set('host', '127.0.0.1')
      .expect(401);
    expect(response.body.code).toBe('NOT_LOGGED_IN');
    expect(response.body.loginUrl).toBe('/login?source=MODEL&redirect=%2Fmodels%2Fmax');
  });

  it('shows the spec-side validation messages and refuses wrong passwords', async () => {
    const { agent, csrf } = await visitor();
    const invalid = await agent
      .post('/api/session/register')
      .set('x-csrf-token', csrf)
      .send({ userName: 'ok_name', phone: '12', password: 'correct-horse' })
      .expect(400);
    expect(invalid.body.code).toBe('BAD_REQUEST');
    const wrong = await agent
      .post('/api/session/login')
      .set('x-csrf-token', csrf)
      .send({ account: 'ivan_001', password: 'not-the-password' })
      .expect(422);
    expect(wrong.body).toMatchObject({
      detail: ACCOUNT_MESSAGES.wrongCredentials,
      legacyCode: 10021,
    });
  });

  it('registers only with the SMS code, and asks for the captcha after repeated failed logins', async () => {
    const { agent, csrf } = await visitor();
    const withoutCode = await agent
      .post('/api/session/register')
      .set('x-csrf-token', csrf)
      .send({ userName: 'oscar_01', phone: '13200000009', password: 'correct-horse' })
      .expect(400);
    expect(withoutCode.body.detail).toContain(ACCOUNT_MESSAGES.smsCodeRequired);
    const guessed = await agent
      .post('/api/session/register')
      .set('x-csrf-token', csrf)
      .send({
        userName: 'oscar_01',
        phone: '13200000009',
        password: 'correct-horse',
        smsCode: '123456',
      })
      .expect(422);
    expect(guessed.body).toMatchObject({
      detail: ACCOUNT_MESSAGES.smsCodeWrong,
      legacyCode: 10025,
    });
    const captcha = (await agent.get('/api/session/captcha').expect(200)).body as {
      captchaId: string;
      image: string;
    };
    expect(captcha.image).toMatch(/^data:image\/png;base64,/u);
    const sent = await agent
      .post('/api/session/sms-code')
      .set('x-csrf-token', csrf)
      .send({ phone: '13200000009', captchaId: captcha.captchaId, captcha: '0000' });
    expect(sent.status).toBe(400);
    expect(sent.body.detail).toBe(ACCOUNT_MESSAGES.captchaWrong);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await agent
        .post('/api/session/login')
        .set('x-csrf-token', csrf)
        .send({ account: 'ivan_001', password: 'not-the-password' })
        .expect(422);
    const needsCaptcha = await agent
      .post('/api/session/login')
      .set('x-csrf-token', csrf)
      .send({ account: 'ivan_001', password: 'correct-horse' })
      .expect(422);
    expect(needsCaptcha.body).toMatchObject({
      detail: ACCOUNT_MESSAGES.captchaRequired,
      legacyCode: 10024,
    });
    const fresh = (await agent.get('/api/session/captcha').expect(200)).body as {
      captchaId: string;
      answer: string;
    };
    await agent
      .post('/api/session/login')
      .set('x-csrf-token', csrf)
      .send({
        account: 'ivan_001',
        password: 'correct-horse',
        captchaId: fresh.captchaId,
        captcha: fresh.answer,
      })
      .expect(200);
  });

  it('refuses cookie-authenticated writes without the CSRF proof', async () => {
    const { agent, csrf } = await registered('judy_001', '13200000002');
    const refused = await agent.post('/api/sign-in').expect(403);
    expect(refused.body.code).toBe('CSRF_REJECTED');
    await agent.post('/api/sign-in').set('x-csrf-token', 'forged-token').expect(403);
    const refusedPassthrough = await agent.post('/v1/sign/in').send({});
    expect(refusedPassthrough.status).toBe(403);
    const signed = await agent.post('/api/sign-in').set('x-csrf-token', csrf).expect(200);
    expect(signed.body).toEqual({ signedToday: true, downloadPoints: '0.1' });
    const again = await agent.post('/api/sign-in').set('x-csrf-token', csrf).expect(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      legacyCode: 10031,
      detail: ACCOUNT_MESSAGES.alreadySigned,
    });
    expect((await agent.get('/api/sign-in').expect(200)).body).toEqual({
      signedToday: true,
      downloadPoints: '0.1',
    });
  });

  it('keeps folders and favourites per user: another user gets 404 and an empty list', async () => {
    const owner = await registered('kate_001', '13200000003');
    const other = await registered('leo_0001', '13200000004');
    const empty = await owner.agent
      .post('/api/folders')
      .set('x-csrf-token', owner.csrf)
      .send({ category: 1, favoritesFolderName: '' })
      .expect(400);
    expect(JSON.stringify(empty.body)).toContain(FAVOURITE_MESSAGES.folderNameRequired);
    const createdFolder = await owner.agent
      .post('/api/folders')
      .set('x-csrf-token', owner.csrf)
      .send({ category: 1, favoritesFolderName: '书房' })
      .expect(201);
    const folder = createdFolder.body as { id: number };
    expect(createdFolder.headers.location).toBe(`/api/folders/${String(folder.id)}`);
    const models = await request(app.server).get('/api/kinds/max/models').expect(200);
    const model = models.body.items[0] as { id: number; title: string };
    const favourite = await owner.agent
      .post('/api/favourites')
      .set('x-csrf-token', owner.csrf)
      .send({ modelId: model.id, folderId: folder.id })
      .expect(201);
    expect(favourite.headers.location).toBe(`/api/favourites/${String(model.id)}`);
    expect(favourite.body).toEqual({ favourited: true, folderId: folder.id });
    expect((await owner.agent.get(`/api/favourites/${String(model.id)}`).expect(200)).body).toEqual(
      { favourited: true, folderId: folder.id },
    );
    const page = await owner.agent
      .get(`/api/folders/${String(folder.id)}/favourites`)
      .query({ keyword: Array.from(model.title).slice(0, 2).join('') })
      .expect(200);
    expect(page.body.items.map((item: { id: number }) => item.id)).toEqual([model.id]);

    expect((await other.agent.get('/api/folders?category=1').expect(200)).body).toEqual({
      items: [],
      page: 1,
      pageSize: 0,
      total: 0,
    });
    await other.agent.get(`/api/folders/${String(folder.id)}/favourites`).expect(404);
    await other.agent
      .post('/api/favourites')
      .set('x-csrf-token', other.csrf)
      .send({ modelId: model.id, folderId: folder.id })
      .expect(404);

    await owner.agent
      .delete(`/api/favourites/${String(model.id)}?category=1`)
      .set('x-csrf-token', owner.csrf)
      .expect(204);
    expect(
      (await owner.agent.get(`/api/favourites/${String(model.id)}`).expect(200)).body.favourited,
    ).toBe(false);
  });

  it('sends feedback with a screenshot through the signed upload policy', async () => {
    const { agent, csrf } = await registered('mia_0001', '13200000005');
    const policy = (await agent.get('/api/uploads/feedback-policy').expect(200)).body as {
      host: string;
      fields: Record<string, string>;
    };
    let form = agent.post(policy.host).set('x-csrf-token', csrf);
    for (const [name, value] of Object.entries(policy.fields)) form = form.field(name, value);
    const upload = await form
      .attach('file', pngBytes, { filename: 'shot.png', contentType: 'image/png' })
      .expect(200);
    expect(upload.body.code).toBe(200);
    const path = upload.body.data.path as string;
    await request(app.server).get(path).expect(200);
    const sent = await agent
      .post('/api/feedback')
      .set('x-csrf-token', csrf)
      .send({
        userPhone: '13200000005',
        msgContent: '搜索结果里有重复的模型，希望能够去重，谢谢你们',
        path,
      })
      .expect(201);
    expect(sent.headers.location).toMatch(/^\/api\/feedback\/\d+$/u);
    expect(sent.body.id).toBeGreaterThan(0);
    const short = await agent
      .post('/api/feedback')
      .set('x-csrf-token', csrf)
      .send({ msgContent: '太短' })
      .expect(400);
    expect(JSON.stringify(short.body)).toContain('描述问题字数长度不能低于20');
    await agent
      .post('/api/suggestions')
      .set('x-csrf-token', csrf)
      .send({ msg: '北欧沙发' })
      .expect(204);
    await agent
      .post('/api/feedback/experience')
      .set('x-csrf-token', csrf)
      .send({ satisfied: 1 })
      .expect(204);
  });

  it('logs out: the cookies go and the session is revoked', async () => {
    const { agent, csrf } = await registered('nina_001', '13200000006');
    const login = await request(app.server)
      .post('/api/session/login')
      .send({ account: 'nina_001', password: 'correct-horse' })
      .expect(200);
    const tokenCookie =
      ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .find((cookie) => cookie.startsWith('token='))
        ?.split(';')[0] ?? '';
    const logout = await request(app.server)
      .post('/api/session/logout')
      .set('cookie', `${tokenCookie}; _csrf=x`)
      .expect(403);
    expect(logout.body.code).toBe('CSRF_REJECTED');
    await agent.post('/api/session/logout').set('x-csrf-token', csrf).expect(204);
    await agent.get('/api/me').expect(401);
    // The other session of the same user is still valid.
    await request(app.server).get('/api/me').set('cookie', tokenCookie).expect(200);
  });

  it('rate-limits brute-force logins from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 24; attempt += 1) {
      const response = await request(app.server)
        .post('/api/session/login')
        .send({ account: `brute_${String(attempt)}`, password: 'wrong-password' });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // A made-up client address through the /v1 passthrough does not escape the limit: the gateway overwrites it.
    const spoofed = await request(app.server)
      .post('/v1/account/login')
      .set('x-client-ip', '198.51.100.7')
      .send({ account: 'brute_x', password: 'wrong-password' });
    expect(spoofed.body.code).toBe(429);
  });

  it('keeps counting failed logins when the client rotates X-Forwarded-For (no proxy is trusted by default)', async () => {
    // A peer of its own (a private address, which the gateway once trusted for forwarded headers).
    const remoteAddress = '10.66.0.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 24; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/session/login',
        remoteAddress,
        headers: {
          'x-forwarded-for': `198.51.100.${String(attempt + 1)}`,
          'x-real-ip': `203.0.113.${String(attempt + 1)}`,
        },
        payload: { account: `rotate_${String(attempt)}`, password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const passthrough = await app.inject({
      method: 'POST',
      url: '/v1/account/login',
      remoteAddress,
      headers: { 'x-forwarded-for': '198.51.100.200' },
      payload: { account: 'rotate_x', password: 'wrong-password' },
    });
    expect((passthrough.json() as { code: number }).code).toBe(429);
  });
});
