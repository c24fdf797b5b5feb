import { createTestApi, type TestApi } from '@yunmo/api/testing';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { ConfigInput } from '../src/config.js';
import { build } from './helper.js';
import { registerThroughGateway } from './register-helper.js';

/** The gateway over a real API seeded with `count` models, set up for the whole test file. */
export function gatewayOverSeededApi(
  count: number,
  environment: ConfigInput = {},
): { readonly app: FastifyInstance } {
  let api: TestApi | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    api = await createTestApi({ count });
    app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0', ...environment });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the gateway is not built yet');
      return app;
    },
  };
}

let registered = 0;

/** A newly registered member: a cookie-keeping agent and its CSRF token. */
export async function registeredMember(app: FastifyInstance, namePrefix: string) {
  registered += 1;
  const agent = request.agent(app.server);
  const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
  const digits = `${String(Date.now()).slice(-6)}${String(registered).padStart(2, '0')}`;
  const userName = `${namePrefix}_${digits}`;
  const response = await registerThroughGateway(agent, csrf, {
    userName,
    phone: `166${digits}`,
    password: 'correct-horse',
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status}`);
  return { agent, csrf, userName };
}

/**
 * A cookie-authenticated write as the browser sends it: a fresh CSRF cookie and header, plus the
 * session token cookie unless `token` is null (a guest).
 */
export async function writeWithCsrf(
  app: FastifyInstance,
  method: 'put' | 'post' | 'delete',
  url: string,
  token: string | null,
  body?: object,
): Promise<request.Response> {
  const issued = await request(app.server).get('/api/session/csrf').expect(200);
  const cookies = (issued.headers['set-cookie'] as unknown as string[])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const agent = request(app.server);
  const call = agent[method](url)
    .set('cookie', token === null ? cookies : `${cookies}; token=${token}`)
    .set('x-csrf-token', issued.body.csrfToken as string);
  return await (body === undefined ? call : call.send(body));
}
