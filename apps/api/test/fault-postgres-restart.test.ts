/**
 * Fault: PostgreSQL restarts (crash stop, `pg_ctl stop -m immediate`, then start) while orders,
 * payment notifications, bean payments, downloads, logins and daily sign-ins run concurrently.
 * Afterwards the API must answer normally without being restarted, every balance must equal its
 * ledger entries, no order may be credited twice and no acknowledged write may be lost.
 *
 * The restart needs a cluster of its own: initdb in a temp directory, run as the `postgres` OS
 * user on a spare port (the shared server on 5432 is never touched). Where that is impossible
 * (not root, no server binaries) every backend of a database on the shared server is terminated
 * instead. Runs only when a PostgreSQL server is reachable, like the rest of the server suite.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../src/app.js';
import { postLedgerEntryNow } from '../src/ledger/ledger.js';
import type { OrderRow } from '../src/payments/service.js';
import { backends } from './helper.js';
import {
  badRefunds,
  beanOrdersOffTheirLedger,
  ordersCreditedTwice,
  usersOffTheirLedger,
} from './ledger-invariants.js';

const binaries = '/usr/lib/postgresql/15/bin';
const environment = { DOWNLOAD_CAPTCHA_THRESHOLD: '100000' };
const demoPassword = 'yunmo-demo-2026';
const demoAccounts = ['demo_user', 'demo_gold', 'demo_trial', 'demo_expert', 'demo_author'];
/** No operation may hang on the outage: each settles within this. */
const settleWithinMs = 10_000;

function spare(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL that can be crashed and started again. */
interface Restartable {
  readonly databaseUrl: string;
  readonly how: string;
  /** Takes the database away from the API (crash stop or terminated backends). */
  interrupt(): Promise<void>;
  /** Brings it back. */
  resume(): Promise<void>;
  dispose(): Promise<void>;
}

function canRunPrivateCluster(): boolean {
  if (process.getuid?.() !== 0 || !existsSync(path.join(binaries, 'initdb'))) return false;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

async function privateCluster(): Promise<Restartable> {
  const root = mkdtempSync(path.join(tmpdir(), 'yunmo-pg-restart-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(root, uid, gid);
  chmodSync(root, 0o700);
  const dataDir = path.join(root, 'data');
  const port = await spare();
  const asPostgres = (tool: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(binaries, tool), ...args], {
      stdio: 'pipe',
      timeout: 60_000,
    });
  asPostgres('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=50`,
      'start',
    ]);
  start();
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    how: `private cluster on port ${port}, pg_ctl stop -m immediate`,
    async interrupt() {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    async resume() {
      start();
    },
    async dispose() {
      try {
        asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Fallback on the shared server: a database of its own whose backends are all terminated. */
async function terminatedBackends(): Promise<Restartable> {
  const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `yunmo_restart_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const terminate = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await client.end();
  };
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`,
    how: 'pg_terminate_backend of every backend (no private cluster possible)',
    interrupt: terminate,
    async resume() {
      // The server never went away; the API's new connections simply succeed again.
    },
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function settled<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`HUNG: ${what} did not settle within ${settleWithinMs} ms`)),
      settleWithinMs,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

describe.skipIf(!backends.includes('postgres'))('PostgreSQL restarting under load', () => {
  let database: Restartable;
  let api: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yunmo-api-'));

  beforeAll(async () => {
    database = canRunPrivateCluster() ? await privateCluster() : await terminatedBackends();
    api = Fastify({ logger: false, pluginTimeout: 0 });
    await api.register(fp(app), {
      env: {
        DATABASE_URL: database.databaseUrl,
        YUNMO_DATA_DIR: dataDir,
        SEED_COUNT: '60',
        SEED_VALUE: '42',
        SEED_IMAGES: '0',
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        ...environment,
      },
    });
    await api.ready();
  }, 120_000);

  afterAll(async () => {
    // Never leave the cluster running, even should closing the API hang.
    await Promise.race([api?.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reconnects by itself; balances equal their ledgers, nothing credited twice, no acknowledged write lost', async () => {
    const db = api.db;
    const { service, sandbox } = api.payments;
    const { engine } = api.downloads;

    const userIds: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const [row] = await db.rows<{ id: number }>(
        sql`insert into users (user_name, nickname) values (${`restart-${randomBytes(4).toString('hex')}`}, '重启') returning id`,
      );
      userIds.push(Number(row?.id));
      await postLedgerEntryNow(db.orm, {
        userId: Number(row?.id),
        asset: 'beans_fen',
        delta: 50_000,
        reason: 'test-top-up',
      });
      await db.rows(sql`insert into download_agreements (user_id) values (${Number(row?.id)})`);
    }
    const models = await db.rows<{
      id: number;
      uuid: string;
      version_id: number;
      author_id: number;
      price_fen: number;
    }>(
      sql`select m.id, m.uuid::text, v.id as version_id, m.author_id, greatest(m.price_fen, 20) as price_fen
          from models m join model_versions v on v.model_id = m.id
          where m.online and m.kind in (1, 2) and m.fee_category = 3 and m.price_fen > 0 order by m.id limit 10`,
    );
    expect(models.length).toBeGreaterThan(0);

    // Acknowledged writes, checked after the restart.
    const ackOrders: OrderRow[] = [];
    const ackCredited: string[] = [];
    const ackBeans: OrderRow[] = [];
    const ackLinks: string[] = [];
    const ackTokens: string[] = [];
    const ackSignIns: string[] = [];
    const tally: Record<string, number> = {};
    const count = (key: string) => {
      tally[key] = (tally[key] ?? 0) + 1;
    };
    let sequence = 0;
    const pick = <T>(items: readonly T[]): T => items[(sequence += 7) % items.length] as T;

    const operations: Record<string, () => Promise<void>> = {
      async order() {
        const userId = pick(userIds);
        const { order } = await service.createQrOrder(
          { userId, purpose: 'gold', amountFen: 9900, reference: 'gold', subject: 'gold' },
          'http://localhost:3000',
        );
        ackOrders.push(order);
      },
      async notify() {
        const target = ackOrders.length > 0 ? pick(ackOrders) : undefined;
        if (target === undefined) return;
        const outcome = await service.notify('sandbox', {
          rawBody: new URLSearchParams(
            sandbox.signedNotify(target.order_number, target.amount_fen, 'paid'),
          ).toString(),
          headers: {},
        });
        count(`notify:${outcome}`);
        if (outcome === 'credited') ackCredited.push(target.order_number);
      },
      async beans() {
        const model = pick(models);
        const order = await service.payWithBeans({
          userId: pick(userIds),
          purpose: 'download',
          amountFen: model.price_fen,
          reference: `model:${String(model.id)}:${String(model.version_id)}:${String(model.author_id)}`,
          subject: 'download',
        });
        ackBeans.push(order);
      },
      async download() {
        const model = pick(models);
        const result = await engine.download(
          pick(userIds),
          { kinds: [1, 2], model: { uuid: model.uuid }, versionId: model.version_id },
          'pay',
        );
        count(`download:${result.outcome}`);
        if (result.outcome === 'granted') ackLinks.push(result.link.url);
      },
      async login() {
        const response = await request(api.server)
          .post('/v1/account/login')
          .send({ account: pick(demoAccounts), password: demoPassword });
        const body = response.body as { code: number; data: { token: string } | null };
        if (response.status !== 200 || body.code !== 200 || body.data === null)
          throw new Error(`login answered ${response.status} ${String(body.code)}`);
        ackTokens.push(body.data.token);
      },
      async signIn() {
        const token = ackTokens.length > 0 ? pick(ackTokens) : undefined;
        if (token === undefined) return;
        const response = await request(api.server).post('/v1/sign/in').set('token', token).send({});
        const body = response.body as { code: number; msg: string };
        // The legacy dialect answers failures with HTTP 200 and code -1.
        if (response.status !== 200 || body.code === -1)
          throw new Error(`sign-in answered ${response.status} ${String(body.code)} ${body.msg}`);
        if (body.code === 200) ackSignIns.push(token);
        count(`signIn:${String(body.code)}`);
      },
    };
    const names = Object.keys(operations);

    let running = true;
    const failures: { name: string; message: string; at: number }[] = [];
    const hung: string[] = [];
    const worker = async (offset: number) => {
      for (let index = offset; running; index += 1) {
        const name = names[index % names.length]!;
        count(name);
        try {
          await settled(operations[name]!(), name);
          count(`${name}:ok`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (message.startsWith('HUNG')) hung.push(message);
          failures.push({ name, message, at: Date.now() });
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, index) => worker(index));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const interruptedAt = Date.now();
    await database.interrupt();
    // Load keeps coming while the database is away.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const resumeStartedAt = Date.now();
    await database.resume();
    const resumedAt = Date.now();
    // The first answer that needs the database, through the API that was never restarted.
    let recoveredAt: number | undefined;
    while (Date.now() - resumedAt < 15_000) {
      const response = await request(api.server)
        .get('/v1/account/checkToken')
        .set('token', ackTokens[0] ?? 'none');
      if (response.status === 200 && (response.body as { code: number }).code === 200) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(workers);

    expect(hung).toEqual([]);
    // Every connection went back to the pool (a lost one is never given back and the pool runs dry).
    const pool = db.executor as unknown as { totalCount: number; idleCount: number };
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(recoveredAt, 'the API answers again without a restart').toBeDefined();
    const failuresDuringOutage = failures.filter(
      (f) => f.at >= interruptedAt && f.at <= resumedAt + 2000,
    ).length;
    expect(failuresDuringOutage).toBeGreaterThan(0);
    // Well after the restart every operation succeeds again.
    expect(failures.filter((f) => f.at > (recoveredAt ?? Infinity) + 500).slice(0, 5)).toEqual([]);
    const home = await request(api.server).get('/v1/home/navList').expect(200);
    expect((home.body as { code: number }).code).toBe(200);

    // Every balance equals the sum of its ledger entries.
    const mismatched = await usersOffTheirLedger(db);
    expect(mismatched).toEqual([]);
    const doubleCredits = await ordersCreditedTwice(db);
    expect(doubleCredits).toEqual([]);
    const beansMismatch = await beanOrdersOffTheirLedger(db, true);
    expect(beansMismatch).toEqual([]);
    expect(await badRefunds(db)).toEqual([]);

    // No acknowledged write lost.
    const orderNumbers = [...ackOrders, ...ackBeans].map((order) => order.order_number);
    const storedOrders = await db.rows<{ order_number: string; state: string }>(
      sql`select order_number, state from payment_orders where order_number in (${sql.join(
        orderNumbers.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
    expect(storedOrders.length).toBe(new Set(orderNumbers).size);
    const states = new Map(storedOrders.map((row) => [row.order_number, row.state]));
    expect(ackBeans.filter((order) => states.get(order.order_number) !== 'paid')).toEqual([]);
    expect(ackCredited.filter((orderNumber) => states.get(orderNumber) !== 'paid')).toEqual([]);
    const linkIds = ackLinks.map((url) => url.split('/').pop()!.split('?')[0]!);
    if (linkIds.length > 0) {
      const [links] = await db.rows<{ count: number }>(
        sql`select count(*)::int as count from download_links where id::text in (${sql.join(
          linkIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      expect(links?.count).toBe(new Set(linkIds).size);
    }
    for (const token of new Set(ackTokens)) {
      const check = await request(api.server)
        .get('/v1/account/checkToken')
        .set('token', token)
        .expect(200);
      expect((check.body as { data: { valid: boolean } }).data.valid).toBe(true);
    }
    for (const token of new Set(ackSignIns)) {
      const info = await request(api.server).get('/v1/sign/info').set('token', token).expect(200);
      expect((info.body as { data: { sign: number } }).data.sign).toBe(1);
    }

    console.info(
      JSON.stringify({
        how: database.how,
        outageMs: resumedAt - interruptedAt,
        restartMs: resumedAt - resumeStartedAt,
        answeringAgainMsAfterRestart: (recoveredAt ?? NaN) - resumedAt,
        failuresDuringOutage,
        acknowledged: {
          orders: ackOrders.length,
          credited: ackCredited.length,
          beans: ackBeans.length,
          downloads: ackLinks.length,
          logins: ackTokens.length,
          signIns: ackSignIns.length,
        },
        tally,
      }),
    );
  }, 120_000);
});
