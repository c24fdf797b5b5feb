/**
 * Builds (or reuses) the benchmark catalogue: PostgreSQL database yunmo_bench, or a PGlite directory
 * under .data/bench. A marker table records seed and count so a second run with the same options
 * skips the build.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '@yunmo/api/db/client';
import { seedDatabase, type SeedProgress } from '@yunmo/api/seed/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';

export const postgresAdminUrl =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const benchDatabase = 'yunmo_bench';
export const postgresBenchUrl = postgresAdminUrl.replace(/\/[^/]*$/u, `/${benchDatabase}`);

function progress(label: string): (progress: SeedProgress) => void {
  let last = 0;
  return (update) => {
    const now = Date.now();
    if (now - last < 2000 && update.done !== update.total) return;
    last = now;
    process.stderr.write(`\r${label} ${update.phase} ${update.done}/${update.total}        `);
  };
}

async function markerMatches(
  rows: () => Promise<{ seed: number; model_count: number }[]>,
  seed: number,
  count: number,
): Promise<boolean> {
  try {
    const [marker] = await rows();
    return marker?.seed === seed && marker.model_count === count;
  } catch {
    return false;
  }
}

export async function ensurePostgresCatalogue(count: number, seed: number): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', [benchDatabase]))
      .rowCount === 1;
  if (exists) {
    const probe = new pg.Client({ connectionString: postgresBenchUrl });
    await probe.connect();
    const reusable = await markerMatches(
      async () => (await probe.query('select seed, model_count from bench_catalogue limit 1')).rows,
      seed,
      count,
    );
    await probe.end();
    if (reusable) {
      await admin.end();
      console.log(`reusing ${benchDatabase} (${count} models, seed ${seed})`);
      return postgresBenchUrl;
    }
    await admin.query(`drop database ${benchDatabase} with (force)`);
  }
  await admin.query(`create database ${benchDatabase}`);
  await admin.end();
  const started = Date.now();
  const db = await connectDatabase({ databaseUrl: postgresBenchUrl });
  try {
    await db.migrate();
    await seedDatabase({
      db,
      count,
      seed,
      images: false,
      imageIndex: false,
      filesDir: path.join(benchDataDir('postgres', count, seed), 'files'),
      onProgress: progress('postgres'),
    });
    await db.rows(sql`vacuum analyze`);
    await db.rows(
      sql`create table bench_catalogue (seed integer not null, model_count integer not null)`,
    );
    await db.rows(sql`insert into bench_catalogue (seed, model_count) values (${seed}, ${count})`);
  } finally {
    await db.close();
  }
  console.log(
    `\nbuilt ${benchDatabase}: ${count} models in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return postgresBenchUrl;
}

export function benchDataDir(backend: 'postgres' | 'pglite', count: number, seed: number): string {
  return path.join(
    import.meta.dirname,
    '..',
    '..',
    '.data',
    'bench',
    `${backend}-${count}-${seed}`,
  );
}

/** Returns the YUNMO_DATA_DIR holding a seeded PGlite catalogue. */
export async function ensurePgliteCatalogue(count: number, seed: number): Promise<string> {
  const dataDir = benchDataDir('pglite', count, seed);
  const pgliteDir = path.join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  {
    const db = await connectDatabase({ pgliteDir });
    const reusable = await markerMatches(
      () => db.rows(sql`select seed, model_count from bench_catalogue limit 1`),
      seed,
      count,
    );
    await db.close();
    if (reusable) {
      console.log(`reusing PGlite catalogue in ${dataDir}`);
      return dataDir;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const db = await connectDatabase({ pgliteDir });
  try {
    await db.migrate();
    await seedDatabase({
      db,
      count,
      seed,
      images: false,
      imageIndex: false,
      filesDir: path.join(dataDir, 'files'),
      onProgress: progress('pglite'),
    });
    await db.rows(sql`vacuum analyze`);
    await db.rows(
      sql`create table bench_catalogue (seed integer not null, model_count integer not null)`,
    );
    await db.rows(sql`insert into bench_catalogue (seed, model_count) values (${seed}, ${count})`);
  } finally {
    await db.close();
  }
  console.log(
    `\nbuilt PGlite catalogue: ${count} models in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return dataDir;
}
