/**
 * The production path: the API refuses to start without its origin, secrets and payment provider,
 * does not migrate or seed on its own, refuses a database with pending migrations, and starts after
 * the separate `migrate` command, with an empty catalogue unless the demo seed is asked for.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, migratesOnBoot, seedsDemo } from '../src/config/env.js';
import { build } from './helper.js';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const secret = (letter: string) => letter.repeat(40);
const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://www.example.cn',
  GATEWAY_SECRET: secret('g'),
  DOWNLOAD_LINK_SECRET: secret('d'),
  OBJECT_STORAGE_SECRET: secret('o'),
  PAYMENT_PROVIDER: 'sandbox',
};

describe('production configuration', () => {
  it('names everything production may not run without, at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'PUBLIC_ORIGIN',
      'GATEWAY_SECRET',
      'DOWNLOAD_LINK_SECRET',
      'OBJECT_STORAGE_SECRET',
      'PAYMENT_PROVIDER',
    ]) {
      expect(message).toContain(name);
    }
    expect(() => loadConfig({ ...productionEnv, DOWNLOAD_LINK_SECRET: 'short' })).toThrow(
      /DOWNLOAD_LINK_SECRET/u,
    );
  });

  it('neither migrates nor seeds on its own in production; the demo does both', () => {
    const production = loadConfig(productionEnv);
    expect([migratesOnBoot(production), seedsDemo(production)]).toEqual([false, false]);
    expect(seedsDemo(loadConfig({ ...productionEnv, SEED_DEMO: '1' }))).toBe(true);
    const demo = loadConfig({});
    expect([migratesOnBoot(demo), seedsDemo(demo)]).toEqual([true, true]);
  });
});

describe('production boot on an embedded database', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-boot-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const env = () => ({
    ...productionEnv,
    YUNMO_DATA_DIR: dataDir,
    PGLITE_IN_MEMORY: '0',
    SEED_COUNT: '50',
    CAPTCHA_REVEAL_ANSWERS: '',
  });

  it('refuses a database with pending migrations, starts after `migrate`, and seeds nothing', async () => {
    await expect(build('pglite', 50, env())).rejects.toThrow(/npm run migrate/u);

    const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
      cwd: apiRoot,
      env: { ...process.env, ...env() },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(migrate.stderr).toBe('');
    expect(migrate.stdout).toMatch(/^migrate: applied 0000_/u);
    const again = spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
      cwd: apiRoot,
      env: { ...process.env, ...env() },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(again.stdout.trim()).toBe('migrate: the database is up to date');

    const built = await build('pglite', 50, env());
    try {
      const [models] = await built.app.db.rows<{ count: number }>(
        sql`select count(*)::int as count from models`,
      );
      const [users] = await built.app.db.rows<{ count: number }>(
        sql`select count(*)::int as count from users`,
      );
      expect([models?.count, users?.count]).toEqual([0, 0]);
      expect((await request(built.app.server).get('/healthz')).status).toBe(200);
    } finally {
      await built.close();
    }
  }, 300_000);
});
