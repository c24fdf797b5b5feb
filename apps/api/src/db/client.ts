import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export interface RawExecutor {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drivers type rows as any
  query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>;
}

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database handle over either driver: the ORM, raw rows, migrations and close. */
export interface DbClient {
  readonly orm: Orm;
  readonly driver: 'postgres' | 'pglite';
  rows<Row>(query: SQL): Promise<Row[]>;
  /** Parameterised SQL on the driver itself (the pg pool or PGlite), for libraries that bring their own SQL. */
  readonly executor: RawExecutor;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite in its thread only: the bytes of that thread's JavaScript heap in use. */
  threadHeapUsed?(): Promise<number>;
}

// src/db and dist/db sit at the same depth, so the migrations folder resolves the same from both.
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite's extensions: one contrib side module at most. PGlite 0.5 links a second one (pg_trgm
 * beside cube) wrongly now and then; its functions then fail with "null function or function
 * signature mismatch", and PGlite's protocol loop spins forever on that fault
 * (electric-sql/pglite#1058). See docs/decisions/0002-database-postgres-or-pglite.md.
 */
export const pgliteExtensions = { cube } as const;

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps PGlite in memory. */
  pgliteDir?: string | undefined;
  /**
   * Runs PGlite in a worker thread reached through the `pg` driver (the served API), instead of
   * on the calling thread (tests, tools): its WebAssembly then never stalls other requests.
   */
  pgliteThread?: boolean | undefined;
}

/** The one shape both drivers are handed out in; `rows` runs through the ORM of either. */
function databaseClient(
  orm: Orm,
  parts: Pick<DbClient, 'driver' | 'executor' | 'migrate' | 'close'>,
): DbClient {
  return {
    orm,
    ...parts,
    async rows<Row>(query: SQL) {
      // Both drivers answer `{ rows }`; the shared ORM type leaves the result untyped.
      const result = (await orm.execute(query)) as { rows: unknown[] };
      return result.rows as Row[];
    },
  };
}

type QueryFunction = (...args: unknown[]) => unknown;

function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/**
 * pg's Pool, except that a connection whose transaction cannot even begin goes back to the pool.
 * Drizzle checks a client out and sends BEGIN outside its try/finally: when the server has just
 * gone (a restart), BEGIN fails and the client was never released. Ten of those exhausted the
 * pool and every later query waited forever, long after the server was back.
 */
export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's own, which always releases.
    if (callback !== undefined) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const query = (Object.getPrototypeOf(client) as { query: QueryFunction }).query;
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        delete (client as unknown as { query?: QueryFunction }).query;
        release(error);
      };
      (client as unknown as { query: QueryFunction }).query = function firstQuery(
        this: pg.PoolClient,
        ...args: unknown[]
      ) {
        // Only the first query of a checkout is watched; later ones use pg's own method again.
        delete (client as unknown as { query?: QueryFunction }).query;
        const result = query.apply(this, args);
        if (isBegin(args[0]) && result instanceof Promise) {
          result.catch((error: unknown) =>
            client.release(error instanceof Error ? error : new Error(String(error))),
          );
        }
        return result;
      };
      return client;
    });
  }
}

function quietPool(pool: pg.Pool): void {
  // An idle connection that the server ends (a restart, an administrator) is dropped from the pool
  // and replaced on the next checkout; without a listener its error would end the process.
  pool.on('error', () => undefined);
  // The same for a connection that is checked out but between queries (inside a transaction, say)
  // when the server goes: pg emits the error on the client itself, and unheard it ends the process.
  // The client's next query fails instead, and the pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/** Connections to the PGlite thread: enough to keep its session busy while answers travel back. */
const PGLITE_THREAD_CONNECTIONS = 8;

/** PGlite in a worker thread (db/pglite-worker.ts), `pg` connections to it over a Unix socket. */
async function pgliteOnThread(dataDir: string | undefined): Promise<DbClient> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'yunmo-pglite-'));
  // pg reaches a Unix socket as <host>/.s.PGSQL.<port>.
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const compiled = new URL('./pglite-worker.js', import.meta.url);
  const worker = existsSync(fileURLToPath(compiled))
    ? new Worker(compiled, { workerData: { dataDir, socketPath } })
    : // Tests run the sources: the worker's TypeScript goes through tsx like theirs.
      new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}); });`,
        { eval: true, workerData: { dataDir, socketPath } },
      );
  let closing = false;
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`the PGlite thread exited (${String(code)})`)),
      );
    });
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.on('error', (error) => {
    // Without its database the API cannot answer anything: fail loudly so it is restarted.
    if (!closing) throw error;
  });
  // Several connections share PGlite's one session at transaction boundaries (the worker keeps a
  // transaction's statements together), so the next query waits in the worker, not for a round
  // trip through this thread (ADR 0063).
  const pool = new TransactionSafePool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_THREAD_CONNECTIONS,
    idleTimeoutMillis: 0,
  });
  const client = pooledClient(pool, 'pglite', async () => {
    closing = true;
    await pool.end();
    await new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.once('exit', () => resolve());
      worker.postMessage({ close: true });
    });
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
  });
  return {
    ...client,
    threadHeapUsed: () =>
      new Promise<number>((resolve) => {
        const answer = (message: { heapUsed?: number }) => {
          if (message.heapUsed === undefined) return;
          worker.off('message', answer);
          resolve(message.heapUsed);
        };
        worker.on('message', answer);
        worker.postMessage({ heapUsed: true });
      }),
  };
}

/** A client on a `pg` pool (PostgreSQL, or PGlite's thread), migrated through the same driver. */
function pooledClient(
  pool: TransactionSafePool,
  driver: DbClient['driver'],
  close: () => Promise<void>,
): DbClient {
  quietPool(pool);
  const orm = drizzlePg(pool, { schema });
  return databaseClient(orm as unknown as Orm, {
    driver,
    executor: pool,
    migrate: () => migratePg(orm, { migrationsFolder }),
    close,
  });
}

export async function connectDatabase(options: ConnectOptions): Promise<DbClient> {
  if (options.databaseUrl) {
    const pool = new TransactionSafePool({ connectionString: options.databaseUrl, max: 10 });
    return pooledClient(pool, 'postgres', () => pool.end());
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  if (options.pgliteThread === true) return pgliteOnThread(options.pgliteDir);
  const client = await PGlite.create(options.pgliteDir, { extensions: pgliteExtensions });
  const orm = drizzlePglite(client, { schema });
  return databaseClient(orm as unknown as Orm, {
    driver: 'pglite',
    executor: client,
    migrate: () => migratePglite(orm, { migrationsFolder }),
    close: () => client.close(),
  });
}
