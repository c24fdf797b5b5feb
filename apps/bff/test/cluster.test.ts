/**
 * The scale-out proof (docs/deploy.md, "Topology"): 2 API and 2 gateway processes on one PostgreSQL
 * database and one Redis, packages in an S3-compatible bucket (s3rver), a round-robin balancer in
 * front of the APIs and a failing-over client in front of the gateways. Runs only when PostgreSQL
 * and Redis answer; `pnpm test:cluster` at the root builds the servers first and runs it alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { portOpen } from '@yunmo/server-kit/port-open';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from '@20minutes/s3rver';
import { ACCOUNT_MESSAGES } from '@yunmo/domain/accounts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = path.join(root, 'apps/api');
const bffDir = path.join(root, 'apps/bff');
const pgHost = process.env.TEST_PG_HOST ?? '127.0.0.1';
const pgPort = Number(process.env.TEST_PG_PORT ?? 5432);
const adminUrl = `postgres://postgres@${pgHost}:${String(pgPort)}/postgres`;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const redisAddress = new URL(redisUrl);
const enginesUp =
  (await portOpen(pgHost, pgPort)) &&
  (await portOpen(redisAddress.hostname, Number(redisAddress.port || 6379)));
const apiBuilt = existsSync(path.join(apiDir, 'dist/server.js'));

let nextFixedPort = Number(process.env.CLUSTER_PORT_BASE ?? 0);
/** A port for one server: CLUSTER_PORT_BASE onwards when set (a developer's own block), else a free one. */
async function port(): Promise<number> {
  if (nextFixedPort > 0) return nextFixedPort++;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

interface Proc {
  name: string;
  child: ChildProcess;
  lines: Record<string, unknown>[];
  port: number;
}

function startProcess(
  name: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  listenPort: number,
): Proc {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', LOG_PRETTY: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, child, lines: [], port: listenPort };
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      try {
        proc.lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGKILL' && signal !== 'SIGTERM' && errors)
      console.error(`${name} exited ${String(code)}:\n${errors}`);
  });
  return proc;
}

async function waitHealthy(proc: Proc, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited with ${String(proc.child.exitCode)}`);
    const ok = await fetch(`http://127.0.0.1:${String(proc.port)}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${proc.name} did not become healthy`);
}

function runToEnd(args: string[], cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${errors}`)),
    );
  });
}

/** The balancer in front of the APIs: round robin over the live ones; a refused connection fails over. */
function apiBalancer(upstreamPorts: number[]) {
  const served: number[] = upstreamPorts.map(() => 0);
  const downUntil: number[] = upstreamPorts.map(() => 0);
  let next = 0;
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        let index = next++ % upstreamPorts.length;
        for (
          let skip = 0;
          skip < upstreamPorts.length && (downUntil[index] ?? 0) > Date.now();
          skip += 1
        )
          index = (index + 1) % upstreamPorts.length;
        const forward = http.request(
          {
            host: '127.0.0.1',
            port: upstreamPorts[index],
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            served[index] = (served[index] ?? 0) + 1;
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forward.on('error', (error: NodeJS.ErrnoException) => {
          // Nothing reached a dead upstream: another may take the request. Once sent, it may have run.
          if (error.code === 'ECONNREFUSED' && tries < upstreamPorts.length) {
            downUntil[index] = Date.now() + 2000;
            attempt(tries + 1);
          } else if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        forward.end(body);
      };
      attempt(0);
    });
  });
  return { server, served };
}

interface Answer {
  status: number;
  body: { code?: number; msg?: string; data?: unknown } & Record<string, unknown>;
  headers: Headers;
  gateway: number;
}

describe.skipIf(!enginesUp || !apiBuilt)(
  'a cluster of 2 APIs and 2 gateways on PostgreSQL, Redis and S3',
  () => {
    const databaseName = `yunmo_cluster_${randomBytes(5).toString('hex')}`;
    const databaseUrl = `postgres://postgres@${pgHost}:${String(pgPort)}/${databaseName}`;
    const prefix = `yunmo-cluster-${randomBytes(4).toString('hex')}:`;
    const gatewaySecret = randomBytes(24).toString('hex');
    const bucket = 'yunmo-packages';
    const apis: Proc[] = [];
    const gateways: Proc[] = [];
    const gatewayAlive = [true, true];
    let dataDir = '';
    let s3dir = '';
    let s3: S3rver;
    let s3Port = 0;
    let balancer: ReturnType<typeof apiBalancer>;
    let db: pg.Pool;
    let nextGateway = 0;
    const started = Date.now();

    /** One call through the front: round robin over the gateways, failing over when one refuses. */
    async function front(
      method: string,
      url: string,
      options: { token?: string; body?: unknown; address?: string; onError?: () => void } = {},
    ): Promise<Answer> {
      for (let tries = 0; tries < 4; tries += 1) {
        const gateway = nextGateway++ % gateways.length;
        if (!gatewayAlive[gateway]) continue;
        try {
          const response = await fetch(
            `http://127.0.0.1:${String(gateways[gateway]?.port)}${url}`,
            {
              method,
              headers: {
                ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
                ...(options.token === undefined ? {} : { token: options.token }),
                'x-forwarded-for': options.address ?? '10.1.0.1',
              },
              ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
              redirect: 'manual',
              signal: AbortSignal.timeout(10_000),
            },
          );
          const text = await response.text();
          let body = {};
          try {
            body = JSON.parse(text) as object;
          } catch {
            // not JSON
          }
          return { status: response.status, body, headers: response.headers, gateway };
        } catch {
          // The gateway is gone: the front marks it down and the request goes to the other.
          options.onError?.();
          gatewayAlive[gateway] = false;
        }
      }
      throw new Error('no gateway answered');
    }

    /** A user with a session made directly in the database (what a login leaves there). */
    async function userWithSession(name: string): Promise<{ id: number; token: string }> {
      const { rows } = await db.query<{ id: number }>(
        'insert into users (user_name, nickname) values ($1, $2) returning id',
        [name, name],
      );
      const token = randomBytes(24).toString('hex');
      await db.query(
        "insert into sessions (token_sha256, user_id, expires_at) values ($1, $2, now() + interval '1 day')",
        [createHash('sha256').update(token).digest('hex'), rows[0]?.id],
      );
      return { id: Number(rows[0]?.id), token };
    }

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-cluster-'));
      s3dir = await mkdtemp(path.join(tmpdir(), 'yunmo-cluster-s3-'));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();

      s3Port = await port();
      s3 = new S3rver({
        port: s3Port,
        address: '127.0.0.1',
        silent: true,
        directory: s3dir,
        configureBuckets: [{ name: bucket }],
      });
      await s3.run();

      const common = {
        DATABASE_URL: databaseUrl,
        YUNMO_DATA_DIR: dataDir,
        SEED_IMAGES: '0',
      };
      // The production path: migrate once, seed once, then start the processes without either.
      await runToEnd(['dist/migrate.js'], apiDir, common);
      await runToEnd(['dist/seed/cli.js', '--count', '24', '--no-images'], apiDir, common);
      console.log(`migrated and seeded in ${String(Date.now() - started)} ms`);

      const apiPorts = [await port(), await port()];
      const apiEnv = {
        ...common,
        MIGRATE_ON_BOOT: '0',
        SEED_DEMO: '0',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
        NIGHTLY_JOBS_EVERY_MS: '1000',
        RANKING_CHECK_INTERVAL_MS: '1000',
        GATEWAY_SECRET: gatewaySecret,
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        CAPTCHA_REVEAL_ANSWERS: '1',
        PACKAGE_STORAGE_S3_ENDPOINT: `http://127.0.0.1:${String(s3Port)}`,
        PACKAGE_STORAGE_S3_BUCKET: bucket,
        PACKAGE_STORAGE_S3_REGION: 'us-east-1',
        PACKAGE_STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
        PACKAGE_STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      // One after the other: the first start moves the seeded packages into the bucket.
      for (const [index, apiPort] of apiPorts.entries()) {
        const api = startProcess(
          `api-${String(index + 1)}`,
          ['dist/server.js'],
          apiDir,
          { ...apiEnv, API_PORT: String(apiPort) },
          apiPort,
        );
        apis.push(api);
        await waitHealthy(api);
      }
      console.log(`APIs up in ${String(Date.now() - started)} ms`);
      balancer = apiBalancer(apiPorts);
      const balancerPort = await port();
      await new Promise<void>((resolve) =>
        balancer.server.listen(balancerPort, '127.0.0.1', resolve),
      );

      // The built gateway (pnpm test:cluster builds it); in the package's own test run, its sources.
      const gatewayBuilt = existsSync(path.join(bffDir, 'dist/server.js'));
      const gatewayEntry = gatewayBuilt ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
      for (let index = 0; index < 2; index += 1) {
        const gatewayPort = await port();
        const gateway = startProcess(
          `gateway-${String(index + 1)}`,
          gatewayEntry,
          bffDir,
          {
            PORT: String(gatewayPort),
            V1_UPSTREAM: `http://127.0.0.1:${String(balancerPort)}`,
            REDIS_URL: redisUrl,
            REDIS_KEY_PREFIX: prefix,
            GATEWAY_SECRET: gatewaySecret,
            TRUST_PROXY: '127.0.0.1, ::1, ::ffff:127.0.0.1',
            CACHE_TTL_MS: '60000',
            RATE_LIMIT_COSTLY_MAX: '4',
            UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
            LOG_LEVEL: 'warn',
            ...(gatewayBuilt ? {} : { FASTIFY_AUTOLOAD_TYPESCRIPT: '1' }),
          },
          gatewayPort,
        );
        gateways.push(gateway);
      }
      await Promise.all(gateways.map((gateway) => waitHealthy(gateway)));
      db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
      // The drop at the end ends this pool's connections while they may still be closing: PostgreSQL's
      // "terminating connection" then reaches an idle client, which must not fail the run.
      db.on('error', () => undefined);
      console.log(`cluster up in ${String(Date.now() - started)} ms`);
      // Migrating and seeding alone took 148 s at a load average of 40 on 2 cores: a bound, not a figure.
    }, 600_000);

    afterAll(async () => {
      for (const proc of [...apis, ...gateways])
        if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
      await db?.end().catch(() => undefined);
      balancer?.server.close();
      await s3?.close().catch(() => undefined);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
      await rm(s3dir, { recursive: true, force: true });
      console.log(`cluster test took ${String(Date.now() - started)} ms`);
    });

    it('keeps a session made on one instance working on every other', async () => {
      const login = await front('POST', '/v1/account/login', {
        body: { account: 'demo_user', password: 'yunmo-demo-2026' },
        address: '10.2.0.1',
      });
      expect(login.body.code).toBe(200);
      const token = (login.body.data as { token: string }).token;
      const seenBy = new Set<number>();
      for (let call = 0; call < 4; call += 1) {
        const answer = await front('GET', '/v1/favor/state?materialId=1', { token });
        expect(answer.body.code).toBe(200);
        seenBy.add(answer.gateway);
      }
      expect(seenBy.size).toBe(2);
      expect(balancer.served.every((count) => count > 0)).toBe(true);
    });

    it('shares the gateways’ rate limits and the APIs’ login limiter through Redis', async () => {
      // Costly calls (4 a minute here) from one address, alternating gateways: the fifth is refused.
      const statuses: number[] = [];
      for (let call = 0; call < 5; call += 1)
        statuses.push(
          (await front('POST', '/api/session/login', { body: {}, address: '10.3.0.1' })).status,
        );
      expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
      expect(statuses[4]).toBe(429);
      // Wrong passwords for one account from one address, alternating APIs: the captcha comes after 3.
      const messages: string[] = [];
      for (let call = 0; call < 4; call += 1) {
        const answer = await front('POST', '/v1/account/login', {
          body: { account: 'demo_gold', password: 'wrong-password' },
          address: '10.3.0.2',
        });
        messages.push(String(answer.body.msg));
      }
      expect(messages[3]).toBe(ACCOUNT_MESSAGES.captchaRequired);
      // A captcha issued by one API is answered on the other.
      const captcha = await fetch(
        `http://127.0.0.1:${String(apis[0]?.port)}/v1/account/captcha`,
      ).then(
        (response) => response.json() as Promise<{ data: { captchaId: string; answer: string } }>,
      );
      const login = await fetch(`http://127.0.0.1:${String(apis[1]?.port)}/v1/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: 'demo_gold',
          password: 'yunmo-demo-2026',
          captchaId: captcha.data.captchaId,
          captcha: captcha.data.answer,
        }),
      }).then((response) => response.json() as Promise<{ code: number }>);
      expect(login.code).toBe(200);
    });

    it('empties every gateway’s cache after a write through one', async () => {
      const user = await userWithSession(`cache-${randomBytes(3).toString('hex')}`);
      // Two reads land on the two gateways; the next two are hits on each.
      const firstReads = [
        await front('GET', '/api/label-words'),
        await front('GET', '/api/label-words'),
      ];
      const hits = [await front('GET', '/api/label-words'), await front('GET', '/api/label-words')];
      expect(firstReads.map((read) => read.headers.get('x-cache'))).toEqual(['miss', 'miss']);
      expect(hits.map((read) => read.headers.get('x-cache'))).toEqual(['hit', 'hit']);
      const write = await front('POST', '/v1/favor', {
        token: user.token,
        body: { materialId: 1 },
      });
      expect(write.body.code).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = [
        await front('GET', '/api/label-words'),
        await front('GET', '/api/label-words'),
      ];
      expect(after.map((read) => read.headers.get('x-cache'))).toEqual(['miss', 'miss']);
    });

    it('runs each scheduled job once per schedule across the APIs', async () => {
      // Today's rankings (the seed built them) go: both APIs find them missing at their next check.
      await db.query('delete from rankings where day = current_date');
      await new Promise((resolve) => setTimeout(resolve, 3500));
      const ran = (proc: Proc) =>
        proc.lines
          .filter((line) => line.msg === 'nightly jobs ran')
          .map((line) => String(line.period));
      const skipped = (proc: Proc) =>
        proc.lines
          .filter((line) => line.msg === 'nightly jobs already claimed by another process')
          .map((line) => String(line.period));
      const [first, second] = apis as [Proc, Proc];
      const periods = [...new Set([...ran(first), ...ran(second)])];
      expect(periods.length).toBeGreaterThanOrEqual(3);
      // Every period one API ran, the other found it claimed.
      for (const period of periods) {
        expect(
          ran(first).filter((p) => p === period).length +
            ran(second).filter((p) => p === period).length,
        ).toBe(1);
      }
      // Both APIs fired for most periods (one may have been starting), and still each ran once.
      const bothFired = periods.filter(
        (period) => skipped(first).includes(period) || skipped(second).includes(period),
      );
      expect(bothFired.length).toBeGreaterThanOrEqual(3);
      const { rows } = await db.query<{ job: string; runs: string }>(
        "select job, count(*)::text as runs from job_runs where job = 'rankings' group by job",
      );
      expect(rows).toEqual([{ job: 'rankings', runs: '1' }]);
      const rankingRuns = [first, second].flatMap((proc) =>
        proc.lines.filter((line) => line.msg === 'rankings refreshed'),
      );
      expect(rankingRuns).toHaveLength(1);
      console.log(
        `nightly periods: ${String(periods.length)} (both APIs fired in ${String(bothFired.length)}), runs per API: ${String(ran(first).length)} / ${String(ran(second).length)}`,
      );
    });

    it('delivers packages from the S3-compatible bucket through a presigned URL, on any instance', async () => {
      const user = await userWithSession(`buyer-${randomBytes(3).toString('hex')}`);
      await db.query('insert into download_agreements (user_id) values ($1)', [user.id]);
      const { rows } = await db.query<{ uuid: string }>(
        'select uuid::text from models where online and kind in (1, 2) and fee_category = 1 order by id limit 1',
      );
      const granted = await front('POST', '/v1/download/checkUserPay', {
        token: user.token,
        body: { uuid: rows[0]?.uuid },
      });
      expect(granted.body.code).toBe(200);
      const grant = granted.body.data as { url: string; sha256: string };
      const redirect = await front('GET', grant.url, { token: user.token });
      expect(redirect.status).toBe(302);
      const location = new URL(String(redirect.headers.get('location')));
      expect(location.port).toBe(String(s3Port));
      expect(location.searchParams.has('X-Amz-Signature')).toBe(true);
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(
        createHash('sha256')
          .update(Buffer.from(await file.arrayBuffer()))
          .digest('hex'),
      ).toBe(grant.sha256);
      // A tampered signature is refused.
      const signature = location.searchParams.get('X-Amz-Signature') ?? '';
      location.searchParams.set(
        'X-Amz-Signature',
        `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`,
      );
      expect((await fetch(location)).status).toBe(403);
    });

    it('loses no acknowledged write and no session when one API and one gateway are killed', async () => {
      const users = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          userWithSession(`load-${String(index)}-${randomBytes(3).toString('hex')}`),
        ),
      );
      const { rows: models } = await db.query<{ id: number }>(
        'select id from models order by id limit 24',
      );
      const acknowledged: { userId: number; modelId: number }[] = [];
      let requests = 0;
      let failed = 0;
      let connectionErrors = 0;
      let killedAt = 0;
      let firstSuccessAfterKill = 0;
      const stopAt = Date.now() + 5000;
      const worker = async (user: { id: number; token: string }, index: number) => {
        for (let round = 0; Date.now() < stopAt; round += 1) {
          const model = models[(index * 7 + round) % models.length];
          if (model === undefined) break;
          requests += 1;
          let answer: Answer;
          try {
            answer = await front('POST', '/v1/favor', {
              token: user.token,
              body: { materialId: model.id },
              address: `10.4.0.${String(index + 1)}`,
              onError: () => {
                connectionErrors += 1;
              },
            });
          } catch {
            failed += 1;
            continue;
          }
          if (answer.status === 200 && answer.body.code === 200) {
            acknowledged.push({ userId: user.id, modelId: model.id });
            if (killedAt > 0 && firstSuccessAfterKill === 0) firstSuccessAfterKill = Date.now();
          } else failed += 1;
        }
      };
      const traffic = Promise.all(users.map((user, index) => worker(user, index)));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      killedAt = Date.now();
      apis[0]?.child.kill('SIGKILL');
      gateways[0]?.child.kill('SIGKILL');
      await traffic;
      const { rows: stored } = await db.query<{ user_id: number; model_id: number }>(
        'select user_id, model_id from favourites where user_id = any($1)',
        [users.map((user) => user.id)],
      );
      const storedKeys = new Set(
        stored.map((row) => `${String(row.user_id)}:${String(row.model_id)}`),
      );
      const lost = acknowledged.filter(
        (write) => !storedKeys.has(`${String(write.userId)}:${String(write.modelId)}`),
      );
      // Every session still works on what is left.
      const sessions = await Promise.all(
        users.map((user) => front('GET', '/v1/favor/state?materialId=1', { token: user.token })),
      );
      const figures = {
        requests,
        acknowledged: acknowledged.length,
        failedDuringKill: failed,
        gatewayConnectionErrors: connectionErrors,
        lostAcknowledgedWrites: lost.length,
        recoveryMs: firstSuccessAfterKill - killedAt,
        sessionsAlive: sessions.filter((answer) => answer.body.code === 200).length,
      };
      console.log(`kill -9 figures: ${JSON.stringify(figures)}`);
      expect(lost).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(20);
      expect(firstSuccessAfterKill).toBeGreaterThan(0);
      expect(figures.sessionsAlive).toBe(users.length);
    });
  },
);
