/**
 * Rate limits sized for real traffic: static files never count, signed-in callers have their own
 * budget, an address has a ceiling whatever cookies it sends, costly calls a tighter budget, and a
 * refused page load gets a Chinese page instead of an error body.
 */
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

  it('answers a refused page load with a Chinese page that reloads itself, never an error body', async () => {
    const fresh = await build({ V1_UPSTREAM: upstream.url, RATE_LIMIT_MAX: '1' });
    try {
      await statuses(fresh, 1, { url: '/list/max', headers: { accept: 'text/html' } });
      const refused = await fresh.inject({
        method: 'GET',
        url: '/list/max',
        remoteAddress: '198.51.100.7',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain(RATE_LIMITED_PAGE.text);
      expect(refused.body).toMatch(/http-equiv="refresh" content="\d+"/u);
      expect(refused.body).not.toContain('RATE_LIMITED');
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
