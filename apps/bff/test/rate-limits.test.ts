/**
 * Rate limits sized for real traffic: static files never count, signed-in callers have their own
 * budget, an address has a ceiling whatever cookies it sends, costly calls a tighter budget, and a
 * refused page load gets the web app, which says so in Chinese, instead of an error body.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_LIMITED_PAGE } from '@yunmo/domain/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { build } from './helper.js';

let upstream: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream(catalogueRoutes());
});
afterAll(async () => {
  await upstream.close();
});

async function statuses(
  app: FastifyInstance,
  count: number,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    payload?: object;
  },
) {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      remoteAddress: '198.51.100.7',
      headers: options.headers ?? {},
      payload: options.payload,
    });
    seen.push(response.statusCode);
  }
  return seen;
}

describe('rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({
      V1_UPSTREAM: upstream.url,
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_ADDRESS_MAX: '10',
      RATE_LIMIT_COSTLY_MAX: '2',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('never counts static files, so a page with dozens of assets does not eat the budget', async () => {
    const assets = await statuses(app, 12, { url: '/assets/app.css' });
    expect(assets.every((status) => status === 200)).toBe(true);
    const calls = await statuses(app, 6, {
      url: '/api/label-words',
      headers: { 'x-test': 'static' },
    });
    expect(calls).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('still serves lazy chunks, stylesheets and images to an address whose call budget is spent', async () => {
    const fresh = await build({
      V1_UPSTREAM: upstream.url,
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_ADDRESS_MAX: '2',
    });
    try {
      const calls = await statuses(fresh, 3, { url: '/api/label-words' });
      expect(calls).toEqual([200, 200, 429]);
      for (const url of [
        '/assets/app.css',
        '/assets/chunk-list-3f9a1c.js',
        '/files/renders/m/0000/1/cover-480.webp',
        '/files/banners/1.jpg',
      ]) {
        const answers = await statuses(fresh, 5, { url });
        expect(answers.some((status) => status === 429)).toBe(false);
      }
    } finally {
      await fresh.close();
    }
  });

  it('gives each signed-in session its own budget, under one address ceiling that invented cookies do not lift', async () => {
    const fresh = await build({
      V1_UPSTREAM: upstream.url,
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_ADDRESS_MAX: '10',
    });
    try {
      const first = await statuses(fresh, 4, {
        url: '/api/label-words',
        headers: { cookie: 'token=session-one' },
      });
      const second = await statuses(fresh, 4, {
        url: '/api/label-words',
        headers: { cookie: 'token=session-two' },
      });
      expect([...first, ...second].every((status) => status === 200)).toBe(true);
      // Two more sessions' worth from the same address meets the ceiling of 10.
      const invented = await statuses(fresh, 4, {
        url: '/api/label-words',
        headers: { cookie: 'token=invented-three' },
      });
      expect(invented).toEqual([200, 200, 429, 429]);
    } finally {
      await fresh.close();
    }
  });

  it('gives each personal access token its own budget, apart from a session with the same text', async () => {
    const fresh = await build({
      V1_UPSTREAM: upstream.url,
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_ADDRESS_MAX: '100',
    });
    try {
      const tokenOne = `ymp_r_${'a'.repeat(43)}`;
      const tokenTwo = `ymp_r_${'b'.repeat(43)}`;
      const one = await statuses(fresh, 4, {
        url: '/api/label-words',
        headers: { authorization: `Bearer ${tokenOne}` },
      });
      const two = await statuses(fresh, 3, {
        url: '/api/label-words',
        headers: { authorization: `Bearer ${tokenTwo}` },
      });
      expect(one).toEqual([200, 200, 200, 429]);
      expect(two).toEqual([200, 200, 200]);
      // The refusal is a problem document with the wait.
      const refused = await fresh.inject({
        method: 'GET',
        url: '/api/label-words',
        headers: { authorization: `Bearer ${tokenOne}` },
      });
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/u);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        status: 429,
        title: '访问过于频繁',
      });
      expect((refused.json() as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(
        0,
      );
    } finally {
      await fresh.close();
    }
  });

  it('keeps a tighter budget on costly calls such as login', async () => {
    const fresh = await build({ V1_UPSTREAM: upstream.url, RATE_LIMIT_COSTLY_MAX: '2' });
    try {
      const tokenResponse = await fresh.inject({
        method: 'GET',
        url: '/api/session/csrf',
        remoteAddress: '198.51.100.7',
      });
      const csrf = (tokenResponse.json() as { csrfToken: string }).csrfToken;
      const cookie = tokenResponse.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
      const logins = await statuses(fresh, 3, {
        url: '/api/session/login',
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        payload: { phone: '13800000000', password: 'not-the-password' },
      });
      expect(logins.slice(0, 2).every((status) => status !== 429)).toBe(true);
      expect(logins[2]).toBe(429);
      // Browsing is not affected by the login budget.
      expect((await statuses(fresh, 1, { url: '/api/label-words' }))[0]).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('answers a refused page load with the web app, told to show the refusal and reload, never an error body', async () => {
    const fresh = await build({ V1_UPSTREAM: upstream.url, RATE_LIMIT_MAX: '1' });
    try {
      const refused = await secondPageLoad(fresh);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The app's own page (its root and entry script), with the wait for the app to read.
      expect(refused.body).toContain('<div id="root"></div>');
      expect(refused.body).toContain('<link rel="stylesheet" href="/assets/app.css" />');
      const wait = new RegExp(
        `<meta name="${RATE_LIMITED_PAGE.metaName}" content="(\\d+)">`,
        'u',
      ).exec(refused.body);
      expect(Number(wait?.[1])).toBeGreaterThan(0);
      expect(Number(wait?.[1])).toBeLessThanOrEqual(Number(refused.headers['retry-after']));
      expect(refused.body).toContain(`<title>${RATE_LIMITED_PAGE.title} - `);
      expect(refused.body).not.toContain('early-data.js');
      expect(refused.body).not.toContain('RATE_LIMITED');
      // Without a built app the gateway's own Chinese page says the same and reloads itself.
      const bare = await build({
        V1_UPSTREAM: upstream.url,
        RATE_LIMIT_MAX: '1',
        WEB_DIST: mkdtempSync(join(tmpdir(), 'no-web-')),
      });
      try {
        const plain = await secondPageLoad(bare);
        expect(plain.statusCode).toBe(429);
        expect(plain.body).toContain(RATE_LIMITED_PAGE.text);
        expect(plain.body).toMatch(/http-equiv="refresh" content="\d+"/u);
      } finally {
        await bare.close();
      }
      const call = await fresh.inject({
        method: 'GET',
        url: '/api/label-words',
        remoteAddress: '198.51.100.7',
      });
      expect(call.statusCode).toBe(429);
      expect(call.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    } finally {
      await fresh.close();
    }
  });
});

/** Loads a list page twice from one address and answers the second load. */
async function secondPageLoad(gateway: FastifyInstance) {
  await statuses(gateway, 1, { url: '/list/max', headers: { accept: 'text/html' } });
  return gateway.inject({
    method: 'GET',
    url: '/list/max',
    remoteAddress: '198.51.100.7',
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
}
