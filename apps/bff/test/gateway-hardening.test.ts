/**
 * Regression tests of the gateway's edge: CSRF on the path the router uses, which forwarded
 * headers are believed, the signed client address, absolute URLs from the configured origin,
 * `Expect: 100-continue` through the passthrough, and the cache, request-id and HSTS headers.
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CLIENT_IP_SIGNATURE_HEADER,
  clientAddressMessage,
  parseClientAddressSignature,
} from '@yunmo/domain/client-address';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueRoutes,
  legacyCard,
  startFakeUpstream,
  type FakeUpstream,
} from './fake-upstream.js';
import { build } from './helper.js';

const gatewaySecret = 'a-shared-secret-of-at-least-32-characters';
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream({
    ...catalogueRoutes(),
    '/v1/member/activateMember': { data: 'activated' },
    '/v1/sign/in': { data: 'signed' },
    '/v1/pay/notify/sandbox': { raw: 'success', contentType: 'text/plain' },
    '/v1/upload/echo': (recorded) => ({ data: { bytes: recorded.body.length } }),
    // The API's own helmet sends HSTS; over plain HTTP the gateway must not pass it on.
    '/v1/home/withHsts': {
      raw: '{"code":200,"msg":"success","data":null}',
      headers: { 'strict-transport-security': 'max-age=15552000; includeSubDomains' },
    },
  });
  app = await build({
    V1_UPSTREAM: upstream.url,
    CACHE_TTL_MS: '0',
    GATEWAY_SECRET: gatewaySecret,
  });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const reached = (path: string) =>
  upstream.requests.filter((recorded) => recorded.path.toLowerCase().endsWith(path.toLowerCase()))
    .length;

describe('CSRF on the path the router sees', () => {
  // Variants of cookie-authenticated writes that once slipped past a prefix test on the raw URL.
  const variants = [
    '/%761/member/activateMember',
    '/%76%31/member/activateMember',
    '/v1/member/%61ctivateMember',
    '//v1/member/activateMember',
    '/v1//member/activateMember',
    '/V1/member/activateMember',
    '/%2Fv1/member/activateMember',
    '/v1/pay/notify/sandbox/../../member/activateMember',
    '/v1/pay/notify/%2e%2e/%2e%2e/member/activateMember',
    '/v1/pay/notify/sandbox%2f..%2f..%2fmember/activateMember',
    '/%61pi/sign-in',
    '/API/sign-in',
    '//api/sign-in',
    '/%76%31/sign/in',
  ];

  it.each(variants)('refuses %s without the token and never calls the API', async (url) => {
    const before = reached('/member/activateMember') + reached('/sign/in');
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: 'token=victim-token', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(reached('/member/activateMember') + reached('/sign/in')).toBe(before);
  });

  it('still lets signed payment notifications through without the token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/pay/notify/sandbox',
      headers: { cookie: 'token=payer-token', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('success');
  });
});

describe('forwarded headers and the client address', () => {
  it('does not believe X-Forwarded-For from an unlisted peer: rotating it still meets the rate limit', async () => {
    const limited = await build({ V1_UPSTREAM: upstream.url, RATE_LIMIT_MAX: '5' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const response = await limited.inject({
          method: 'GET',
          url: '/api/label-words',
          remoteAddress: '127.0.0.1',
          headers: {
            'x-forwarded-for': `198.51.100.${String(attempt + 1)}`,
            'x-real-ip': `203.0.113.${String(attempt + 1)}`,
          },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For and -Proto only from the proxies listed in TRUST_PROXY', async () => {
    const behindProxy = await build({ V1_UPSTREAM: upstream.url, TRUST_PROXY: '10.0.0.0/8, ::1' });
    try {
      await behindProxy.inject({
        method: 'GET',
        url: '/v1/home/navList',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(upstream.requests.at(-1)?.headers['x-client-ip']).toBe('198.51.100.9');
      await behindProxy.inject({
        method: 'GET',
        url: '/v1/home/navList',
        remoteAddress: '192.168.1.5',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(upstream.requests.at(-1)?.headers['x-client-ip']).toBe('192.168.1.5');
    } finally {
      await behindProxy.close();
    }
  });

  it('hands the API a signed address and drops every client-sent copy', async () => {
    const before = Date.now();
    await app.inject({
      method: 'GET',
      url: '/v1/home/navList',
      remoteAddress: '127.0.0.1',
      headers: {
        'x-client-ip': '203.0.113.66',
        [CLIENT_IP_SIGNATURE_HEADER]: `${String(before)}.${'0'.repeat(64)}`,
        'x-forwarded-for': '203.0.113.67',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=203.0.113.68',
      },
    });
    const headers = upstream.requests.at(-1)?.headers ?? {};
    expect(headers['x-client-ip']).toBe('127.0.0.1');
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    const signature = parseClientAddressSignature(String(headers[CLIENT_IP_SIGNATURE_HEADER]));
    expect(signature).toBeDefined();
    expect(signature?.issuedAtMs).toBeGreaterThanOrEqual(before);
    const expected = createHmac('sha256', gatewaySecret)
      .update(clientAddressMessage('127.0.0.1', signature?.issuedAtMs ?? 0))
      .digest('hex');
    expect(signature?.mac).toBe(expected);
  });

  it('signs the address on the gateway’s own upstream calls too', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/label-words',
      remoteAddress: '198.51.100.23',
      headers: { 'user-agent': 'browser/1.0' },
    });
    const call = upstream.requests.findLast((recorded) => recorded.path === '/v1/home/labelWords');
    expect(call?.headers['x-client-ip']).toBe('198.51.100.23');
    expect(call?.headers[CLIENT_IP_SIGNATURE_HEADER]).toMatch(/^\d+\.[0-9a-f]{64}$/);
    expect(call?.headers['user-agent']).toBe('browser/1.0');
  });
});

describe('absolute URLs', () => {
  it('come from PUBLIC_ORIGIN, never from a forged Host header', async () => {
    const withOrigin = await build({
      V1_UPSTREAM: upstream.url,
      CACHE_TTL_MS: '0',
      PUBLIC_ORIGIN: 'https://www.yunmo.test',
    });
    try {
      upstream.routes['/v1/model/search'] = {
        data: {
          total: 1,
          totalCapped: false,
          records: [legacyCard({ thumbPath: '/files/thumbs/x.jpg' })],
        },
      };
      const page = await request(withOrigin.server)
        .get('/list/max/1-11-0-1-0-0-0-0-0-0-0-0')
        .set('host', 'evil.example')
        .set('x-forwarded-host', 'evil2.example')
        .set('accept', 'text/html')
        .expect(200);
      expect(page.text).toContain(
        '<link rel="canonical" href="https://www.yunmo.test/list/max/1-11-0-1-0-0-0-0-0-0-0-0">',
      );
      expect(page.text).not.toContain('evil');
    } finally {
      await withOrigin.close();
    }
  });

  it('default to http://localhost:$PORT', async () => {
    const page = await request(app.server)
      .get('/list/max/1-11-0-1-0-0-0-0-0-0-0-0')
      .set('host', 'evil.example')
      .set('accept', 'text/html')
      .expect(200);
    expect(page.text).toContain('<link rel="canonical" href="http://localhost:3000/list/max/');
    expect(page.text).not.toContain('evil');
  });
});

describe('Expect: 100-continue through the passthrough', () => {
  it('delivers the body upstream and answers 200, as curl does for large uploads', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const body = Buffer.alloc(200_000, 'x');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/upload/echo',
        headers: {
          expect: '100-continue',
          'content-type': 'application/octet-stream',
          'content-length': String(body.length),
        },
      });
      outgoing.on('continue', () => outgoing.end(body));
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      code: 200,
      msg: 'success',
      data: { bytes: body.length },
    });
  });
});

describe('response headers', () => {
  it('mark signed-in answers private, no-store; public ones stay cacheable', async () => {
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/label-words',
      headers: { cookie: 'token=user-token' },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const passthrough = await app.inject({
      method: 'GET',
      url: '/v1/home/navList',
      headers: { token: 'user-token' },
    });
    expect(passthrough.headers['cache-control']).toBe('private, no-store');
    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'token=user-token', accept: 'text/html' },
    });
    expect(page.headers['cache-control']).toBe('private, no-store');
    const guest = await app.inject({ method: 'GET', url: '/api/label-words' });
    expect(guest.headers['cache-control']).not.toContain('no-store');
  });

  it('keep a well-formed X-Request-Id and replace any other', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/label-words',
      headers: { 'x-request-id': 'trace-0123.abc_DEF' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-0123.abc_DEF');
    for (const bad of [
      'short',
      'x'.repeat(65),
      'has space in it',
      'line\u0001break-xyz',
      '<script>alert(1)</script>',
    ]) {
      const replaced = await app.inject({
        method: 'GET',
        url: '/api/label-words',
        headers: { 'x-request-id': bad },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('send HSTS only over HTTPS from a trusted proxy', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/label-words' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await app.inject({
      method: 'GET',
      url: '/api/label-words',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const passedOn = await app.inject({ method: 'GET', url: '/v1/home/withHsts' });
    expect(passedOn.statusCode).toBe(200);
    expect(passedOn.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await build({ V1_UPSTREAM: upstream.url, TRUST_PROXY: '127.0.0.1' });
    try {
      const https = await behindProxy.inject({
        method: 'GET',
        url: '/api/label-words',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await behindProxy.close();
    }
  });
});
