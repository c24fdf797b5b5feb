import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where this run keeps its migrated and seeded databases (test/helper.ts). */
    templateRoot: string;
  }
}

const postgresHost = process.env.TEST_PG_HOST ?? '127.0.0.1';
const postgresPort = Number(process.env.TEST_PG_PORT ?? 5432);

/**
 * One folder per run for the seeded databases that builds clone: removed at the end with the
 * PostgreSQL template databases it names, so no run sees another run's (or older code's) seed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'yunmo-api-templates-'));
  project.provide('templateRoot', root);
  return async () => {
    const names: string[] = [];
    for (const entry of await readdir(root).catch(() => [])) {
      const name = await readFile(path.join(root, entry, 'database'), 'utf8').catch(() => '');
      if (/^yunmo_api_test_\w+$/u.test(name)) names.push(name);
    }
    if (names.length > 0) {
      const admin = new pg.Client({
        connectionString: `postgres://postgres@${postgresHost}:${postgresPort}/postgres`,
      });
      try {
        await admin.connect();
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
    await rm(root, { recursive: true, force: true });
  };
}
