import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { createTestUser } from '@yunmo/api/testing-users';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';

/** The demo accounts' phone numbers (README) and one of an author made for this test. */
const demoPhones = [
  '19900000001',
  '19900000002',
  '19900000003',
  '19900000004',
  '19900000005',
  '19900000006',
];
const ownerPhone = '19912345678';
const secrets = [...demoPhones, ownerPhone];
/** Other personal data that no public answer carries, whatever its value. */
const personalKeys =
  /"(?:phone|userPhone|email|mail|realName|real_name|idCard|passwordHash|password_hash|tokenSha256|token_sha256)"\s*:\s*"[^"]|"(?:userId|user_id|authorId|author_id)"\s*:\s*[0-9"]/u;

let api: TestApi;
let app: FastifyInstance;
let viewerToken = '';
let ownerToken = '';

beforeAll(async () => {
  api = await createTestApi({ count: 60 });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
  viewerToken = (
    await createTestUser(api.app, { userName: 'privacy_viewer', phone: '19912340000' })
  ).token;
  ownerToken = (
    await createTestUser(api.app, { userName: 'privacy_owner', isAuthor: true, phone: ownerPhone })
  ).token;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const get = (url: string, token: string | null) => {
  const call = request(app.server).get(url);
  return token === null ? call : call.set('cookie', `token=${token}`);
};

/** Every GET of both OpenAPI documents, with its parameters filled, plus the author and detail calls. */
async function publicUrls(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const documents = [
    '@yunmo/api-contract/openapi.json',
    '@yunmo/api-contract/legacy-openapi.json',
  ].map(
    (name) =>
      JSON.parse(readFileSync(require.resolve(name), 'utf8')) as {
        paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
      },
  );
  const works = (await get('/api/authors/demo_author/works', null).expect(200)).body as {
    items: { uuid: string; kind: string }[];
  };
  const work = works.items[0];
  const albums = (await get('/v1/album/search?pn=1&size=5', null).expect(200)).body as {
    data: { results?: { uuid: string }[] };
  };
  const albumUuid = albums.data.results?.[0]?.uuid ?? '00000000-0000-0000-0000-000000000000';
  const values: Record<string, string> = {
    author: 'demo_author',
    kind: work?.kind ?? 'max',
    board: 'income',
    folderId: '1',
    modelId: '1',
    orderNumber: 'Y0000000000000000',
    category: '1',
    word: '沙发',
    q: '沙发',
    pn: '1',
    page: '1',
    size: '10',
    period: 'month',
  };
  const urls: string[] = [];
  for (const document of documents) {
    for (const [template, operations] of Object.entries(document.paths)) {
      const operation = operations.get;
      if (!operation) continue;
      const uuid =
        template.startsWith('/api/albums') || template.startsWith('/v1/album')
          ? albumUuid
          : (work?.uuid ?? '');
      const pathFilled = template.replace(/\{(\w+)\}/gu, (_match, name: string) =>
        encodeURIComponent(name === 'uuid' ? uuid : (values[name] ?? '1')),
      );
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        const value = parameter.name === 'uuid' ? uuid : values[parameter.name];
        if (value !== undefined) query.set(parameter.name, value);
      }
      urls.push(query.size > 0 ? `${pathFilled}?${query.toString()}` : pathFilled);
    }
  }
  for (const author of ['demo_author', 'demo_user', 'demo_gold', 'privacy_owner']) {
    urls.push(
      `/v1/personal/getInfo?author=${author}`,
      `/api/authors/${author}`,
      `/v1/personal/getContent?author=${author}&typeIdx=0&pn=1`,
      `/v1/user/getHeader?author=${author}`,
    );
  }
  if (work) {
    urls.push(`/v1/webDetail/get?uuid=${work.uuid}`, `/api/kinds/${work.kind}/models/${work.uuid}`);
    for (const detail of ['mapping-detail', 'ue4-detail', 'uec-detail'])
      urls.push(`/v1/${detail}/get?uuid=${work.uuid}`);
  }
  for (const category of ['1', '2', '3', '4'])
    urls.push(
      `/v1/ranking/list?category=${category}`,
      `/v1/home/userIncome?category=${category}`,
      `/v1/home/authorIncome?category=${category}`,
      `/v1/home/userWorks?category=${category}`,
    );
  return urls;
}

describe('personal data in public answers', () => {
  it('never shows a phone number to visitors or other users; the owner sees it masked', async () => {
    for (const [token, expected] of [
      [null, null],
      [viewerToken, null],
      [ownerToken, '199****5678'],
    ] as const) {
      const profile = (await get('/api/authors/privacy_owner', token).expect(200)).body as {
        phone: string | null;
      };
      expect(profile.phone).toBe(expected);
      const legacy = (await get('/v1/personal/getInfo?author=privacy_owner', token).expect(200))
        .body as { data: { phone: string | null } };
      expect(legacy.data.phone).toBe(expected);
    }
    const demo = (await get('/v1/personal/getInfo?author=demo_user', viewerToken).expect(200))
      .body as { data: { phone: string | null } };
    expect(demo.data.phone).toBeNull();
  });

  it('sweeps every public answer, as a visitor and as another user, for phone numbers and other personal data', async () => {
    const urls = await publicUrls();
    expect(urls.length).toBeGreaterThan(60);
    const leaks: string[] = [];
    let answered = 0;
    for (const token of [null, viewerToken]) {
      for (const url of urls) {
        const response = await get(url, token);
        if (response.status === 200) answered += 1;
        // Pictures (captchas, avatars) have no text to search.
        const text = response.text ?? '';
        for (const secret of secrets)
          if (text.includes(secret))
            leaks.push(`${url} (${token === null ? 'visitor' : 'user'}): ${secret}`);
        const key = personalKeys.exec(text);
        if (key) leaks.push(`${url} (${token === null ? 'visitor' : 'user'}): ${key[0]}`);
      }
    }
    expect(leaks).toEqual([]);
    // The sweep reached real answers, not only refusals.
    expect(answered).toBeGreaterThan(urls.length);
  }, 120_000);
});
