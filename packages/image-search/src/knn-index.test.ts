import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from './embedding.js';
import { createRandom } from './synthetic-images.js';
import {
  type EmbeddingRow,
  type SqlExecutor,
  deleteEmbeddings,
  insertEmbeddings,
  kMeans,
  loadListedIndex,
  loadTrainedIndex,
  migrateImageEmbeddings,
  parseCube,
  searchNearest,
  trainLists,
} from './knn-index.js';

const EMBEDDER = 'test-embedder';
const DIMENSIONS = 24;

function randomVector(random: () => number): Float32Array {
  return normalise(Float32Array.from({ length: DIMENSIONS }, () => random() * 2 - 1));
}

/** 200 models x 3 windows, half of them 3D (cid 1), half SU (cid 2). */
function catalogue(): { rows: EmbeddingRow[]; vectors: Map<number, Float32Array[]> } {
  const random = createRandom(5);
  const rows: EmbeddingRow[] = [];
  const vectors = new Map<number, Float32Array[]>();
  for (let modelId = 1; modelId <= 200; modelId++) {
    const windows = [0, 1, 2].map(() => randomVector(random));
    vectors.set(modelId, windows);
    windows.forEach((vector, windowIndex) =>
      rows.push({
        modelId,
        cid: modelId % 2 === 0 ? 2 : 1,
        windowIndex,
        embedder: EMBEDDER,
        vector,
      }),
    );
  }
  return { rows, vectors };
}

function exactNearest(
  vectors: Map<number, Float32Array[]>,
  query: Float32Array,
  cid: 1 | 2,
  k: number,
): number[] {
  const best: [number, number][] = [];
  for (const [modelId, windows] of vectors) {
    if ((modelId % 2 === 0 ? 2 : 1) !== cid) continue;
    const distance = Math.min(
      ...windows.map((window) =>
        Math.hypot(...window.map((value, index) => value - query[index]!)),
      ),
    );
    best.push([modelId, distance]);
  }
  return best
    .sort((a, b) => a[1] - b[1])
    .slice(0, k)
    .map(([modelId]) => modelId);
}

function indexSuite(
  name: string,
  connect: () => Promise<{ executor: SqlExecutor; close: () => Promise<void> }>,
) {
  describe(name, () => {
    let executor: SqlExecutor;
    let close: () => Promise<void>;
    const { rows, vectors } = catalogue();

    beforeAll(async () => {
      ({ executor, close } = await connect());
      await migrateImageEmbeddings(executor);
      await migrateImageEmbeddings(executor); // idempotent
      expect(await insertEmbeddings(executor, rows)).toBe(rows.length);
    });
    afterAll(async () => close());

    it('finds the exact nearest models before any training (everything in list 0)', async () => {
      const query = vectors.get(37)![1]!;
      const hits = await searchNearest(executor, query, { cid: 1, embedder: EMBEDDER, k: 5 });
      expect(hits[0]).toEqual({ modelId: 37, distance: expect.closeTo(0, 5) as number });
      expect(hits.map((hit) => hit.modelId)).toEqual(exactNearest(vectors, query, 1, 5));
    });

    it('keeps the tabs apart: a 3D picture is not found among SU models', async () => {
      const hits = await searchNearest(executor, vectors.get(37)![0]!, {
        cid: 2,
        embedder: EMBEDDER,
        k: 10,
      });
      expect(hits).toHaveLength(10);
      expect(hits.every((hit) => hit.modelId % 2 === 0)).toBe(true);
    });

    it('trains lists, and with every list probed matches the brute-force scan', async () => {
      expect(await trainLists(executor, EMBEDDER, { lists: 8 })).toBe(8);
      const { rows: unassigned } = await executor.query(
        'SELECT count(*)::int AS n FROM image_embeddings WHERE list_id = 0',
      );
      expect(Number(unassigned[0].n)).toBe(0);
      const random = createRandom(9);
      for (let attempt = 0; attempt < 5; attempt++) {
        const query = randomVector(random);
        const all = await searchNearest(executor, query, {
          cid: 2,
          embedder: EMBEDDER,
          k: 10,
          probes: 8,
        });
        const scan = await searchNearest(executor, query, {
          cid: 2,
          embedder: EMBEDDER,
          k: 10,
          method: 'scan',
        });
        expect(all.map((hit) => hit.modelId)).toEqual(scan.map((hit) => hit.modelId));
        expect(scan.map((hit) => hit.modelId)).toEqual(exactNearest(vectors, query, 2, 10));
      }
      // With few probes a stored vector is still found: it sits in its own nearest list.
      const own = await searchNearest(executor, vectors.get(120)![2]!, {
        cid: 2,
        embedder: EMBEDDER,
        k: 1,
        probes: 1,
      });
      expect(own[0]?.modelId).toBe(120);
    });

    it('groups several query vectors per model, keeping the best distance', async () => {
      const hits = await searchNearest(executor, [vectors.get(11)![0]!, vectors.get(13)![2]!], {
        cid: 1,
        embedder: EMBEDDER,
        k: 2,
      });
      expect(hits.map((hit) => hit.modelId).sort((a, b) => a - b)).toEqual([11, 13]);
    });

    it('assigns new rows to a trained list, replaces re-inserted rows and deletes by model', async () => {
      const vector = randomVector(createRandom(77));
      await insertEmbeddings(executor, [
        { modelId: 999, cid: 1, windowIndex: 0, embedder: EMBEDDER, vector },
      ]);
      await insertEmbeddings(executor, [
        { modelId: 999, cid: 1, windowIndex: 0, embedder: EMBEDDER, vector },
      ]);
      const { rows: stored } = await executor.query(
        'SELECT list_id, embedding::text AS embedding FROM image_embeddings WHERE model_id = 999',
      );
      expect(stored).toHaveLength(1);
      expect(Number(stored[0].list_id)).toBeGreaterThan(0);
      expect(Array.from(parseCube(String(stored[0].embedding)))).toEqual(
        Array.from(vector).map((value) => expect.closeTo(value, 5) as number),
      );
      expect(
        (await searchNearest(executor, vector, { cid: 1, embedder: EMBEDDER, k: 1, probes: 1 }))[0]
          ?.modelId,
      ).toBe(999);
      await deleteEmbeddings(executor, 999, 1);
      expect(
        (await searchNearest(executor, vector, { cid: 1, embedder: EMBEDDER, k: 1 }))[0]?.modelId,
      ).not.toBe(999);
    });

    it('validates input and writes nothing from a bad batch', async () => {
      const { rows: before } = await executor.query(
        'SELECT count(*)::int AS n FROM image_embeddings',
      );
      const good: EmbeddingRow = {
        modelId: 500,
        cid: 1,
        windowIndex: 0,
        embedder: EMBEDDER,
        vector: randomVector(createRandom(1)),
      };
      const bad = {
        ...good,
        modelId: 501,
        vector: Float32Array.from({ length: DIMENSIONS }, () => Number.NaN),
      };
      await expect(insertEmbeddings(executor, [good, bad])).rejects.toThrow();
      await expect(
        insertEmbeddings(executor, [
          good,
          { ...good, windowIndex: 1, vector: new Float32Array(101) },
        ]),
      ).rejects.toThrow();
      await expect(
        insertEmbeddings(executor, [
          good,
          { ...good, windowIndex: 1, vector: new Float32Array(3) },
        ]),
      ).rejects.toThrow(RangeError);
      await expect(insertEmbeddings(executor, [{ ...good, cid: 3 as 1 }])).rejects.toThrow();
      const { rows: after } = await executor.query(
        'SELECT count(*)::int AS n FROM image_embeddings',
      );
      expect(after[0].n).toBe(before[0].n);
      await expect(
        searchNearest(executor, [], { cid: 1, embedder: EMBEDDER, k: 1 }),
      ).rejects.toThrow();
      await expect(
        searchNearest(executor, good.vector as Float32Array, { cid: 1, embedder: EMBEDDER, k: 0 }),
      ).rejects.toThrow();
    });

    it('keeps its transactions to itself while other callers share the session', async () => {
      // Another caller's failing statement, issued while searches are in flight, must neither abort
      // a search's transaction nor be swallowed by it.
      const query = vectors.get(37)![1]!;
      const searches = Array.from({ length: 4 }, () =>
        searchNearest(executor, query, { cid: 1, embedder: EMBEDDER, k: 3 }),
      );
      const failing = executor.query('SELECT 1 / 0 AS boom');
      await expect(failing).rejects.toThrow(/division by zero/);
      for (const hits of await Promise.all(searches)) expect(hits[0]?.modelId).toBe(37);
      const { rows: after } = await executor.query('SELECT 1 AS ok');
      expect(after[0].ok).toBe(1);
    });

    it('loads a catalogue with its lists trained in memory, as insert then train would store it', async () => {
      const loaded = 'loaded-embedder';
      const loadedRows = rows.map((row) => ({ ...row, embedder: loaded }));
      expect(await loadTrainedIndex(executor, loaded, loadedRows, { lists: 8 })).toBe(8);
      // Loading again replaces: the same rows, no duplicates and no rows of the old lists left.
      expect(await loadTrainedIndex(executor, loaded, loadedRows.slice(0, 300), { lists: 6 })).toBe(
        6,
      );
      expect(await loadTrainedIndex(executor, loaded, loadedRows, { lists: 8 })).toBe(8);
      const { rows: counts } = await executor.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE list_id = 0)::int AS unassigned,
                count(DISTINCT list_id)::int AS lists
         FROM image_embeddings WHERE embedder = $1`,
        [loaded],
      );
      expect(counts[0]).toEqual({ n: rows.length, unassigned: 0, lists: 8 });
      // Every row sits in the list whose centroid the database finds nearest.
      const { rows: misplaced } = await executor.query(
        `SELECT count(*)::int AS n FROM image_embeddings e
         WHERE e.embedder = $1 AND e.list_id <> (
           SELECT l.list_id FROM image_embedding_lists l WHERE l.embedder = e.embedder
           ORDER BY l.centroid <-> e.embedding LIMIT 1)`,
        [loaded],
      );
      expect(Number(misplaced[0].n)).toBe(0);
      const query = randomVector(createRandom(12));
      const probed = await searchNearest(executor, query, {
        cid: 1,
        embedder: loaded,
        k: 10,
        probes: 8,
      });
      expect(probed.map((hit) => hit.modelId)).toEqual(exactNearest(vectors, query, 1, 10));
      await expect(
        loadTrainedIndex(executor, loaded, [{ ...loadedRows[0]!, embedder: 'another' }]),
      ).rejects.toThrow();
    });

    it('loads a catalogue with lists given to it, each row in the list it was given', async () => {
      const listed = 'listed-embedder';
      const centroids = kMeans(
        rows.map((row) => Float32Array.from(row.vector)),
        5,
        4,
      );
      // Lists given by the row's order, not by distance: the loader must keep them as given.
      const listedRows = rows.map((row, index) => ({
        ...row,
        embedder: listed,
        listId: (index % 5) + 1,
      }));
      await loadListedIndex(executor, listed, listedRows, centroids);
      const { rows: stored } = await executor.query(
        `SELECT model_id, window_index, list_id FROM image_embeddings WHERE embedder = $1`,
        [listed],
      );
      expect(stored).toHaveLength(rows.length);
      const given = new Map(
        listedRows.map((row) => [`${row.modelId}/${row.windowIndex}`, row.listId]),
      );
      for (const row of stored)
        expect(row.list_id).toBe(given.get(`${row.model_id}/${row.window_index}`));
      const { rows: lists } = await executor.query(
        `SELECT count(*)::int AS n FROM image_embedding_lists WHERE embedder = $1`,
        [listed],
      );
      expect(lists[0].n).toBe(5);
      // A list number outside the lists, and lists of another length, are refused before any write.
      await expect(
        loadListedIndex(executor, listed, [{ ...listedRows[0]!, listId: 6 }], centroids),
      ).rejects.toThrow(RangeError);
      await expect(
        loadListedIndex(executor, listed, listedRows, [new Float32Array(3)]),
      ).rejects.toThrow(RangeError);
      const { rows: kept } = await executor.query(
        `SELECT count(*)::int AS n FROM image_embeddings WHERE embedder = $1`,
        [listed],
      );
      expect(kept[0].n).toBe(rows.length);
    });

    it('treats SQL in values as data', async () => {
      const hostile = "x'); DROP TABLE image_embeddings; --";
      await insertEmbeddings(executor, [
        {
          modelId: 600,
          cid: 1,
          windowIndex: 0,
          embedder: hostile,
          vector: randomVector(createRandom(2)),
        },
      ]);
      expect(
        await searchNearest(executor, randomVector(createRandom(2)), {
          cid: 1,
          embedder: hostile,
          k: 3,
        }),
      ).toEqual([{ modelId: 600, distance: expect.closeTo(0, 5) as number }]);
      const { rows: count } = await executor.query(
        'SELECT count(*)::int AS n FROM image_embeddings WHERE embedder = $1',
        [EMBEDDER],
      );
      expect(count[0].n).toBeGreaterThan(0);
    });
  });
}

indexSuite('knn-index on PGlite', async () => {
  const database = await PGlite.create({ extensions: { cube } });
  return { executor: database, close: () => database.close() };
});

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 1_000,
  });
  try {
    await client.connect();
    const { rows } = await client.query(
      "SELECT 1 FROM pg_available_extensions WHERE name = 'cube'",
    );
    return rows.length === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const reachable = await postgresReachable();
describe.skipIf(!reachable)('PostgreSQL server', () => {
  const database = `yunmo_imgsearch_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = () =>
    new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  indexSuite('knn-index on PostgreSQL 15', async () => {
    const setup = admin();
    await setup.connect();
    await setup.query(`CREATE DATABASE ${database}`);
    await setup.end();
    // A pool, as the API uses: transactions must stay on one of its connections.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 5432, user: 'postgres', database, max: 3 });
    return {
      executor: pool,
      close: async () => {
        await pool.end();
        const teardown = admin();
        await teardown.connect();
        await teardown.query(`DROP DATABASE IF EXISTS ${database}`);
        await teardown.end();
      },
    };
  });
});

describe('kMeans', () => {
  it('separates well-apart groups', () => {
    const points = [0, 0.1, 0.2, 10, 10.1, 10.2].map((value) => Float32Array.of(value, value));
    const centroids = kMeans(points, 2, 5).map((centroid) => Math.round(centroid[0]!));
    expect(centroids.sort((a, b) => a - b)).toEqual([0, 10]);
  });
});
