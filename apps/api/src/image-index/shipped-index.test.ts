import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { SceneSource } from '@yunmo/asset-render/jobs';
import { embedCatalogueFile } from '@yunmo/image-search/search-by-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageIndexCoverCopy,
  imageIndexRenderFile,
  imageIndexRenderOutputs,
  imageIndexViews,
  modelKey,
  modelPreviewPath,
  modelWidths,
} from '../previews/paths.js';
import { PreviewService } from '../previews/service.js';
import { WINDOWS_PER_PICTURE } from './catalogue-index.js';
import {
  decodeShippedIndex,
  encodeShippedIndex,
  readShippedIndex,
  shippedIndexFingerprint,
  type ShippedIndexData,
} from './shipped-index.js';

/** A decoded value is within half a quantisation step of the exact one (and float32 rounding). */
function expectQuantisedFrom(decoded: Float32Array, exact: Float32Array): void {
  expect(decoded.length).toBe(exact.length);
  let largest = 0;
  for (const value of exact) largest = Math.max(largest, Math.abs(value));
  const tolerance = largest / 127 / 2 + 1e-6;
  exact.forEach((value, index) =>
    expect(Math.abs(decoded[index]! - value)).toBeLessThanOrEqual(tolerance),
  );
}

const vectorOf = (dimensions: number) =>
  fc
    .array(fc.float({ min: -1, max: 1, noNaN: true, noDefaultInfinity: true }), {
      minLength: dimensions,
      maxLength: dimensions,
    })
    .map((values) => Float32Array.from(values));

const sourceOf = fc.record({
  subcategory: fc.string({ maxLength: 6 }),
  item: fc.string({ maxLength: 8 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  style: fc.string({ maxLength: 4 }),
});

/** Small random indexes: a few lists, models of either tab, rows and details of any count. */
const indexOf = fc
  .record({
    dimensions: fc.integer({ min: 1, max: 12 }),
    detailDimensions: fc.integer({ min: 1, max: 8 }),
    lists: fc.integer({ min: 1, max: 5 }),
  })
  .chain(({ dimensions, detailDimensions, lists }) =>
    fc.record({
      seed: fc.integer(),
      count: fc.integer({ min: 1, max: 5_000_000 }),
      fingerprint: fc
        .array(fc.constantFrom(...'0123456789abcdef'), { minLength: 64, maxLength: 64 })
        .map((digits) => digits.join('')),
      embedder: fc.string({ minLength: 1, maxLength: 40 }),
      detailEmbedder: fc.string({ minLength: 1, maxLength: 40 }),
      centroids: fc.array(vectorOf(dimensions), { minLength: lists, maxLength: lists }),
      models: fc.array(
        fc.record({
          id: fc.integer({ min: 1, max: 2_147_483_647 }),
          cid: fc.constantFrom(1 as const, 2 as const),
          source: sourceOf.map((input): SceneSource => ({ kind: 'asset', input })),
          rows: fc.array(
            fc.record({
              windowIndex: fc.integer({ min: 0, max: 65_535 }),
              listId: fc.integer({ min: 1, max: lists }),
              vector: vectorOf(dimensions),
            }),
            { maxLength: 4 },
          ),
          details: fc.array(
            fc.record({
              windowIndex: fc.integer({ min: 0, max: 65_535 }),
              vector: vectorOf(detailDimensions),
            }),
            { maxLength: 2 },
          ),
        }),
        { maxLength: 6 },
      ),
    }),
  );

describe('the shipped index file', () => {
  it('decodes what it encodes: every number exact but the vectors, each within half a step', () => {
    fc.assert(
      fc.property(indexOf, (data: ShippedIndexData) => {
        const decoded = decodeShippedIndex(encodeShippedIndex(data));
        const { centroids, models, ...rest } = decoded;
        expect(rest).toEqual({
          seed: data.seed,
          count: data.count,
          fingerprint: data.fingerprint,
          embedder: data.embedder,
          detailEmbedder: data.detailEmbedder,
        });
        // The lists are kept exact (float32).
        expect(centroids).toEqual(data.centroids);
        expect(models).toHaveLength(data.models.length);
        models.forEach((model, index) => {
          const exact = data.models[index]!;
          expect({ id: model.id, cid: model.cid, source: model.source }).toEqual({
            id: exact.id,
            cid: exact.cid,
            source: exact.source,
          });
          expect(model.rows.map(({ windowIndex, listId }) => [windowIndex, listId])).toEqual(
            exact.rows.map(({ windowIndex, listId }) => [windowIndex, listId]),
          );
          model.rows.forEach((row, rowIndex) =>
            expectQuantisedFrom(row.vector, exact.rows[rowIndex]!.vector),
          );
          expect(model.details.map(({ windowIndex }) => windowIndex)).toEqual(
            exact.details.map(({ windowIndex }) => windowIndex),
          );
          model.details.forEach((detail, detailIndex) =>
            expectQuantisedFrom(detail.vector, exact.details[detailIndex]!.vector),
          );
        });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a file cut short, another file, and a row outside the lists', () => {
    const data: ShippedIndexData = {
      seed: 1,
      count: 2,
      fingerprint: 'a'.repeat(64),
      embedder: 'e',
      detailEmbedder: 'd',
      centroids: [Float32Array.of(1, 0)],
      models: [
        {
          id: 1,
          cid: 1,
          source: { kind: 'asset', input: { subcategory: '沙发', item: '沙发', seed: 3 } },
          rows: [{ windowIndex: 0, listId: 1, vector: Float32Array.of(0.5, -0.5) }],
          details: [],
        },
      ],
    };
    const bytes = encodeShippedIndex(data);
    expect(() => decodeShippedIndex(bytes.subarray(0, bytes.length - 3))).toThrow();
    expect(() => decodeShippedIndex(Buffer.from('not brotli at all'))).toThrow();
    expect(() =>
      encodeShippedIndex({
        ...data,
        models: [{ ...data.models[0]!, rows: [{ ...data.models[0]!.rows[0]!, listId: 2 }] }],
      }),
    ).toThrow(RangeError);
  });
});

describe('reading a shipped index', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'shipped-index-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('says why it is not used: no file, another catalogue, other code', async () => {
    expect(await readShippedIndex(42, 2000, path.join(folder, 'missing.bin'))).toMatchObject({
      index: null,
      reason: 'no shipped index for this seed and count',
    });
    const shipped = await readShippedIndex(42, 2000);
    if (!shipped.index) throw new Error(`the shipped demo index is not used: ${shipped.reason}`);
    // A few of its models are enough to tell the catalogue and the code apart.
    const few = { ...shipped.index.data, models: shipped.index.data.models.slice(0, 3) };
    const file = path.join(folder, 'other.bin');
    await writeFile(file, encodeShippedIndex(few));
    expect(await readShippedIndex(43, 2000, file)).toMatchObject({
      index: null,
      reason: 'computed for another catalogue',
    });
    await writeFile(file, encodeShippedIndex({ ...few, fingerprint: 'f'.repeat(64) }));
    expect((await readShippedIndex(42, 2000, file)).index).toBeNull();
    await writeFile(file, encodeShippedIndex(few));
    expect((await readShippedIndex(42, 2000, file)).index).not.toBeNull();
    await writeFile(file, 'garbage');
    expect((await readShippedIndex(42, 2000, file)).index).toBeNull();
  });

  /**
   * The shipped demo index must be this code's: `npm start` renders and describes every model
   * itself when it is not (about 4.5 minutes instead of 2.5). After changing the generator, the
   * renderer or the embedder: `node apps/api/dist/seed/ship-image-index.js` (ADR 0059).
   */
  it('ships the vectors this code computes for the demo catalogue (npm start)', async () => {
    const shipped = await readShippedIndex(42, 2000);
    if (!shipped.index)
      throw new Error(
        `the shipped demo index is not used (${shipped.reason}): run node apps/api/dist/seed/ship-image-index.js`,
      );
    const { data } = shipped.index;
    expect(data.fingerprint).toBe(await shippedIndexFingerprint());
    expect(data.models.length).toBeGreaterThan(1000);
    // Render and describe one model of each tab again, as the seed does, and compare.
    const filesDir = path.join(folder, 'files');
    const previews = new PreviewService(filesDir, 1);
    try {
      for (const cid of [1, 2] as const) {
        const model = data.models.find((entry) => entry.cid === cid)!;
        const key = modelKey(model.id);
        await previews.render(
          model.source,
          [modelPreviewPath(key, 'cover', modelWidths.thumb)],
          [],
          imageIndexRenderOutputs(filesDir, key, { coverCopied: true }),
          [imageIndexCoverCopy(filesDir, key)],
        );
        for (const [picture, { name }] of imageIndexViews.entries()) {
          const embedded = await embedCatalogueFile(imageIndexRenderFile(filesDir, key, name));
          if (!embedded) throw new Error(`${key} ${name} did not embed`);
          embedded.vectors.slice(0, WINDOWS_PER_PICTURE).forEach((vector, window) => {
            const row = model.rows.find(
              (entry) => entry.windowIndex === picture * WINDOWS_PER_PICTURE + window,
            );
            expect(row, `${key} ${name} window ${window}`).toBeDefined();
            expectQuantisedFrom(row!.vector, vector);
          });
          const detail = model.details.find(
            (entry) => entry.windowIndex === picture * WINDOWS_PER_PICTURE,
          );
          expectQuantisedFrom(detail!.vector, embedded.details[0]!);
        }
      }
    } finally {
      await previews.close();
    }
  }, 120_000);
});
