import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portOpen } from '@yunmo/server-kit/port-open';
import app, { serverOptions } from '../src/app.js';
import { freePort } from './local-servers.js';

const redisServer = await new Promise<boolean>((resolve) => {
  const probe = spawn('redis-server', ['--version'], { stdio: 'ignore' });
  probe.on('error', () => resolve(false));
  probe.on('exit', (code) => resolve(code === 0));
});

interface Legacy<Data = unknown> {
  code: number;
  msg: string;
  data: Data;
}

/**
 * REDIS_URL points at a port where nothing listens: registration and sign-in still work on this
 * process's own limits, the outage is logged once and shown by /readyz and /metrics, and once a
 * Redis starts on that port the API goes back to it.
 */
describe('sign-in while Redis is down', () => {
  let server: FastifyInstance;
  let dataDir = '';
  let port = 0;
  let redis: ChildProcess | undefined;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-redis-down-'));
    port = await freePort();
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
      SEED_COUNT: '5',
      SEED_VALUE: '42',
      SEED_IMAGES: '0',
      CAPTCHA_REVEAL_ANSWERS: '1',
      LOG_LEVEL: 'info',
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      REDIS_URL: `redis://127.0.0.1:${String(port)}/4`,
      REDIS_KEY_PREFIX: 'yunmo-outage-test:',
    };
    server = Fastify(serverOptions(env, stream));
    await server.register(fp(app), { env });
    await server.ready();
  }, 120_000);
  afterAll(async () => {
    await server.close();
    redis?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function call<Data = unknown>(
    method: 'GET' | 'POST',
    url: string,
    body?: object,
  ): Promise<Legacy<Data>> {
    const response = await server.inject({
      method,
      url,
      headers: { 'x-client-ip': '10.9.0.2' },
      ...(body === undefined ? {} : { payload: body }),
    });
    return response.json<Legacy<Data>>();
  }

  it('registers and signs in on per-process limits, and says so once in the log, /readyz and /metrics', async () => {
    const phone = '13100000778';
    const password = 'Outage-horse-993';
    const issued = await call<{ captchaId: string; answer: string }>('GET', '/v1/account/captcha');
    expect(issued.code).toBe(200);
    const sent = await call('POST', '/v1/account/smsCode', {
      phone,
      captchaId: issued.data.captchaId,
      captcha: issued.data.answer,
    });
    expect(sent.code).toBe(200);
    const outbox = await call<{ text: string }[]>('GET', `/v1/sms/sandbox/outbox?phone=${phone}`);
    const smsCode = /验证码为([0-9]{6})/u.exec(outbox.data[0]?.text ?? '')?.[1] ?? '';
    const registered = await call('POST', '/v1/account/register', {
      userName: 'outage_01',
      phone,
      password,
      smsCode,
    });
    expect(registered.code).toBe(200);
    const wrong = await call('POST', '/v1/account/login', {
      account: phone,
      password: 'Wrong-horse-994',
    });
    expect(wrong.code).not.toBe(200);
    const loggedIn = await call<{ token: string }>('POST', '/v1/account/login', {
      account: phone,
      password,
    });
    expect(loggedIn.code).toBe(200);
    expect(loggedIn.data.token).toBeTruthy();

    const warnings = logLines.filter((line) => line.includes('Redis unreachable'));
    expect(warnings).toHaveLength(1);
    expect((JSON.parse(warnings[0] ?? '{}') as { level?: number }).level).toBe(40);

    const ready = await server.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', storage: 'ok', redis: 'degraded' },
    });
    const metrics = await server.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /yunmo_dependency_degraded\{dependency="redis",service="api"\} 1/u,
    );
  });

  it.skipIf(!redisServer)(
    'goes back to Redis once it answers on that port',
    async () => {
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await vi.waitFor(
        async () => {
          expect(await portOpen('127.0.0.1', port)).toBe(true);
        },
        { timeout: 10_000, interval: 100 },
      );
      // ioredis retries with a growing delay (at most 2 s); the API follows its next connection.
      await vi.waitFor(
        async () => {
          const ready = await server.inject({ method: 'GET', url: '/readyz' });
          expect(ready.json()).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });
        },
        { timeout: 15_000, interval: 200 },
      );
      const captcha = await call<{ captchaId: string }>('GET', '/v1/account/captcha');
      expect(captcha.code).toBe(200);
      expect(logLines.some((line) => line.includes('Redis reachable again'))).toBe(true);
      const metrics = await server.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(
        /yunmo_dependency_degraded\{dependency="redis",service="api"\} 0/u,
      );
    },
    30_000,
  );
});
