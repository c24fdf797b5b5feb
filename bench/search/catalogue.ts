/**
 * Builds (or reuses) the benchmark catalogue: PostgreSQL database yunmo_bench_<count>, or a PGlite directory
 * under .data/bench. A marker table records seed and count so a second run with the same options
 * skips the build.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, type DbClient } from '@yunmo/api/db/client';
import { seedDatabase, type SeedProgress } from '@yunmo/api/seed/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { indexIsCurrent, indexUploadedPreview } from '@yunmo/api/image-index/catalogue-index';
import { trainLists } from '@yunmo/image-search/knn-index';
import { defaultEmbedder } from '@yunmo/image-search/search-by-image';

export const postgresAdminUrl =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** One database per catalogue size (yunmo_bench_1000000, …), so sizes are built once and reused side by side. */
const benchDatabasePrefix = process.env.BENCH_PG_DATABASE_PREFIX ?? 'yunmo_bench';
function benchDatabase(count: number): string {
  return `${benchDatabasePrefix}_${count}`;
}
/** The URL of the PostgreSQL catalogue of `count` models. */
export function postgresBenchUrl(count: number): string {
  return postgresAdminUrl.replace(/\/[^/]*$/u, `/${benchDatabase(count)}`);
}

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

/** Catalogues above this size are grown from it by SQL (see growPostgresCatalogue) instead of seeded model by model. */
const seededCatalogueLimit = 100_000;
const grownStep = 1_000_000;

async function reusablePostgres(count: number, seed: number): Promise<boolean | 'absent'> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [benchDatabase(count)]))
        .rowCount === 1;
    if (!exists) return 'absent';
  } finally {
    await admin.end();
  }
  const probe = new pg.Client({ connectionString: postgresBenchUrl(count) });
  await probe.connect();
  try {
    return await markerMatches(
      async () => (await probe.query('select seed, model_count from bench_catalogue limit 1')).rows,
      seed,
      count,
    );
  } finally {
    await probe.end();
  }
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * The catalogues are built without the search-by-image index (millions of rows no search query reads);
 * one indexed model (and its lists) marks the index current, so the api does not re-index the whole
 * catalogue at boot.
 */
async function markImageIndexCurrent(db: DbClient): Promise<void> {
  if (await indexIsCurrent(db)) return;
  const [model] = await db.rows<{ id: number; kind: number }>(
    sql`select id, kind from models where kind in (1, 2) and online order by id limit 1`,
  );
  if (!model) return;
  const picture = await sharp({
    create: { width: 160, height: 120, channels: 3, background: '#8a8a8a' },
  })
    .jpeg()
    .toBuffer();
  await indexUploadedPreview(db, model, picture);
  // A current index also has its lists (catalogue-index.ts, indexIsCurrent).
  await trainLists(db.executor, defaultEmbedder.id);
}

async function markCatalogue(db: DbClient, seed: number, count: number): Promise<void> {
  await markImageIndexCurrent(db);
  await db.rows(sql`vacuum analyze`);
  await db.rows(
    sql`create table if not exists bench_catalogue (seed integer not null, model_count integer not null)`,
  );
  await db.rows(sql`delete from bench_catalogue`);
  await db.rows(sql`insert into bench_catalogue (seed, model_count) values (${seed}, ${count})`);
}

/**
 * A catalogue of up to 100,000 models is seeded like `npm start`'s (about 3 minutes on the 2-core
 * machine; seeding a million takes most of an hour there). A larger one is copied from the 100,000-model
 * database (CREATE DATABASE … TEMPLATE) and grown in place by INSERT … SELECT, one statement per copy:
 * every model again under a new id, uuid and model number, so the titles, filters and sort keys keep the
 * seeded distribution while the catalogue grows. Built once, reused by later runs.
 */
export async function ensurePostgresCatalogue(count: number, seed: number): Promise<string> {
  const url = postgresBenchUrl(count);
  const state = await reusablePostgres(count, seed);
  if (state === true) {
    // A catalogue built by an older version of this script may lack the mark, or new tables' statistics.
    const db = await connectDatabase({ databaseUrl: url });
    try {
      await db.migrate();
      await markImageIndexCurrent(db);
      await db.rows(sql`vacuum analyze`);
    } finally {
      await db.close();
    }
    console.log(`reusing ${benchDatabase(count)} (${count} models, seed ${seed})`);
    return url;
  }
  if (state === false) await adminQuery(`drop database ${benchDatabase(count)} with (force)`);
  const started = Date.now();
  if (count > seededCatalogueLimit) {
    // 3,000,000 grows from 1,000,000 (two copies of it), which grows from the seeded 100,000.
    const base = count > grownStep && count % grownStep === 0 ? grownStep : seededCatalogueLimit;
    if (count % base !== 0)
      throw new Error(`catalogues above ${seededCatalogueLimit} grow by whole multiples of it`);
    await ensurePostgresCatalogue(base, seed);
    await adminQuery(`create database ${benchDatabase(count)} template ${benchDatabase(base)}`);
    const db = await connectDatabase({ databaseUrl: url });
    try {
      await db.migrate();
      await growPostgresCatalogue(db, base, count / base);
      await markCatalogue(db, seed, count);
    } finally {
      await db.close();
    }
  } else {
    await adminQuery(`create database ${benchDatabase(count)}`);
    const db = await connectDatabase({ databaseUrl: url });
    try {
      await seedCatalogue(db, 'postgres', count, seed, benchDataDir('postgres', count, seed));
      await markCatalogue(db, seed, count);
    } finally {
      await db.close();
    }
  }
  console.log(
    `\nbuilt ${benchDatabase(count)}: ${count} models in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return url;
}

/**
 * Copies the first `base` models factor - 1 more times: copy k under id + k * base, its model number
 * suffixed with k * base / 100,000 (-1 … -9 from the seeded 100,000, -10 and -20 from the million), so
 * numbers stay unique across both steps.
 */
async function growPostgresCatalogue(db: DbClient, base: number, factor: number): Promise<void> {
  for (let copy = 1; copy < factor; copy += 1) {
    const suffix = (copy * base) / seededCatalogueLimit;
    process.stderr.write(`\rgrowing: copy ${copy} of ${factor - 1}        `);
    await db.rows(sql`
      insert into models (id, uuid, kind, model_number, title, title_tokens, author_id, one_class_id, two_class_id,
        style_id, renderer_id, fee_category, charge_category, price_fen, vip, is_unique, has_vr, has_spaces, score,
        download_count, favor_count, view_count, month_heat, week_heat, thumb_path, online, created_at)
      select m.id + ${copy * base}, gen_random_uuid(), m.kind, m.model_number || '-' || ${suffix}::int, m.title,
        array_replace(array_replace(m.title_tokens, lower(m.model_number), lower(m.model_number) || '-' || ${suffix}::int),
          '#' || m.id, '#' || (m.id + ${copy * base})),
        m.author_id, m.one_class_id, m.two_class_id, m.style_id, m.renderer_id, m.fee_category, m.charge_category,
        m.price_fen, m.vip, m.is_unique, m.has_vr, m.has_spaces, m.score, m.download_count, m.favor_count,
        m.view_count, m.month_heat, m.week_heat, m.thumb_path, m.online, m.created_at
      from models m where m.id <= ${base}`);
  }
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
    await seedCatalogue(db, 'pglite', count, seed, dataDir);
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

/** Migrates `db` and seeds the catalogue's data: no pictures or image index, which search never reads. */
async function seedCatalogue(
  db: DbClient,
  driver: 'postgres' | 'pglite',
  count: number,
  seed: number,
  dataDir: string,
): Promise<void> {
  await db.migrate();
  await seedDatabase({
    db,
    count,
    seed,
    images: false,
    imageIndex: false,
    filesDir: path.join(dataDir, 'files'),
    onProgress: progress(driver),
  });
}
