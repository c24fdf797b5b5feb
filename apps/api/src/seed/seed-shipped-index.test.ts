import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCube } from '@yunmo/image-search/knn-index';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DbClient } from '../db/client.js';
import {
  collectShippedIndex,
  encodeShippedIndex,
  type ShippedIndexData,
} from '../image-index/shipped-index.js';
import { imageIndexRenderFile, imageIndexViews, modelKey } from '../previews/paths.js';
import { PreviewService } from '../previews/service.js';
import { seedDatabase, type SeedPhase } from './seed.js';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const seed = 9;
const count = 8;

interface Seeded {
  db: DbClient;
  previews: PreviewService;
  filesDir: string;
  phases: SeedPhase[];
}

interface IndexRow {
  model_id: number;
  window_index: number;
  embedder: string;
  list_id: number;
  embedding: string;
}

describe('a seed with a shipped image index', () => {
  const opened: Seeded[] = [];
  let folder = '';
  afterEach(async () => {
    for (const { db, previews } of opened.splice(0)) {
      await previews.close();
      await db.close();
    }
    await rm(folder, { recursive: true, force: true });
  });

  async function seedInto(name: string, shippedIndexFile?: string): Promise<Seeded> {
    const db = await connectDatabase({});
    await db.migrate();
    const filesDir = path.join(folder, name, 'files');
    const previews = new PreviewService(filesDir, 1);
    const phases: SeedPhase[] = [];
    const seeded = { db, previews, filesDir, phases };
    opened.push(seeded);
    await seedDatabase({
      db,
      count,
      seed,
      images: true,
      // Banners and avatars are not what these seeds check; they render on their first request.
      renderDecorations: false,
      filesDir,
      previews,
      shippedIndex: shippedIndexFile !== undefined,
      shippedIndexFile,
      onPhase: (phase) => phases.push(phase),
    });
    return seeded;
  }

  const indexRows = (db: DbClient) =>
    db.rows<IndexRow>(sql`select model_id, window_index, embedder, list_id, embedding::text as embedding
      from image_embeddings order by model_id, embedder, window_index`);

  async function ship(data: ShippedIndexData, name: string): Promise<string> {
    const file = path.join(folder, name);
    await writeFile(file, encodeShippedIndex(data));
    return file;
  }

  it('loads the vectors of the models they were computed from, and renders and describes the others', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'yunmo-seed-shipped-'));
    const live = await seedInto('live');
    const data = await collectShippedIndex(live.db, live.previews, seed, count);
    expect(data.models.length).toBeGreaterThan(1);
    const liveRows = await indexRows(live.db);

    // Every model shipped: no index picture is rendered, and rows and lists are the shipped ones.
    const whole = await seedInto('whole', await ship(data, 'whole.bin'));
    expect(whole.phases.find((phase) => phase.phase === 'image-index')?.detail).toBe(
      `${data.models.length} of ${data.models.length} models from the shipped index`,
    );
    const wholeRows = await indexRows(whole.db);
    expect(
      wholeRows.map(({ model_id, window_index, embedder, list_id }) => [
        model_id,
        window_index,
        embedder,
        list_id,
      ]),
    ).toEqual(
      liveRows.map(({ model_id, window_index, embedder, list_id }) => [
        model_id,
        window_index,
        embedder,
        list_id,
      ]),
    );
    wholeRows.forEach((row, index) => {
      const exact = parseCube(liveRows[index]!.embedding);
      const loaded = parseCube(row.embedding);
      const largest = Math.max(...exact.map(Math.abs));
      loaded.forEach((value, dimension) =>
        expect(Math.abs(value - exact[dimension]!)).toBeLessThanOrEqual(largest / 254 + 1e-6),
      );
    });
    for (const model of data.models)
      for (const { name } of imageIndexViews)
        expect(await exists(imageIndexRenderFile(whole.filesDir, modelKey(model.id), name))).toBe(
          false,
        );

    // One model's render source differs from the shipped one's (the generator changed for it): it
    // is rendered and described as before, the others are loaded, and every model is indexed.
    const changed = data.models[0]!;
    const source = changed.source;
    if (source.kind !== 'asset') throw new Error('a model renders one asset');
    const partly = await seedInto(
      'partly',
      await ship(
        {
          ...data,
          models: data.models.map((model) =>
            model === changed
              ? {
                  ...model,
                  source: { ...source, input: { ...source.input, seed: source.input.seed + 1 } },
                }
              : model,
          ),
        },
        'partly.bin',
      ),
    );
    expect(partly.phases.find((phase) => phase.phase === 'image-index')?.detail).toBe(
      `${data.models.length - 1} of ${data.models.length} models from the shipped index`,
    );
    for (const { name } of imageIndexViews) {
      expect(await exists(imageIndexRenderFile(partly.filesDir, modelKey(changed.id), name))).toBe(
        true,
      );
      expect(
        await exists(imageIndexRenderFile(partly.filesDir, modelKey(data.models[1]!.id), name)),
      ).toBe(false);
    }
    const partlyRows = await indexRows(partly.db);
    expect(
      partlyRows.map(({ model_id, window_index, embedder }) => [model_id, window_index, embedder]),
    ).toEqual(
      liveRows.map(({ model_id, window_index, embedder }) => [model_id, window_index, embedder]),
    );
    expect(partlyRows.every((row) => row.embedder.endsWith('-h4') || row.list_id > 0)).toBe(true);
  }, 300_000);
});
