import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOpen } from '@yunmo/server-kit/port-open';
import { catalogueRoutes, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { build } from './helper.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream({
    ...catalogueRoutes(),
    '/v1/home/legacyRaw': { raw: '{"code":200,"msg":"success","data":{"keep_me":"as-is"}}' },
    '/files/big.bin': (recorded) =>
      recorded.headers.range === 'bytes=0-3'
        ? { raw: 'abcd', status: 206, contentType: 'application/octet-stream' }
        : { raw: 'abcdefgh', status: 200, contentType: 'application/octet-stream' },
  });
  app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

function cookiesOf(response: request.Response): string[] {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return header ?? [];
}

async function csrfSession(https = false, server = app) {
  const call = request(server.server).get('/api/session/csrf');
  if (https) void call.set('x-forwarded-proto', 'https');
  const response = await call.expect(200);
  const cookies = cookiesOf(response);
  return {
    token: response.body.csrfToken as string,
    cookies,
    cookieHeader: cookies.map((cookie) => cookie.split(';')[0]).join('; '),
  };
}

describe('headers', () => {
  it('sends a real CSP: self scripts, images self + data: + blob:, no inline scripts', async () => {
    const response = await request(app.server).get('/').set('accept', 'text/html').expect(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // WebAssembly (the 3D viewer's meshopt decoder) may compile; JavaScript eval stays off.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(?:;|$)/u);
    expect(csp).not.toMatch(/script-src[^;]* 'unsafe-eval'/u);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows pictures from the bucket or CDN named by PICTURE_PUBLIC_BASE_URL, and from nowhere else', async () => {
    const withCdn = await build({
      V1_UPSTREAM: upstream.url,
      PICTURE_PUBLIC_BASE_URL: 'https://img.example.com/pictures/',
    });
    try {
      const response = await request(withCdn.server).get('/').set('accept', 'text/html');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/img\.example\.com(?:;|$)/u);
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    } finally {
      await withCdn.close();
    }
  });

  it('serves the OpenAPI docs at /api/docs', async () => {
    const document = await request(app.server).get('/api/docs/json').expect(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toContain('/api/kinds/{kind}/models');
    await request(app.server).get('/api/docs/').expect(200).expect('content-type', /html/);
    const legacy = await request(app.server).get('/api/docs/v1.json').expect(200);
    expect(Object.keys(legacy.body.paths)).toContain('/v1/model/search');
  });
});

describe('cookies and CSRF', () => {
  it('sets the secret cookie HttpOnly + SameSite=Lax, the readable token cookie, Secure only behind HTTPS', async () => {
    const plain = await csrfSession();
    const secret = plain.cookies.find((cookie) => cookie.startsWith('_csrf='));
    const readable = plain.cookies.find((cookie) => cookie.startsWith('csrf='));
    expect(secret).toMatch(/HttpOnly/);
    expect(secret).toMatch(/SameSite=Lax/);
    expect(secret).not.toMatch(/Secure/);
    expect(readable).not.toMatch(/HttpOnly/);
    expect(readable).toContain(`csrf=${plain.token}`);
    // X-Forwarded-Proto counts only from a proxy listed in TRUST_PROXY.
    const forged = await csrfSession(true);
    for (const cookie of forged.cookies) expect(cookie).not.toMatch(/; Secure/);
    const behindProxy = await build({
      V1_UPSTREAM: upstream.url,
      TRUST_PROXY: '127.0.0.1, ::1, ::ffff:127.0.0.1',
    });
    try {
      const https = await csrfSession(true, behindProxy);
      for (const cookie of https.cookies) expect(cookie).toMatch(/; Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses cookie-authenticated writes without the token, on /api and /v1', async () => {
    const session = await csrfSession();
    const withoutHeader = await request(app.server)
      .put('/api/albums/album-1/favourite')
      .set('cookie', `${session.cookieHeader}; token=user-token`)
      .expect(403);
    expect(withoutHeader.body.code).toBe('CSRF_REJECTED');
    await request(app.server)
      .put('/api/albums/album-1/favourite')
      .set('cookie', `${session.cookieHeader}; token=user-token`)
      .set('x-csrf-token', 'forged')
      .expect(403);
    const legacy = await request(app.server)
      .post('/v1/album/favour')
      .set('cookie', 'token=user-token')
      .send({ ablumId: 1 })
      .expect(403);
    expect(legacy.body).toEqual({ code: -1, msg: 'CSRF token missing or invalid', data: null });
    expect(upstream.requests.some((recorded) => recorded.path === '/v1/album/favour')).toBe(false);
  });

  it('accepts them with the token, forwarding the token cookie as the token header', async () => {
    const session = await csrfSession();
    await request(app.server)
      .put('/api/albums/album-1/favourite')
      .set('cookie', `${session.cookieHeader}; token=user-token`)
      .set('x-csrf-token', session.token)
      .expect(204);
    const favour = upstream.requests.findLast((recorded) => recorded.path === '/v1/album/favour');
    expect(favour?.headers.token).toBe('user-token');
    expect(JSON.parse(favour?.body ?? '{}')).toEqual({ ablumId: 1 });
    await request(app.server)
      .delete('/api/albums/album-1/favourite')
      .set('cookie', `${session.cookieHeader}; token=user-token`)
      .set('x-csrf-token', session.token)
      .expect(204);
  });

  it('writes without the cookie need no CSRF token but still need login', async () => {
    const response = await request(app.server)
      .put('/api/channels/su/hobbies')
      .send({ categoryIds: [1] })
      .expect(401);
    expect(response.body.loginUrl).toBe('/login?source=MODEL&redirect=%2F');
  });

  it('does not send the token to public, cached calls', async () => {
    await request(app.server).get('/api/label-words').set('cookie', 'token=user-token').expect(200);
    const call = upstream.requests.findLast((recorded) => recorded.path === '/v1/home/labelWords');
    expect(call?.headers.token).toBeUndefined();
  });
});

describe('/v1 and /files passthrough', () => {
  it('passes legacy bodies unchanged, adds the token header from the cookie and drops cookies', async () => {
    const response = await request(app.server)
      .get('/v1/home/legacyRaw?x=1')
      .set('cookie', 'token=t-1; other=secret')
      .expect(200);
    expect(response.text).toBe('{"code":200,"msg":"success","data":{"keep_me":"as-is"}}');
    const call = upstream.requests.findLast((recorded) => recorded.path === '/v1/home/legacyRaw');
    expect(call?.headers.token).toBe('t-1');
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.query.get('x')).toBe('1');
  });

  it('keeps an explicit token header of old clients', async () => {
    await request(app.server).get('/v1/home/legacyRaw').set('token', 'header-token').expect(200);
    expect(
      upstream.requests.findLast((recorded) => recorded.path === '/v1/home/legacyRaw')?.headers
        .token,
    ).toBe('header-token');
  });

  it('passes Range requests through for files', async () => {
    const partial = await request(app.server)
      .get('/files/big.bin')
      .set('range', 'bytes=0-3')
      .expect(206);
    expect(Buffer.from(partial.body as Buffer).toString()).toBe('abcd');
  });
});

describe('rate limiting', () => {
  it('answers 429 in the error shape past the budget', async () => {
    const limited = await build({ V1_UPSTREAM: upstream.url, RATE_LIMIT_MAX: '3' });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await request(limited.server).get('/api/label-words').expect(200);
      const response = await request(limited.server).get('/api/label-words').expect(429);
      expect(response.body.code).toBe('RATE_LIMITED');
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

/** Whether a Redis server answers at 127.0.0.1:6379 (CI machines may have none). */
function redisAvailable(): Promise<boolean> {
  return portOpen('127.0.0.1', 6379);
}

describe.skipIf(!(await redisAvailable()))('rate limiting with the Redis store', () => {
  it('counts in Redis: a second gateway instance sees the first one’s budget', async () => {
    // A client address of its own, so runs never share a counter.
    const clientAddress = `10.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}`;
    const environment = {
      V1_UPSTREAM: upstream.url,
      RATE_LIMIT_MAX: '2',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '127.0.0.1, ::1, ::ffff:127.0.0.1',
    };
    const first = await build(environment);
    const second = await build(environment);
    try {
      await request(first.server)
        .get('/api/label-words')
        .set('x-forwarded-for', clientAddress)
        .expect(200);
      await request(second.server)
        .get('/api/label-words')
        .set('x-forwarded-for', clientAddress)
        .expect(200);
      const limited = await request(first.server)
        .get('/api/label-words')
        .set('x-forwarded-for', clientAddress)
        .expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('logs', () => {
  it('are structured, carry request ids and redact tokens, cookies and authorization', async () => {
    const logLines: string[] = [];
    const logged = await build({ V1_UPSTREAM: upstream.url }, { logLines });
    try {
      await request(logged.server)
        .get('/api/label-words')
        .set('cookie', 'token=SECRET-COOKIE-TOKEN')
        .set('authorization', 'Bearer SECRET-BEARER')
        .set('token', 'SECRET-HEADER-TOKEN')
        .set('x-request-id', 'trace-123')
        // A bearer credential that is not a personal access token is refused (ADR 0033); it is still logged redacted.
        .expect(401);
    } finally {
      await logged.close();
    }
    const text = logLines.join('\n');
    expect(text).not.toMatch(/SECRET-/);
    const incoming = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'incoming request');
    expect(incoming?.reqId).toBe('trace-123');
    expect(incoming?.req).toMatchObject({
      headers: { cookie: '[Redacted]', authorization: '[Redacted]', token: '[Redacted]' },
    });
  });
});
