import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import app, { serverOptions } from '../src/app.js';
import { createSession } from './session-helper.js';

interface Built {
  app: FastifyInstance;
  logLines: string[];
  close(): Promise<void>;
}

/** The API as the server builds it (its logger options), logging JSON into `logLines`. */
async function buildLogged(extraEnv: Record<string, string> = {}): Promise<Built> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-ops-'));
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const env = {
    DATABASE_URL: '',
    YUNMO_DATA_DIR: dataDir,
    PGLITE_IN_MEMORY: '1',
    SEED_COUNT: '20',
    SEED_VALUE: '42',
    SEED_IMAGES: '0',
    CAPTCHA_REVEAL_ANSWERS: '1',
    LOG_LEVEL: 'info',
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...extraEnv,
  };
  const instance = Fastify(serverOptions(env, stream));
  await instance.register(fp(app), { env });
  await instance.ready();
  return {
    app: instance,
    logLines,
    async close() {
      await instance.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A 1 × 1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Legacy<Data = unknown> {
  code: number;
  msg: string;
  data: Data;
}

describe('operations: health, metrics, compression and logs of the API', () => {
  let built: Built;
  let server: FastifyInstance;

  beforeAll(async () => {
    built = await buildLogged();
    server = built.app;
  });
  afterAll(async () => {
    await built.close();
  });

  async function call<Data = unknown>(
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Legacy<Data>> {
    const response = await server.inject({
      method,
      url,
      headers: { 'x-client-ip': '10.9.0.1', ...headers },
      ...(body === undefined ? {} : { payload: body }),
    });
    return response.json<Legacy<Data>>();
  }

  it('answers liveness and readiness (database reachable, storage writable)', async () => {
    const live = await request(server.server).get('/healthz').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await request(server.server).get('/readyz').expect(200);
    expect(ready.body).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok', redis: 'memory' },
    });
  });

  it('takes a well-formed request id from the gateway, logs it with the service name, and replaces a malformed one', async () => {
    await request(server.server)
      .get('/healthz')
      .set('x-request-id', 'gw-trace-0001-abcdef')
      .expect(200);
    const traced = built.logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'gw-trace-0001-abcdef');
    expect(traced.length).toBeGreaterThanOrEqual(2);
    expect(traced.every((line) => line.service === 'api')).toBe(true);
    await request(server.server)
      .get('/healthz')
      .set('x-request-id', 'forged id <script>')
      .expect(200);
    expect(built.logLines.some((line) => line.includes('forged id'))).toBe(false);
    expect(
      built.logLines.every((line) => (JSON.parse(line) as { service?: string }).service === 'api'),
    ).toBe(true);
  });

  it('keeps passwords, tokens and phone numbers of a registration and a login out of the log', async () => {
    const phone = '13100000777';
    const password = 'Secret-horse-991';
    const issued = await call<{ captchaId: string; answer: string }>('GET', '/v1/account/captcha');
    const sent = await call('POST', '/v1/account/smsCode', {
      phone,
      captchaId: issued.data.captchaId,
      captcha: issued.data.answer,
    });
    expect(sent.code).toBe(200);
    const outbox = await call<{ text: string }[]>('GET', `/v1/sms/sandbox/outbox?phone=${phone}`);
    const smsCode = /验证码为([0-9]{6})/u.exec(outbox.data[0]?.text ?? '')?.[1] ?? '';
    expect(smsCode).toMatch(/^[0-9]{6}$/u);
    const registered = await call<{ token: string }>('POST', '/v1/account/register', {
      userName: 'logcheck_01',
      phone,
      password,
      smsCode,
    });
    expect(registered.code).toBe(200);
    const loggedIn = await call<{ token: string }>('POST', '/v1/account/login', {
      account: phone,
      password,
    });
    expect(loggedIn.code).toBe(200);
    // A failed login and a call with the token header are logged too.
    expect(
      (await call('POST', '/v1/account/login', { account: phone, password: 'Wrong-horse-992' }))
        .code,
    ).not.toBe(200);
    await call('GET', '/v1/account/info', undefined, {
      token: loggedIn.data.token,
      authorization: `Bearer ${loggedIn.data.token}`,
    });

    const log = built.logLines.join('\n');
    expect(built.logLines.length).toBeGreaterThan(10);
    for (const secret of [
      password,
      'Wrong-horse-992',
      registered.data.token,
      loggedIn.data.token,
      phone,
    ])
      expect(log).not.toContain(secret);
    // The sandbox SMS provider is the simulated phone: its one delivery line is the only place the code may be.
    const withCode = built.logLines.filter((line) => line.includes(smsCode));
    expect(withCode.every((line) => line.includes('sandbox SMS to'))).toBe(true);
  });

  it('counts sign-ins and serves Prometheus metrics by route pattern to loopback only', async () => {
    await request(server.server).get('/v1/model/search?page=1').expect(200);
    const metrics = await request(server.server).get('/metrics').expect(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/u);
    const text = metrics.text;
    expect(text).toMatch(/yunmo_sign_ins_total\{result="success",service="api"\} 1/u);
    expect(text).toMatch(/yunmo_sign_ins_total\{result="failure",service="api"\} 1/u);
    expect(text).toContain('# TYPE yunmo_downloads_granted_total counter');
    expect(text).toContain('# TYPE yunmo_orders_created_total counter');
    const loginBuckets = text
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('http_request_duration_seconds_bucket{') &&
          line.includes('route="/v1/account/login"'),
      );
    expect(loginBuckets.length).toBeGreaterThanOrEqual(12);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // Route patterns, never raw URLs with their queries.
    expect(text).not.toContain('page=1');
    // Relayed by a proxy: refused.
    await request(server.server).get('/metrics').set('x-forwarded-for', '203.0.113.9').expect(404);
  });

  it('counts granted downloads and created orders where they happen', async () => {
    const { token } = await createSession(server);
    const [model] = await server.db.rows<{ uuid: string }>(
      sql`select uuid from models where online and kind in (1, 2) and fee_category = 1 order by id limit 1`,
    );
    expect(model).toBeDefined();
    expect((await call('POST', '/v1/download/agree', {}, { token })).code).toBe(200);
    expect(
      (await call('POST', '/v1/download/checkUserPay', { uuid: model?.uuid }, { token })).code,
    ).toBe(200);
    expect(
      (
        await call(
          'POST',
          '/v1/gold/getOpenGoldQrcode',
          { total_fee: 99, dou: 0, payType: 'WX' },
          { token },
        )
      ).code,
    ).toBe(200);
    const text = (await request(server.server).get('/metrics').expect(200)).text;
    expect(text).toMatch(/yunmo_downloads_granted_total\{mode="check",service="api"\} 1/u);
    expect(text).toMatch(
      /yunmo_orders_created_total\{channel="qr",purpose="gold",service="api"\} 1/u,
    );
  });

  it('compresses JSON above 1 KB by negotiation and leaves small answers alone', async () => {
    const gzip = await request(server.server)
      .get('/v1/model/search?page=1')
      .set('accept-encoding', 'gzip')
      .buffer(true)
      .parse((incoming, callback) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    // supertest would decode gzip itself; the raw bytes prove it was compressed on the wire.
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/iu);
    const plain = await server.inject({ method: 'GET', url: '/v1/model/search?page=1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await server.inject({
      method: 'GET',
      url: '/v1/model/search?page=1',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const small = await server.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('load shedding of the API', () => {
  it('answers 503 with Retry-After when the heap is above its limit, and still answers liveness', async () => {
    const built = await buildLogged({ UNDER_PRESSURE_MAX_HEAP_USED_MB: '1', SEED_COUNT: '0' });
    try {
      await vi.waitFor(
        async () => {
          const shed = await built.app.inject({ method: 'GET', url: '/v1/model/search?page=1' });
          expect(shed.statusCode).toBe(503);
          expect(shed.headers['retry-after']).toBe('10');
          expect(shed.json()).toEqual({ code: 503, msg: '服务繁忙，请稍后再试', data: null });
        },
        { timeout: 10_000, interval: 200 },
      );
      expect((await built.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await built.close();
    }
  });
});

describe('rate limits of the API', () => {
  it('never counts pictures under /files, while calls from the same address are limited', async () => {
    const built = await buildLogged({ RATE_LIMIT_MAX: '2', SEED_COUNT: '3' });
    try {
      await writeFile(path.join(built.app.files.directory, 'free.png'), tinyPng);
      const from = { remoteAddress: '203.0.113.9' };
      const calls: number[] = [];
      for (let index = 0; index < 3; index += 1)
        calls.push(
          (await built.app.inject({ method: 'GET', url: '/v1/model/search?page=1', ...from }))
            .statusCode,
        );
      expect(calls).toEqual([200, 200, 429]);
      for (let index = 0; index < 5; index += 1)
        expect(
          (await built.app.inject({ method: 'GET', url: '/files/free.png', ...from })).statusCode,
        ).toBe(200);
    } finally {
      await built.close();
    }
  }, 180_000);
});
