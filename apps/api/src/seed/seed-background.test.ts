import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DbClient } from '../db/client.js';
import {
  buildingCatalogueIndex,
  catalogueIndexBuilt,
  reindexCatalogue,
} from '../image-index/catalogue-index.js';
import {
  imageIndexRenderFile,
  imageIndexRenderOutputs,
  imageIndexRenderSize,
  imageIndexViews,
  parsePreviewPath,
} from '../previews/paths.js';
import { PreviewService } from '../previews/service.js';
import { seedDatabase } from './seed.js';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('a seed that finishes its renders and image index in the background', () => {
  let folder = '';
  let db: DbClient | undefined;
  let previews: PreviewService | undefined;
  afterEach(async () => {
    await previews?.close();
    await db?.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function fresh() {
    folder = await mkdtemp(path.join(tmpdir(), 'yunmo-seed-background-'));
    db = await connectDatabase({});
    await db.migrate();
    previews = new PreviewService(path.join(folder, 'files'), 1);
    return { db, previews, filesDir: path.join(folder, 'files') };
  }

  /** The catalogue both cases seed: twelve models, renders and index in the background. */
  const seedTwelve = (
    options: Pick<Parameters<typeof seedDatabase>[0], 'db' | 'previews' | 'filesDir' | 'signal'>,
  ) => seedDatabase({ ...options, count: 12, seed: 5, images: false, background: true });

  /** The preview keys of the MAX and SU models, and how many such models have index rows. */
  async function indexed(db: DbClient) {
    const [row] = await db.rows<{ models: number; indexed: number }>(sql`
      select count(*)::int as models,
             count(*) filter (where exists (
               select 1 from image_embeddings e where e.model_id = m.id))::int as indexed
      from models m where m.kind in (1, 2) and m.online`);
    return row!;
  }

  async function indexKeys(db: DbClient): Promise<string[]> {
    const rows = await db.rows<{ thumb_path: string }>(
      sql`select distinct thumb_path from models where kind in (1, 2) and thumb_path like '/files/renders/m/%'`,
    );
    return rows.map((row) => parsePreviewPath(row.thumb_path)!.key);
  }

  it('answers with the rows in place, then loads the index of every MAX and SU model', async () => {
    const { db, previews, filesDir } = await fresh();
    const { finished } = await seedTwelve({ db, previews, filesDir });
    const [models] = await db.rows<{ count: number }>(
      sql`select count(*)::int as count from models`,
    );
    expect(models!.count).toBe(12);
    buildingCatalogueIndex(db, finished);
    await catalogueIndexBuilt(db);
    await finished;
    const { models: searchable, indexed: withRows } = await indexed(db);
    expect(searchable).toBeGreaterThan(0);
    expect(withRows).toBe(searchable);
    // Test catalogues share a few renders, some of them a UE model's (no index renders): at least
    // one MAX or SU key has all of its own.
    const complete: string[] = [];
    for (const key of await indexKeys(db)) {
      let all = true;
      for (const { name } of imageIndexViews)
        if (!(await exists(imageIndexRenderFile(filesDir, key, name)))) all = false;
      if (all) complete.push(key);
    }
    expect(complete.length).toBeGreaterThan(0);
    // Every index picture is at the descriptor's size, the cover angle (a downscaled copy of the
    // cover thumbnail) as much as the angles rendered for the index alone.
    for (const { name } of imageIndexViews) {
      const { width, height } = await sharp(
        imageIndexRenderFile(filesDir, complete[0]!, name),
      ).metadata();
      expect({ name, width, height }).toEqual({ name, ...imageIndexRenderSize });
    }
  }, 600_000);

  it('stops when told, and a re-index renders what the stopped seed left out', async () => {
    const { db, previews, filesDir } = await fresh();
    const stop = new AbortController();
    const { finished } = await seedTwelve({ db, previews, filesDir, signal: stop.signal });
    stop.abort();
    await previews.close();
    await expect(finished).rejects.toThrow();
    expect((await indexed(db)).indexed).toBe(0);

    const rendered: string[] = [];
    await reindexCatalogue(db, filesDir, {
      renderMissing: (key) => {
        rendered.push(key);
        return previews.renderRecorded(key, imageIndexRenderOutputs(filesDir, key));
      },
    });
    const { models: searchable, indexed: withRows } = await indexed(db);
    expect(withRows).toBe(searchable);
    expect(rendered.length).toBeGreaterThan(0);
    for (const key of await indexKeys(db))
      for (const { name } of imageIndexViews)
        expect(await exists(imageIndexRenderFile(filesDir, key, name))).toBe(true);
  }, 600_000);
});
