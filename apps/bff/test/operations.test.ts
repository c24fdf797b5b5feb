import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApi, type TestApi } from '@yunmo/api/testing';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueRoutes, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { loggedUrl, wantsPrettyLogs } from '../src/app.js';
import { build, webDistFixture } from './helper.js';
import { registerThroughGateway } from './register-helper.js';

/** GETs the bytes as sent (supertest would decode them): status, headers and body. */
async function rawGet(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

const script = Buffer.from(
  `export const rows = [${Array.from({ length: 400 }, (_, index) => `{id:${String(index)},name:"model ${String(index)}"}`).join(',')}];\n`,
);

let webDist: string;
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  // A build as apps/web writes it: a hashed script with its .br and .gz copies beside it.
  webDist = mkdtempSync(join(tmpdir(), 'yunmo-web-dist-'));
  cpSync(webDistFixture, webDist, { recursive: true });
  writeFileSync(join(webDist, 'assets/index-Bx7Qm2Lp.js'), script);
  writeFileSync(join(webDist, 'assets/index-Bx7Qm2Lp.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets/index-Bx7Qm2Lp.js.gz'), gzipSync(script, { level: 9 }));
  upstream = await startFakeUpstream({
    ...catalogueRoutes(),
    '/readyz': { raw: '{"status":"ok"}' },
  });
  app = await build({ V1_UPSTREAM: upstream.url, WEB_DIST: webDist });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends the precompressed brotli copy of a hashed asset to a browser that takes br, cached for a year', async () => {
    const response = await rawGet(app, '/assets/index-Bx7Qm2Lp.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/u);
    expect(response.headers.vary).toMatch(/accept-encoding/iu);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.status).toBe(200);
    const body = response.body;
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(brotliDecompressSync(body).equals(script)).toBe(true);
    expect(body.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await rawGet(app, '/assets/index-Bx7Qm2Lp.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/iu);
    expect(gunzipSync(gzip.body).equals(script)).toBe(true);
    const identity = await rawGet(app, '/assets/index-Bx7Qm2Lp.js', {
      'accept-encoding': 'identity',
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(identity.headers['content-length'])).toBe(script.length);
    expect(identity.body.equals(script)).toBe(true);
    const none = await app.inject({ method: 'GET', url: '/assets/index-Bx7Qm2Lp.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload.equals(script)).toBe(true);
  });

  it('does not mark the page shell immutable', async () => {
    const page = await request(app.server).get('/').set('accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON above 1 KB by negotiation and leaves small JSON alone', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/home' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await rawGet(app, '/api/home', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/iu);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body);
    const gzip = await rawGet(app, '/api/home', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.body);
    const small = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('health and metrics', () => {
  it('answers liveness, and readiness from the API', async () => {
    expect((await request(app.server).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(app.server).get('/readyz').expect(200)).body).toEqual({
      status: 'ok',
      checks: { upstream: 'ok' },
    });
    const down = await build({ V1_UPSTREAM: 'http://127.0.0.1:9', WEB_DIST: webDist });
    try {
      const response = await request(down.server).get('/readyz').expect(503);
      expect(response.body).toEqual({ status: 'unavailable', checks: { upstream: 'unreachable' } });
      await request(down.server).get('/healthz').expect(200);
    } finally {
      await down.close();
    }
  });

  it('never answers the operations paths with the app shell', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const response = await request(app.server).get(path).set('accept', 'text/html,*/*');
      expect(response.headers['content-type']).not.toMatch(/html/u);
    }
    const hidden = await request(app.server)
      .get('/metrics')
      .set('accept', 'text/html')
      .set('x-forwarded-for', '203.0.113.7')
      .expect(404);
    expect(hidden.headers['content-type']).toMatch(/json/u);
  });

  it('serves Prometheus text by route pattern, with cache hits, to loopback only', async () => {
    await request(app.server).get('/api/home').expect(200);
    await request(app.server).get('/api/home').expect(200);
    await request(app.server).get('/assets/index-Bx7Qm2Lp.js?v=123').expect(200);
    const metrics = await request(app.server).get('/metrics').expect(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/u);
    const lines = metrics.text.split('\n');
    expect(
      lines.some(
        (line) =>
          line.startsWith('http_request_duration_seconds_bucket{') &&
          line.includes('route="/api/home"'),
      ),
    ).toBe(true);
    expect(
      lines.some((line) => line.startsWith('http_requests_total{') && line.includes('route="/*"')),
    ).toBe(true);
    expect(metrics.text).not.toContain('v=123');
    expect(
      lines.find((line) => line.startsWith('gateway_cache_lookups_total{result="hit"')),
    ).toMatch(/ [1-9][0-9]*$/u);
    expect(metrics.text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(metrics.text).toContain('nodejs_heap_size_used_bytes');
    // Relayed by a proxy (a reverse proxy on this machine): refused.
    await request(app.server).get('/metrics').set('x-forwarded-for', '203.0.113.7').expect(404);
  });

  it('with METRICS_TOKEN, serves /metrics to that bearer token only', async () => {
    const guarded = await build({
      V1_UPSTREAM: upstream.url,
      WEB_DIST: webDist,
      METRICS_TOKEN: 'scrape-token-0123456789',
    });
    try {
      await request(guarded.server).get('/metrics').expect(404);
      await request(guarded.server)
        .get('/metrics')
        .set('authorization', 'Bearer wrong-token-0123456789')
        .expect(404);
      await request(guarded.server)
        .get('/metrics')
        .set('authorization', 'Bearer scrape-token-0123456789')
        .set('x-forwarded-for', '203.0.113.7')
        .expect(200);
    } finally {
      await guarded.close();
    }
  });

  it('sheds load with 503 and Retry-After above the heap limit, and stays alive', async () => {
    const pressed = await build({
      V1_UPSTREAM: upstream.url,
      WEB_DIST: webDist,
      UNDER_PRESSURE_MAX_HEAP_USED_MB: '1',
    });
    try {
      await vi.waitFor(
        async () => {
          const shed = await request(pressed.server).get('/api/home').expect(503);
          expect(shed.headers['retry-after']).toBe('10');
          expect(shed.body).toMatchObject({
            code: 'RATE_LIMITED',
            status: 503,
            detail: '请求过于频繁，请稍后再试',
          });
        },
        { timeout: 10_000, interval: 200 },
      );
      await request(pressed.server).get('/healthz').expect(200);
    } finally {
      await pressed.close();
    }
  });
});

describe('logs through the gateway and the API', () => {
  let api: TestApi;
  let gateway: FastifyInstance;
  const apiLines: string[] = [];
  const gatewayLines: string[] = [];

  beforeAll(async () => {
    api = await createTestApi({ count: 20, logLines: apiLines });
    gateway = await build(
      { V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' },
      { logLines: gatewayLines },
    );
  }, 180_000);
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  it('follows one request id from the gateway into the API, with the service name on every line', async () => {
    await request(gateway.server)
      .get('/api/home')
      .set('x-request-id', 'trace-home-000123')
      .expect(200)
      .expect('x-request-id', 'trace-home-000123');
    const parsedGateway = gatewayLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const parsedApi = apiLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      parsedGateway.filter((line) => line.reqId === 'trace-home-000123').length,
    ).toBeGreaterThanOrEqual(2);
    // The home page is several API calls: each is logged by the API under the gateway's id.
    expect(
      parsedApi.filter(
        (line) => line.reqId === 'trace-home-000123' && line.msg === 'incoming request',
      ).length,
    ).toBeGreaterThanOrEqual(2);
    expect(parsedGateway.every((line) => line.service === 'gateway')).toBe(true);
    expect(parsedApi.every((line) => line.service === 'api')).toBe(true);
  });

  it('keeps passwords, tokens, cookies and phone numbers of a registration and a login out of both logs', async () => {
    const phone = '13200000777';
    const password = 'Secret-horse-4471';
    const agent = request.agent(gateway.server);
    const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
    expect(
      (await registerThroughGateway(agent, csrf, { userName: 'logcheck_02', phone, password }))
        .status,
    ).toBe(201);
    const login = await agent
      .post('/api/session/login')
      .set('x-csrf-token', csrf)
      .send({ account: phone, password })
      .expect(200);
    const token =
      ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .find((cookie) => cookie.startsWith('token='))
        ?.split(';')[0]
        ?.slice('token='.length) ?? '';
    expect(token.length).toBeGreaterThan(10);
    await agent.get('/api/me').expect(200);
    await request(gateway.server).get('/api/me').set('cookie', `token=${token}`).expect(200);
    await agent
      .post('/api/session/login')
      .set('x-csrf-token', csrf)
      .send({ account: phone, password: 'Wrong-horse-4472' })
      .expect(422);

    expect(gatewayLines.length).toBeGreaterThan(10);
    expect(apiLines.length).toBeGreaterThan(10);
    for (const [name, log] of [
      ['gateway', gatewayLines.join('\n')],
      ['api', apiLines.join('\n')],
    ] as const) {
      for (const secret of [password, 'Wrong-horse-4472', token, phone, csrf]) {
        expect(log.includes(secret), `${name} log holds ${secret}`).toBe(false);
      }
    }
  });
});

describe('log format', () => {
  it('is readable on a terminal or with LOG_PRETTY=1, JSON otherwise', () => {
    expect(wantsPrettyLogs(undefined, true)).toBe(true);
    expect(wantsPrettyLogs(undefined, false)).toBe(false);
    expect(wantsPrettyLogs('1', false)).toBe(true);
    expect(wantsPrettyLogs('0', true)).toBe(false);
  });

  it('logs URLs without phone numbers, tokens or codes in their queries', () => {
    expect(loggedUrl('/v1/sms/sandbox/outbox?phone=13200000777&page=2')).toBe(
      '/v1/sms/sandbox/outbox?phone=[Redacted]&page=2',
    );
    expect(loggedUrl('/x?a=1&token=abc&smsCode=123456#top')).toBe(
      '/x?a=1&token=[Redacted]&smsCode=[Redacted]#top',
    );
    expect(loggedUrl('/api/models/max?page=2')).toBe('/api/models/max?page=2');
  });
});
