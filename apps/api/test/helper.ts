import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import request from 'supertest';
import fp from 'fastify-plugin';
import { inject } from 'vitest';
import app from '../src/app.js';

export type Backend = 'pglite' | 'postgres';

const postgresHost = process.env.TEST_PG_HOST ?? '127.0.0.1';
const postgresPort = Number(process.env.TEST_PG_PORT ?? 5432);
const postgresAdminUrl = `postgres://postgres@${postgresHost}:${postgresPort}/postgres`;

/** True when a PostgreSQL server answers at 127.0.0.1:5432 within a short timeout. */
export async function postgresReachable(): Promise<boolean> {
  const portOpen = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: postgresHost, port: postgresPort });
    const finish = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
  if (!portOpen) return false;
  const client = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 1000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The backends the suite runs on: PGlite always, PostgreSQL when reachable. */
export const backends: Backend[] = (await postgresReachable())
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface BuiltApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

const baseEnv = {
  SEED_VALUE: '42',
  SEED_IMAGES: '0',
  CAPTCHA_REVEAL_ANSWERS: '1',
  // A test's own seeding stalls the loop just before its first request; shedding is tested apart.
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

/**
 * Settings read only while serving, never by the boot's migrate, seed or package move: a build
 * that differs from another in these alone can start from the same seeded database.
 */
const servingOnlyEnv = new Set([
  'DOWNLOAD_CAPTCHA_THRESHOLD',
  'GATEWAY_SECRET',
  'OPERATOR_SECRET',
  'PUBLIC_ORIGIN',
  'UPLOAD_SERVICE_SECRET',
  'WECHAT_APP_ID',
  'WECHAT_JSAPI_TICKET',
]);

/** Creates a PostgreSQL database, empty or as a copy of `template`, and answers its URL. */
async function createDatabase(name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        break;
      } catch (error) {
        // The template's last connection may still be closing server-side (55006, object in use).
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return `postgres://postgres@${postgresHost}:${postgresPort}/${name}`;
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function boot(env: Record<string, string>): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false, pluginTimeout: 0 });
  try {
    await instance.register(fp(app), { env });
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => undefined);
    throw error;
  }
  return instance;
}

interface Template {
  dataDir: string;
  databaseName: string | null;
}

const templates = new Map<string, Promise<Template>>();

/**
 * A migrated and seeded data directory (and PostgreSQL database) for `backend` and `count`, made
 * once per run by whichever test file asks first; the others wait for it (a lock folder).
 */
function template(root: string, backend: Backend, count: number): Promise<Template> {
  const key = `${backend}-${count}`;
  let made = templates.get(key);
  if (!made) {
    made = makeTemplate(root, key, backend, count);
    templates.set(key, made);
  }
  return made;
}

async function makeTemplate(
  root: string,
  key: string,
  backend: Backend,
  count: number,
): Promise<Template> {
  const folder = path.join(root, key);
  const readyFile = path.join(folder, 'ready.json');
  const lock = `${folder}.lock`;
  for (;;) {
    try {
      return JSON.parse(await readFile(readyFile, 'utf8')) as Template;
    } catch {
      // Not made yet.
    }
    try {
      await mkdir(lock);
      break;
    } catch {
      // Another test file is making it; a failed maker removes the lock and the next one tries.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    // Seeded catalogues start from the migrated empty one, so the migrations run once per run.
    const base = count > 0 ? await template(root, backend, 0) : undefined;
    await rm(folder, { recursive: true, force: true });
    const dataDir = path.join(folder, 'data');
    await mkdir(dataDir, { recursive: true });
    if (base) await cp(base.dataDir, dataDir, { recursive: true });
    let databaseName: string | null = null;
    let databaseUrl = '';
    if (backend === 'postgres') {
      databaseName = `yunmo_api_test_tpl_${randomBytes(6).toString('hex')}`;
      // Named before it exists, so the run's teardown drops it even after a failed seed.
      await writeFile(path.join(folder, 'database'), databaseName);
      databaseUrl = await createDatabase(databaseName, base?.databaseName ?? undefined);
    }
    const instance = await boot({
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      YUNMO_DATA_DIR: dataDir,
      // On disk, so that a copy of the folder is a copy of the database.
      PGLITE_IN_MEMORY: '0',
      SEED_COUNT: String(count),
    });
    await instance.close();
    const made: Template = { dataDir, databaseName };
    await writeFile(readyFile, JSON.stringify(made));
    return made;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the app for supertest on a fresh database seeded with `count` models (no per-model images).
 * Within a run, builds that differ only in serving settings copy one migrated and seeded database
 * (a PGlite data folder, or a PostgreSQL `create database … template`) instead of seeding again.
 */
export async function build(
  backend: Backend,
  count = 300,
  extraEnv: Record<string, string> = {},
): Promise<BuiltApp> {
  const root = inject('templateRoot') as string | undefined;
  const cloned =
    root !== undefined && Object.keys(extraEnv).every((key) => servingOnlyEnv.has(key));
  const source = cloned ? await template(root, backend, count) : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-test-'));
  let databaseName: string | null = null;
  let instance: FastifyInstance;
  try {
    let databaseUrl = '';
    if (backend === 'postgres') {
      databaseName = `yunmo_api_test_${randomBytes(6).toString('hex')}`;
      databaseUrl = await createDatabase(databaseName, source?.databaseName ?? undefined);
    }
    if (source) await cp(source.dataDir, dataDir, { recursive: true });
    instance = await boot({
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      YUNMO_DATA_DIR: dataDir,
      PGLITE_IN_MEMORY: source ? '0' : '1',
      SEED_COUNT: String(count),
      ...extraEnv,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    if (databaseName) await dropDatabase(databaseName);
    throw error;
  }
  return {
    app: instance,
    async close() {
      await instance.close();
      await rm(dataDir, { recursive: true, force: true });
      if (databaseName) await dropDatabase(databaseName);
    },
  };
}

/** GETs a path of the app and answers the status, headers and the whole body as bytes. */
export async function fetchBytes(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; bytes: Buffer }> {
  const response = await request(app.server)
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((incoming, callback) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return {
    status: response.status,
    headers: response.headers as Record<string, string>,
    bytes: response.body as Buffer,
  };
}
