import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import request from 'supertest';
import {
  bootApp,
  clonable,
  createDatabase,
  dropDatabase,
  postgresAdminUrl,
  providedTemplateRoot,
  seededTemplate,
  type TestBackend,
} from '../src/testing.js';

export type Backend = TestBackend;

/** True when a PostgreSQL server answers at 127.0.0.1:5432 within a short timeout. */
export async function postgresReachable(): Promise<boolean> {
  const portOpen = await new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(postgresAdminUrl);
    const socket = net.connect({ host: hostname, port: Number(port) });
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
 * Builds the app for supertest on a fresh database seeded with `count` models (no per-model images).
 * Within a run, builds that differ only in serving settings copy one migrated and seeded database
 * (a PGlite data folder, or a PostgreSQL `create database … template`) instead of seeding again.
 */
export async function build(
  backend: Backend,
  count = 300,
  extraEnv: Record<string, string> = {},
): Promise<BuiltApp> {
  const root = providedTemplateRoot();
  const source =
    root !== undefined && clonable(extraEnv)
      ? await seededTemplate(root, backend, count, Number(baseEnv.SEED_VALUE))
      : undefined;
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
    instance = await bootApp({
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
