import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { apiRoutes } from '@yunmo/api-contract/routes';
import type { RouteContract } from '@yunmo/api-contract/route';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';
import { registerThroughGateway } from './register-helper.js';

let api: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  api = await createTestApi({ count: 30 });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await api?.close();
});

/** Endpoints a guest may call; every other endpoint must answer a guest 401. */
const publicEndpoints = new Set([
  'GET /api/home',
  'GET /api/kinds/{kind}/filters',
  'GET /api/kinds/{kind}/models',
  'GET /api/kinds/{kind}/category-counts',
  'GET /api/kinds/{kind}/search-analysis',
  'GET /api/models',
  'GET /api/member-models',
  'GET /api/channels/{kind}/banners',
  'GET /api/channels/{kind}/models',
  'GET /api/search/hot-words',
  'GET /api/search/suggestions',
  'GET /api/label-words',
  'GET /api/albums',
  'GET /api/albums/labels',
  'GET /api/albums/{uuid}',
  'GET /api/albums/{uuid}/similar',
  'GET /api/rankings/{board}',
  'GET /api/session/csrf',
  'POST /api/session/login',
  'POST /api/session/register',
  'GET /api/session/captcha',
  'POST /api/session/sms-code',
  'POST /api/session/logout',
  'POST /api/feedback/experience',
  'POST /api/suggestions',
  'GET /api/notices/shutdown',
  'GET /api/authors/{author}',
  'GET /api/authors/{author}/works',
  'GET /api/author-works/{id}',
  'POST /api/image-search',
  'POST /api/image-search/pictures',
  'POST /api/image-search/pictures/by-link',
  'GET /api/kinds/{kind}/models/{uuid}',
  'GET /api/kinds/{kind}/models/{uuid}/similar',
  'GET /api/kinds/{kind}/models/{uuid}/conversions',
  'GET /api/kinds/{kind}/models/{uuid}/dynamic-time',
  'GET /api/share/signature',
  'POST /api/panoramas/url',
  'GET /api/session/token-check',
  'GET /api/payments/gold-price',
  'GET /api/payments/packages',
  'GET /api/membership',
  'POST /api/membership/not-opening-reasons',
]);

const endpointName = (route: RouteContract) => `${route.method} ${route.path}`;

/** Plausible path parameters, so that a refusal comes from the missing login and not from a malformed path. */
const sampleParams: Record<string, string> = {
  kind: 'max',
  uuid: '00000000-0000-4000-8000-000000000000',
  folderId: '1',
  modelId: '1',
  author: 'demo_author',
  board: 'uploads',
  orderNumber: 'YM20261123000000ABCDEF01',
};

/** Valid queries and bodies where the contract requires them: validation answers before the login check. */
const sampleRequests: Record<string, { query?: Record<string, string>; body?: object }> = {
  'PUT /api/channels/{kind}/hobbies': { body: { categoryIds: [1] } },
  'GET /api/folders': { query: { category: '1' } },
  'POST /api/folders': { body: { category: 1, favoritesFolderName: '书房' } },
  'PUT /api/folders/{folderId}': { body: { category: 1, favoritesFolderName: '书房' } },
  'POST /api/favourites': { body: { modelId: 1, folderId: 1 } },
  'POST /api/me/tokens': { body: { name: '部署脚本', scope: 'read' } },
  'DELETE /api/favourites/{modelId}': { query: { category: '1' } },
  'POST /api/feedback': { body: { msgContent: '搜索结果里有重复的模型，希望能够去重，谢谢你们' } },
  'PUT /api/author-consent': { body: { autoConversion: true } },
  'POST /api/error-reports': { body: { modelUuid: '00000000-0000-4000-8000-000000000000' } },
  'PUT /api/me/author-cover': { body: { image: 'data:image/png;base64,iVBORw0KGgo=' } },
  'POST /api/kinds/{kind}/models/{uuid}/conversions': { body: { fileId: 1, version: '2020' } },
  'POST /api/payments/gold-orders': { body: { method: 'wechat', idempotencyKey: 'guest-check-1' } },
  'POST /api/payments/package-orders': {
    body: { packageId: 1, method: 'wechat', idempotencyKey: 'guest-check-2' },
  },
  'POST /api/payments/download-orders': {
    body: {
      uuid: '00000000-0000-4000-8000-000000000000',
      method: 'wechat',
      idempotencyKey: 'guest-check-3',
    },
  },
  'POST /api/payments/membership-orders': {
    body: { method: 'wechat', idempotencyKey: 'guest-check-4' },
  },
  'GET /api/payments/orders/{orderNumber}': { query: { purpose: 'gold' } },
  'POST /api/membership/operations': { body: { operation: 'Close' } },
  'GET /api/me/messages': { query: { page: '1', pageSize: '10' } },
  'GET /api/me/album-favourites': { query: { uuids: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/me/messages/read': { body: { ids: [1] } },
};

function samplePath(route: RouteContract): string {
  return route.path.replace(/\{(\w+)\}/gu, (_match, name: string) => sampleParams[name] ?? '1');
}

async function visitor() {
  const agent = request.agent(app.server);
  const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
  return { agent, csrf };
}

async function loggedIn(account: string, password = 'yunmo-demo-2026') {
  const session = await visitor();
  await session.agent
    .post('/api/session/login')
    .set('x-csrf-token', session.csrf)
    .send({ account, password })
    .expect(200);
  return session;
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

describe('authorisation matrix of the /api surface', () => {
  it('classifies every endpoint: public by name, or marked as needing a login', () => {
    const unclassified = apiRoutes
      .filter((route) => !route.requiresLogin && !publicEndpoints.has(endpointName(route)))
      .map(endpointName);
    expect(unclassified).toEqual([]);
    const loginAndPublic = apiRoutes
      .filter((route) => route.requiresLogin && publicEndpoints.has(endpointName(route)))
      .map(endpointName);
    expect(loginAndPublic).toEqual([]);
    const stale = [...publicEndpoints].filter(
      (name) => !apiRoutes.some((route) => endpointName(route) === name),
    );
    expect(stale).toEqual([]);
  });

  it('serves every endpoint of the contract', () => {
    const missing = apiRoutes
      .filter(
        (route) =>
          !app.hasRoute({ method: route.method, url: route.path.replace(/\{(\w+)\}/gu, ':$1') }),
      )
      .map(endpointName);
    expect(missing).toEqual([]);
  });

  const needLogin = apiRoutes.filter((route) => route.requiresLogin);
  it.each(needLogin.map((route) => [endpointName(route), route] as const))(
    'answers a guest 401 on %s',
    async (_name, route) => {
      const guest = await visitor();
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const sample = sampleRequests[endpointName(route)] ?? {};
      const pending = guest.agent[method](samplePath(route))
        .query(sample.query ?? {})
        .set('x-csrf-token', guest.csrf);
      const response = await (route.method === 'GET' ? pending : pending.send(sample.body ?? {}));
      expect(response.status, JSON.stringify(response.body)).toBe(401);
      expect(response.body.code).toBe('NOT_LOGGED_IN');
    },
  );

  it('keeps one user out of another user’s favourite folder', async () => {
    const owner = await registered('auth_owner1', '13300000001');
    const other = await registered('auth_other1', '13300000002');
    const folder = (
      await owner.agent
        .post('/api/folders')
        .set('x-csrf-token', owner.csrf)
        .send({ category: 1, favoritesFolderName: '私人收藏' })
        .expect(201)
    ).body as { id: number };
    const ownList = await owner.agent.get(`/api/folders/${String(folder.id)}/favourites`);
    expect(ownList.status).toBe(200);
    const foreign = await other.agent.get(`/api/folders/${String(folder.id)}/favourites`);
    expect([403, 404]).toContain(foreign.status);
    const otherFolders = (await other.agent.get('/api/folders').query({ category: 1 }).expect(200))
      .body as unknown;
    expect(JSON.stringify(otherFolders)).not.toContain('私人收藏');
    const foreignRename = await other.agent
      .put(`/api/folders/${String(folder.id)}`)
      .set('x-csrf-token', other.csrf)
      .send({ category: 1, favoritesFolderName: '抢走' });
    expect([403, 404]).toContain(foreignRename.status);
    const foreignDelete = await other.agent
      .delete(`/api/folders/${String(folder.id)}`)
      .set('x-csrf-token', other.csrf);
    expect([403, 404]).toContain(foreignDelete.status);
    const stillThere = (await owner.agent.get('/api/folders').query({ category: 1 }).expect(200))
      .body.items as { id: number; name: string }[];
    expect(stillThere).toContainEqual({ id: folder.id, category: 1, name: '私人收藏' });
    const renamed = await owner.agent
      .put(`/api/folders/${String(folder.id)}`)
      .set('x-csrf-token', owner.csrf)
      .send({ category: 1, favoritesFolderName: '新名字' });
    expect(renamed.body).toEqual({ id: folder.id, category: 1, name: '新名字' });
    await owner.agent
      .delete(`/api/folders/${String(folder.id)}`)
      .set('x-csrf-token', owner.csrf)
      .expect(204);
    expect((await owner.agent.get(`/api/folders/${String(folder.id)}/favourites`)).status).toBe(
      404,
    );
  });

  it('keeps one user out of another user’s payment order', async () => {
    const owner = await registered('auth_owner2', '13300000003');
    const other = await registered('auth_other2', '13300000004');
    const created = await owner.agent
      .post('/api/payments/gold-orders')
      .set('x-csrf-token', owner.csrf)
      .send({ method: 'wechat', idempotencyKey: 'auth-matrix-order-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderNumber = (created.body as { order: { orderNumber: string } }).order.orderNumber;
    expect(created.headers.location).toBe(`/api/payments/orders/${orderNumber}`);
    await owner.agent
      .get(`/api/payments/orders/${orderNumber}`)
      .query({ purpose: 'gold' })
      .expect(200);
    const foreign = await other.agent
      .get(`/api/payments/orders/${orderNumber}`)
      .query({ purpose: 'gold' });
    expect([403, 404]).toContain(foreign.status);
    const closing = await other.agent
      .delete(`/api/payments/orders/${orderNumber}`)
      .set('x-csrf-token', other.csrf);
    expect([403, 404]).toContain(closing.status);
    const after = await owner.agent
      .get(`/api/payments/orders/${orderNumber}`)
      .query({ purpose: 'gold' })
      .expect(200);
    expect((after.body as { state: string }).state).toBe('created');
  });

  it('keeps one user out of another user’s messages: neither reading nor marking them', async () => {
    const owner = await loggedIn('demo_expert');
    const ownPage = (await owner.agent.get('/api/me/messages').expect(200)).body as {
      unread: number;
      items: { id: number; title: string }[];
    };
    expect(ownPage.unread).toBeGreaterThan(0);
    const ownIds = ownPage.items.map((message) => message.id);
    const other = await registered('auth_other3', '13300000005');
    const foreignPage = (
      await other.agent.get('/api/me/messages').query({ pageSize: '50' }).expect(200)
    ).body as { total: number; items: { id: number }[] };
    expect(
      foreignPage.items.map((message) => message.id).filter((id) => ownIds.includes(id)),
    ).toEqual([]);
    expect(foreignPage.total).toBe(0);
    const marking = await other.agent
      .post('/api/me/messages/read')
      .set('x-csrf-token', other.csrf)
      .send({ ids: ownIds })
      .expect(200);
    expect(marking.body).toEqual({ changed: 0, unread: 0 });
    await other.agent
      .post('/api/me/messages/read')
      .set('x-csrf-token', other.csrf)
      .send({ all: true })
      .expect(200);
    expect((await owner.agent.get('/api/me/unread').expect(200)).body).toEqual({
      unread: ownPage.unread,
    });
  });

  it('keeps a user who is not an author away from the consent toggle', async () => {
    const author = await loggedIn('demo_author');
    const before = (await author.agent.get('/api/author-consent').expect(200)).body as {
      autoConversion: boolean;
    };
    const other = await loggedIn('demo_user');
    await other.agent.get('/api/author-consent').expect(403);
    await other.agent
      .put('/api/author-consent')
      .set('x-csrf-token', other.csrf)
      .send({ autoConversion: !before.autoConversion })
      .expect(403);
    const after = (await author.agent.get('/api/author-consent').expect(200)).body as {
      autoConversion: boolean;
    };
    expect(after.autoConversion).toBe(before.autoConversion);
  });
});
