import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import request from 'supertest';
import fp from 'fastify-plugin';
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

/** Builds the app for supertest on a fresh database seeded with `count` models (no per-model images). */
export async function build(
  backend: Backend,
  count = 300,
  extraEnv: Record<string, string> = {},
): Promise<BuiltApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-test-'));
  let databaseUrl = '';
  let databaseName: string | null = null;
  if (backend === 'postgres') {
    databaseName = `yunmo_api_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    databaseUrl = `postgres://postgres@${postgresHost}:${postgresPort}/${databaseName}`;
  }
  const dropDatabase = async () => {
    if (!databaseName) return;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  };
  const instance = Fastify({ logger: false, pluginTimeout: 0 });
  try {
    await instance.register(fp(app), {
      env: {
        DATABASE_URL: databaseUrl,
        YUNMO_DATA_DIR: dataDir,
        PGLITE_IN_MEMORY: '1',
        SEED_COUNT: String(count),
        SEED_VALUE: '42',
        SEED_IMAGES: '0',
        CAPTCHA_REVEAL_ANSWERS: '1',
        // A test's own seeding stalls the loop just before its first request; shedding is tested apart.
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        ...extraEnv,
      },
    });
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase();
    throw error;
  }
  return {
    app: instance,
    async close() {
      await instance.close();
      await rm(dataDir, { recursive: true, force: true });
      await dropDatabase();
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
