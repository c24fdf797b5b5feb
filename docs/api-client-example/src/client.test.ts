import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { createTestUser } from '@yunmo/api/testing-users';
import app, { serverOptions } from '@yunmo/bff/app';
import { loadConfig } from '@yunmo/bff/config';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFolder,
  createYunmoClient,
  deleteFolder,
  listModels,
  modelDetail,
  searchModels,
  whoAmI,
} from './client.js';

let api: TestApi;
let gateway: FastifyInstance;
let baseUrl: string;
let readToken: string;
let writeToken: string;

/** A token created as the settings page does: with the session cookie and the CSRF header. */
async function createToken(session: string, scope: 'read' | 'write'): Promise<string> {
  const csrfAnswer = await fetch(`${baseUrl}/api/session/csrf`);
  const csrfCookie = csrfAnswer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrfAnswer.json()) as { csrfToken: string };
  const answer = await fetch(`${baseUrl}/api/me/tokens`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${csrfCookie}; token=${session}`,
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ name: `示例 ${scope}`, scope }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

beforeAll(async () => {
  api = await createTestApi({ count: 12 });
  const webDist = await mkdtemp(join(tmpdir(), 'yunmo-example-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const config = loadConfig({
    V1_UPSTREAM: api.baseUrl,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    CACHE_TTL_MS: '0',
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  gateway = Fastify({ ...serverOptions(config), pluginTimeout: 0 });
  await gateway.register(fp(app), { config });
  // A real socket: the client calls the gateway over HTTP, as a backend would.
  baseUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  const user = await createTestUser(api.app, { userName: 'client_example' });
  readToken = await createToken(user.token, 'read');
  writeToken = await createToken(user.token, 'write');
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

describe('the generated /api client', () => {
  it('lists, searches and opens a model without credentials', async () => {
    const client = createYunmoClient({ baseUrl });
    const list = await listModels(client);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list).toMatchObject({ page: 1 });
    const first = list.items[0];
    if (first === undefined) throw new Error('no model listed');
    const found = await searchModels(client, Array.from(first.title).slice(0, 2).join(''));
    expect(found.total).toBeGreaterThan(0);
    const detail = await modelDetail(client, first.uuid);
    expect(detail.uuid).toBe(first.uuid);
  });

  it('signs in with a token and writes with a write token; a read token gets a problem document', async () => {
    expect(await whoAmI(createYunmoClient({ baseUrl, token: readToken }))).toMatchObject({
      userName: 'client_example',
    });
    await expect(
      createFolder(createYunmoClient({ baseUrl, token: readToken }), '只读'),
    ).rejects.toThrow(/403 令牌权限不足/u);
    const writer = createYunmoClient({ baseUrl, token: writeToken });
    const { folder, location } = await createFolder(writer, '示例收藏夹');
    expect(location).toBe(`/api/folders/${String(folder.id)}`);
    await deleteFolder(writer, folder.id);
  });
});
