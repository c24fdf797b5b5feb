import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { SceneSource } from '@yunmo/asset-render/jobs';
import { parseCube } from '@yunmo/image-search/knn-index';
import { defaultEmbedder } from '@yunmo/image-search/search-by-image';
import { hasDetails } from '@yunmo/image-search/embedding';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { hashBuiltCode, readShippedFile } from '../assets/shipped-files.js';
import type { DbClient } from '../db/client.js';
import {
  imageIndexRenderSize,
  imageIndexRenderSupersample,
  imageIndexViews,
  modelKey,
  modelPreviewPath,
  modelWidths,
  parsePreviewPath,
} from '../previews/paths.js';
import { previewRenderOutput, type PreviewService } from '../previews/service.js';

/**
 * The demo catalogue's search-by-image index, shipped beside the code (ADR 0059). The first start
 * of `npm start` seeds the same 2,000 models from the same seed every time, and most of its CPU
 * went into rendering each MAX and SU model from nine more angles and describing ten pictures of
 * it. Those vectors depend only on the code that renders and describes the pictures and on each
 * model's generator input, so they are computed once (`ship-image-index`) and loaded instead.
 *
 * The file is a cache, never a source of truth:
 * - it is used only when its fingerprint (the built code of the generator, renderer and embedder,
 *   the HDRI, sharp's libraries and the index render settings) equals this build's, and only for a
 *   model whose id, tab and generator input are the ones it was computed from;
 * - any other model is rendered and described as before, and a stale file only costs time.
 *
 * Vectors are stored as 8-bit integers with one scale per vector (about 10 MB instead of 58):
 * 99.5 % of each window's ten nearest neighbours are the same as with the exact vectors
 * (docs/benchmarks.md). The lists (k-means centroids) are kept exact.
 */

export interface ShippedModel {
  readonly id: number;
  readonly cid: 1 | 2;
  /** What the seed rendered for the model's pictures (its render spec). */
  readonly source: SceneSource;
  readonly rows: readonly {
    readonly windowIndex: number;
    readonly listId: number;
    readonly vector: Float32Array;
  }[];
  readonly details: readonly { readonly windowIndex: number; readonly vector: Float32Array }[];
}

export interface ShippedIndexData {
  readonly seed: number;
  readonly count: number;
  readonly fingerprint: string;
  readonly embedder: string;
  readonly detailEmbedder: string;
  readonly centroids: readonly Float32Array[];
  readonly models: readonly ShippedModel[];
}

/** Where the demo catalogue's index is shipped: one file per seed value and model count. */
export function shippedIndexFile(seed: number, count: number): string {
  return fileURLToPath(
    new URL(`../../seed-data/image-index-s${seed}-n${count}.bin`, import.meta.url),
  );
}

const MAGIC = 'YMIX';
const FORMAT = 1;
const maxCount = 5_000_000;

/** A render source as the shipped files carry it (asset or scene). */
export const sceneSourceSchema = z.custom<SceneSource>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ((value as { kind?: unknown }).kind === 'asset' ||
      (value as { kind?: unknown }).kind === 'scene'),
);

const headerSchema = z.object({
  format: z.literal(FORMAT),
  seed: z.number().int(),
  count: z.number().int().min(1).max(maxCount),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/u),
  embedder: z.string().min(1).max(200),
  detailEmbedder: z.string().min(1).max(200),
  dimensions: z.number().int().min(1).max(100),
  detailDimensions: z.number().int().min(1).max(100),
  lists: z.number().int().min(1).max(100_000),
  models: z
    .array(
      z.object({
        id: z.number().int().min(1).max(2_147_483_647),
        cid: z.union([z.literal(1), z.literal(2)]),
        source: sceneSourceSchema,
        rows: z.number().int().min(0).max(65_535),
        details: z.number().int().min(0).max(65_535),
      }),
    )
    .max(maxCount),
});

/** 8-bit integers and one scale: each value within half a step (scale / 2) of the exact one. */
function quantise(vector: Float32Array, out: DataView, offset: number): number {
  let largest = 0;
  for (const value of vector) largest = Math.max(largest, Math.abs(value));
  const scale = largest / 127;
  out.setFloat32(offset, scale, true);
  for (let index = 0; index < vector.length; index += 1)
    out.setInt8(offset + 4 + index, scale === 0 ? 0 : Math.round(vector[index]! / scale));
  return offset + 4 + vector.length;
}

function dequantise(view: DataView, offset: number, dimensions: number): Float32Array {
  const scale = view.getFloat32(offset, true);
  const vector = new Float32Array(dimensions);
  for (let index = 0; index < dimensions; index += 1)
    vector[index] = view.getInt8(offset + 4 + index) * scale;
  return vector;
}

/** The file's bytes: a header (JSON), then the lists and every model's quantised rows, brotli-compressed. */
export function encodeShippedIndex(data: ShippedIndexData): Buffer {
  const dimensions = data.centroids[0]?.length ?? 0;
  const detailDimensions =
    data.models.find((model) => model.details.length > 0)?.details[0]!.vector.length ?? 1;
  for (const model of data.models) {
    if (model.rows.some((row) => row.vector.length !== dimensions))
      throw new RangeError(`model ${model.id}: every vector needs ${dimensions} dimensions`);
    if (model.details.some((detail) => detail.vector.length !== detailDimensions))
      throw new RangeError(`model ${model.id}: every detail needs ${detailDimensions} dimensions`);
    if (model.rows.some((row) => row.listId < 1 || row.listId > data.centroids.length))
      throw new RangeError(`model ${model.id}: a row's list is not one of the lists`);
  }
  const header = Buffer.from(
    JSON.stringify(
      headerSchema.parse({
        format: FORMAT,
        seed: data.seed,
        count: data.count,
        fingerprint: data.fingerprint,
        embedder: data.embedder,
        detailEmbedder: data.detailEmbedder,
        dimensions,
        detailDimensions,
        lists: data.centroids.length,
        models: data.models.map((model) => ({
          id: model.id,
          cid: model.cid,
          source: model.source,
          rows: model.rows.length,
          details: model.details.length,
        })),
      }),
    ),
  );
  const rowBytes = 4 + 4 + dimensions;
  const detailBytes = 2 + 4 + detailDimensions;
  let bodyLength = data.centroids.length * dimensions * 4;
  for (const model of data.models)
    bodyLength += model.rows.length * rowBytes + model.details.length * detailBytes;
  const bytes = Buffer.alloc(4 + 4 + header.length + bodyLength);
  bytes.write(MAGIC, 0, 'latin1');
  bytes.writeUInt32LE(header.length, 4);
  header.copy(bytes, 8);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8 + header.length;
  for (const centroid of data.centroids)
    for (const value of centroid) {
      view.setFloat32(offset, value, true);
      offset += 4;
    }
  for (const model of data.models) {
    for (const row of model.rows) {
      view.setUint16(offset, row.windowIndex, true);
      view.setUint16(offset + 2, row.listId, true);
      offset = quantise(row.vector, view, offset + 4);
    }
    for (const detail of model.details) {
      view.setUint16(offset, detail.windowIndex, true);
      offset = quantise(detail.vector, view, offset + 2);
    }
  }
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Reads a file `encodeShippedIndex` wrote; throws on anything else (cut short, another format). */
export function decodeShippedIndex(compressed: Uint8Array): ShippedIndexData {
  const bytes = zlib.brotliDecompressSync(compressed, {
    maxOutputLength: 512 * 1024 * 1024,
  });
  if (bytes.length < 8 || bytes.toString('latin1', 0, 4) !== MAGIC)
    throw new Error('not a shipped image index');
  const headerLength = bytes.readUInt32LE(4);
  if (8 + headerLength > bytes.length) throw new Error('the shipped image index is cut short');
  const header = headerSchema.parse(
    JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as unknown,
  );
  const { dimensions, detailDimensions } = header;
  const rowBytes = 4 + 4 + dimensions;
  const detailBytes = 2 + 4 + detailDimensions;
  let expected = 8 + headerLength + header.lists * dimensions * 4;
  for (const model of header.models)
    expected += model.rows * rowBytes + model.details * detailBytes;
  if (expected !== bytes.length)
    throw new Error(`the shipped image index holds ${bytes.length} bytes, its header ${expected}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8 + headerLength;
  const centroids: Float32Array[] = [];
  for (let list = 0; list < header.lists; list += 1) {
    const centroid = new Float32Array(dimensions);
    for (let index = 0; index < dimensions; index += 1, offset += 4)
      centroid[index] = view.getFloat32(offset, true);
    centroids.push(centroid);
  }
  const models: ShippedModel[] = header.models.map((model) => {
    const rows: ShippedModel['rows'][number][] = [];
    for (let row = 0; row < model.rows; row += 1, offset += rowBytes) {
      const listId = view.getUint16(offset + 2, true);
      if (listId < 1 || listId > header.lists)
        throw new Error(`model ${model.id}: a row's list is not one of the lists`);
      rows.push({
        windowIndex: view.getUint16(offset, true),
        listId,
        vector: dequantise(view, offset + 4, dimensions),
      });
    }
    const details: ShippedModel['details'][number][] = [];
    for (let detail = 0; detail < model.details; detail += 1, offset += detailBytes)
      details.push({
        windowIndex: view.getUint16(offset, true),
        vector: dequantise(view, offset + 2, detailDimensions),
      });
    return { id: model.id, cid: model.cid, source: model.source, rows, details };
  });
  return {
    seed: header.seed,
    count: header.count,
    fingerprint: header.fingerprint,
    embedder: header.embedder,
    detailEmbedder: header.detailEmbedder,
    centroids,
    models,
  };
}

/**
 * What the index vectors are a function of, besides each model's input: the built generator,
 * renderer and embedder, the HDRI the pictures are lit by, sharp's codecs, and how the index
 * pictures and the cover they copy are framed and encoded.
 */
export async function shippedIndexFingerprint(): Promise<string> {
  const require = createRequire(import.meta.url);
  const hash = createHash('sha256');
  await hashBuiltCode(hash, import.meta.url, [
    '@yunmo/asset-gen/generate',
    '@yunmo/asset-render/run-job',
    '@yunmo/image-search/search-by-image',
  ]);
  const renderRequire = createRequire(require.resolve('@yunmo/asset-render/run-job'));
  hash.update(await readFile(renderRequire.resolve('@pmndrs/assets/hdri/studio.exr.js')));
  const coverPath = modelPreviewPath(modelKey(1), 'cover', modelWidths.thumb);
  hash.update(
    JSON.stringify({
      sharp: sharp.versions,
      embedder: defaultEmbedder.id,
      views: imageIndexViews,
      size: imageIndexRenderSize,
      supersample: imageIndexRenderSupersample,
      cover: previewRenderOutput(parsePreviewPath(coverPath)!, ''),
    }),
  );
  return hash.digest('hex');
}

/** The ids the default embedder stores its vectors and its detail vectors under. */
function defaultEmbedderIds(): { embedder: string; detailEmbedder: string } {
  return {
    embedder: defaultEmbedder.id,
    detailEmbedder: hasDetails(defaultEmbedder) ? defaultEmbedder.detailId : defaultEmbedder.id,
  };
}

/** A model's shipped vectors, when they were computed from this very model. */
export class ShippedIndex {
  private readonly byId: Map<number, ShippedModel>;

  constructor(readonly data: ShippedIndexData) {
    this.byId = new Map(data.models.map((model) => [model.id, model]));
  }

  /** The shipped model, when its id, tab and render source are this model's. */
  match(id: number, cid: 1 | 2, source: SceneSource): ShippedModel | undefined {
    const model = this.byId.get(id);
    if (!model || model.cid !== cid) return undefined;
    return JSON.stringify(model.source) === JSON.stringify(source) ? model : undefined;
  }
}

/**
 * The shipped index of a seed, or why it is not used: no file, another catalogue, or vectors of
 * other code (then every model is rendered and described as before).
 */
export async function readShippedIndex(
  seed: number,
  count: number,
  file = shippedIndexFile(seed, count),
): Promise<{ index: ShippedIndex } | { index: null; reason: string }> {
  const read = await readShippedFile(
    file,
    decodeShippedIndex,
    'no shipped index for this seed and count',
  );
  if (read.data === null) return { index: null, reason: read.reason };
  const data: ShippedIndexData = read.data;
  const ids = defaultEmbedderIds();
  if (data.seed !== seed || data.count !== count)
    return { index: null, reason: 'computed for another catalogue' };
  if (data.embedder !== ids.embedder || data.detailEmbedder !== ids.detailEmbedder)
    return { index: null, reason: 'computed by another embedder' };
  if (data.fingerprint !== (await shippedIndexFingerprint()))
    return { index: null, reason: 'computed by other code (run ship-image-index again)' };
  return { index: new ShippedIndex(data) };
}

/**
 * The index a seeded catalogue holds, as a shipped index: every MAX and SU model's vectors, lists
 * and render source. Run on a catalogue seeded with the shipped index off, so every vector is one
 * this code computed.
 */
export async function collectShippedIndex(
  db: DbClient,
  previews: PreviewService,
  seed: number,
  count: number,
): Promise<ShippedIndexData> {
  const { embedder, detailEmbedder } = defaultEmbedderIds();
  const lists = await db.rows<{ centroid: string }>(
    sql`select centroid::text as centroid from image_embedding_lists where embedder = ${embedder} order by list_id`,
  );
  const rows = await db.rows<{
    model_id: number;
    cid: number;
    window_index: number;
    embedder: string;
    list_id: number;
    embedding: string;
  }>(sql`select model_id, cid, window_index, embedder, list_id, embedding::text as embedding
         from image_embeddings where embedder in (${embedder}, ${detailEmbedder})
         order by model_id, embedder, window_index`);
  const thumbs = await db.rows<{ id: number; thumb_path: string }>(
    sql`select id, thumb_path from models where kind in (1, 2) order by id`,
  );
  const byModel = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byModel.get(row.model_id);
    if (list) list.push(row);
    else byModel.set(row.model_id, [row]);
  }
  const models: ShippedModel[] = [];
  for (const { id, thumb_path: thumb } of thumbs) {
    const modelRows = byModel.get(id);
    const key = parsePreviewPath(thumb)?.key;
    const source = key === undefined ? undefined : await previews.recordedSource(key);
    if (!modelRows || !source) continue;
    models.push({
      id,
      cid: modelRows[0]!.cid as 1 | 2,
      source,
      rows: modelRows
        .filter((row) => row.embedder === embedder)
        .map((row) => ({
          windowIndex: row.window_index,
          listId: row.list_id,
          vector: parseCube(row.embedding),
        })),
      details: modelRows
        .filter((row) => row.embedder === detailEmbedder)
        .map((row) => ({ windowIndex: row.window_index, vector: parseCube(row.embedding) })),
    });
  }
  return {
    seed,
    count,
    fingerprint: await shippedIndexFingerprint(),
    embedder,
    detailEmbedder,
    centroids: lists.map((list) => parseCube(list.centroid)),
    models,
  };
}
