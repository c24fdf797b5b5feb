import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CATALOGUE_IMAGE_MAX_PIXELS, checkImageInput } from '@yunmo/image-search/image-input';
import { insertEmbeddings, trainLists, type EmbeddingRow, type ImageSearchKind } from '@yunmo/image-search/knn-index';
import { CATALOGUE_IMAGE_MAX_BYTES, defaultEmbedder, indexCatalogueImage } from '@yunmo/image-search/search-by-image';
import type { ImageEmbedder } from '@yunmo/image-search/embedding';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { publicToDisk } from '../seed/files.js';

/** Image search tabs: 3D模型 (cid 1) holds MAX models (kind 1), SU模型 (cid 2) SketchUp models (kind 2). */
export function cidOfKind(kind: number): ImageSearchKind | null {
  if (kind === 1) return 1;
  if (kind === 2) return 2;
  return null;
}

export function kindOfCid(cid: ImageSearchKind): number {
  return cid;
}

interface PreviewRow {
  id: number;
  kind: number;
  path: string;
}

export interface CatalogueIndexReport {
  /** Distinct preview pictures embedded (models may share a generated picture). */
  readonly images: number;
  readonly models: number;
  readonly rows: number;
}

/**
 * Embeds the first preview's thumbnail (the seed renders it; larger sizes are rendered on request) of every MAX and SU model and trains the index lists. Seeded models
 * share pictures from a generated pool, so each distinct picture is embedded once.
 */
export async function indexWholeCatalogue(
  db: DbClient,
  filesDir: string,
  options: { embedder?: ImageEmbedder; onProgress?: (done: number, total: number) => void } = {},
): Promise<CatalogueIndexReport> {
  const embedder = options.embedder ?? defaultEmbedder;
  const previews = await db.rows<PreviewRow>(sql`
    select m.id, m.kind, i.thumb_path as path from models m
    join model_images i on i.model_id = m.id and i.position = 0
    where m.kind in (1, 2) and m.online order by m.id`);
  const modelsByPath = new Map<string, PreviewRow[]>();
  for (const preview of previews) {
    const group = modelsByPath.get(preview.path);
    if (group) group.push(preview);
    else modelsByPath.set(preview.path, [preview]);
  }
  const paths = [...modelsByPath.keys()];
  const rows: EmbeddingRow[] = [];
  let done = 0;
  // Two pictures in flight keep both cores busy (sharp works on libuv's pool).
  const concurrency = 2;
  for (let start = 0; start < paths.length; start += concurrency) {
    await Promise.all(
      paths.slice(start, start + concurrency).map(async (publicPath) => {
        let bytes = await readFile(publicToDisk(filesDir, publicPath));
        // The catalogue's own previews are WebP; the query checks take the JPEG and PNG a visitor uploads.
        if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') bytes = await sharp(bytes).png().toBuffer();
        const input = await checkImageInput(bytes, { source: 'file', maxBytes: CATALOGUE_IMAGE_MAX_BYTES, maxPixels: CATALOGUE_IMAGE_MAX_PIXELS, gate: null });
        if (!input.ok) return;
        const vectors = await embedder.embed(input.normalised, 'catalogue');
        for (const model of modelsByPath.get(publicPath) ?? []) {
          const cid = cidOfKind(model.kind);
          if (cid === null) continue;
          vectors.forEach((vector, windowIndex) =>
            rows.push({ modelId: model.id, cid, windowIndex, embedder: embedder.id, vector }),
          );
        }
      }),
    );
    done = Math.min(paths.length, start + concurrency);
    options.onProgress?.(done, paths.length);
  }
  await insertEmbeddings(db.executor, rows);
  // A seeded catalogue is small: a sample trains the lists well, and rewriting the table in list order is not worth its time.
  await trainLists(db.executor, embedder.id, { sampleSize: 8_000, cluster: false });
  return { images: paths.length, models: previews.length, rows: rows.length };
}

/** Re-indexes one model from its preview bytes (model upload or a new first preview). */
export async function indexUploadedPreview(
  db: DbClient,
  model: { id: number; kind: number },
  preview: Uint8Array,
  embedder: ImageEmbedder = defaultEmbedder,
) {
  const cid = cidOfKind(model.kind);
  if (cid === null) return { ok: true as const, windows: 0 };
  return indexCatalogueImage(db.executor, { modelId: model.id, cid, image: preview }, embedder);
}
