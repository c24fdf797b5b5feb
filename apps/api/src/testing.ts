import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { inject } from 'vitest';
import app, { serverOptions } from './app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where this run keeps its migrated and seeded databases (see templateRun). */
    templateRoot: string;
  }
}

export type TestBackend = 'pglite' | 'postgres';

const postgresHost = process.env.TEST_PG_HOST ?? '127.0.0.1';
const postgresPort = Number(process.env.TEST_PG_PORT ?? 5432);
/** The maintenance database of the test PostgreSQL server (TEST_PG_HOST, TEST_PG_PORT). */
export const postgresAdminUrl = `postgres://postgres@${postgresHost}:${postgresPort}/postgres`;

/**
 * Settings read only while serving, never by the boot's migrate, seed or package move: a build
 * that differs from another in these alone can start from the same seeded database.
 */
const servingOnlyEnv = new Set([
  'CAPTCHA_REVEAL_ANSWERS',
  'DOWNLOAD_CAPTCHA_THRESHOLD',
  'GATEWAY_SECRET',
  'OPERATOR_SECRET',
  'PUBLIC_ORIGIN',
  'SEARCH_CACHE_MAX_ENTRIES',
  'SEARCH_INDEX',
  'SMS_DAILY_LIMIT_PER_ADDRESS',
  'UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
  'UPLOAD_SERVICE_SECRET',
  'WECHAT_APP_ID',
  'WECHAT_JSAPI_TICKET',
]);

/** Whether a build with these settings on top of the seed's may copy a run's seeded database. */
export function clonable(env: Record<string, string>): boolean {
  return Object.keys(env).every((key) => servingOnlyEnv.has(key));
}

/** Creates a PostgreSQL database, empty or as a copy of `template`, and answers its URL. */
export async function createDatabase(name: string, template?: string): Promise<string> {
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

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Registers the app with `env` on a new Fastify instance and waits until it is ready. */
export async function bootApp(
  env: Record<string, string>,
  options: FastifyServerOptions = { logger: false, pluginTimeout: 0 },
): Promise<FastifyInstance> {
  const instance = Fastify(options);
  try {
    await instance.register(fp(app), { env });
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => undefined);
    throw error;
  }
  return instance;
}

/**
 * One folder per test run for the seeded databases that builds copy (a Vitest global setup makes
 * it and provides it as `templateRoot`); `remove` deletes it with the PostgreSQL template
 * databases it names, so no run sees another run's (or older code's) seed.
 */
export async function templateRun(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'yunmo-api-templates-'));
  return {
    root,
    async remove() {
      const names: string[] = [];
      for (const entry of await readdir(root).catch(() => [])) {
        const name = await readFile(path.join(root, entry, 'database'), 'utf8').catch(() => '');
        if (/^yunmo_api_test_\w+$/u.test(name)) names.push(name);
      }
      if (names.length > 0) {
        const admin = new pg.Client({ connectionString: postgresAdminUrl });
        try {
          await admin.connect();
          for (const name of names) {
            await admin.query(`drop database if exists ${name} with (force)`);
          }
        } finally {
          await admin.end().catch(() => undefined);
        }
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The run's template folder when a global setup provides one (see templateRun). */
export function providedTemplateRoot(): string | undefined {
  // Outside a Vitest worker there is nothing provided (and no state to ask).
  return process.env.VITEST ? inject('templateRoot') : undefined;
}

export interface Template {
  dataDir: string;
  databaseName: string | null;
}

const templates = new Map<string, Promise<Template>>();

/**
 * A migrated data directory (and PostgreSQL database) seeded with `count` models from `seed`,
 * made once per run by whichever test file asks first; the others wait for it (a lock folder).
 */
export function seededTemplate(
  root: string,
  backend: TestBackend,
  count: number,
  seed: number,
): Promise<Template> {
  // An empty catalogue is not seeded, so its generator seed does not matter.
  const key = count === 0 ? `${backend}-0` : `${backend}-${count}-${seed}`;
  let made = templates.get(key);
  if (!made) {
    made = makeTemplate(root, key, backend, count, seed);
    templates.set(key, made);
  }
  return made;
}

async function makeTemplate(
  root: string,
  key: string,
  backend: TestBackend,
  count: number,
  seed: number,
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
    const base = count > 0 ? await seededTemplate(root, backend, 0, seed) : undefined;
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
    const instance = await bootApp({
      DATABASE_URL: databaseUrl,
      YUNMO_DATA_DIR: dataDir,
      // On disk, so that a copy of the folder is a copy of the database.
      PGLITE_IN_MEMORY: '0',
      SEED_COUNT: String(count),
      SEED_VALUE: String(seed),
      SEED_IMAGES: '0',
      // Seeding stalls the loop; no request is served here anyway.
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    await instance.close();
    const made: Template = { dataDir, databaseName };
    await writeFile(readyFile, JSON.stringify(made));
    return made;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

export interface TestApiOptions {
  /** Models to seed (default 200). */
  count?: number;
  /** Seed of the generator (default 42). */
  seed?: number;
  /** More settings of the API (SHUTDOWN_SCHEDULE, …). */
  env?: Record<string, string>;
  /** Receives every log line (JSON, level info) when given; no logging otherwise. */
  logLines?: string[];
}

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A throwaway /v1 API: PGlite in a temp directory, migrated and seeded (no per-model images, every
 * path valid), on 127.0.0.1:0. Under a run's template folder (see templateRun), APIs whose `env`
 * holds only serving settings copy that run's seeded database instead of seeding again.
 */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const count = options.count ?? 200;
  const seed = options.seed ?? 42;
  const root = providedTemplateRoot();
  const source =
    root !== undefined && clonable(options.env ?? {})
      ? await seededTemplate(root, 'pglite', count, seed)
      : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-'));
  const logLines = options.logLines;
  let instance: FastifyInstance | undefined;
  try {
    if (source) await cp(source.dataDir, dataDir, { recursive: true });
    instance = await bootApp(
      {
        DATABASE_URL: '',
        YUNMO_DATA_DIR: dataDir,
        PGLITE_IN_MEMORY: '0',
        SEED_COUNT: String(count),
        SEED_VALUE: String(seed),
        SEED_IMAGES: '0',
        // Gateway tests register through the captcha: the test API hands its answer out.
        CAPTCHA_REVEAL_ANSWERS: '1',
        SMS_DAILY_LIMIT_PER_ADDRESS: '100000',
        // Seeding stalls the loop right before the first request; shedding has its own tests.
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        ...options.env,
      },
      logLines === undefined
        ? { logger: false, pluginTimeout: 0 }
        : serverOptions(
            { LOG_LEVEL: 'info' },
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
                callback();
              },
            }),
          ),
    );
    await instance.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await instance?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const ready = instance;
  const address = ready.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app: ready,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await ready.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
