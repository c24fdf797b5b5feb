import { access } from 'node:fs/promises';
import { CatalogueEmbedPool } from '@yunmo/image-search/catalogue-embed-pool';
import {
  insertEmbeddings,
  trainLists,
  type EmbeddingRow,
  type ImageSearchKind,
} from '@yunmo/image-search/knn-index';
import {
  defaultEmbedder,
  embedCatalogueFile,
  indexCatalogueImage,
} from '@yunmo/image-search/search-by-image';
import type { ImageEmbedder } from '@yunmo/image-search/embedding';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { imageIndexRenderFile, imageIndexViews, parsePreviewPath } from '../previews/paths.js';
import { publicToDisk } from '../assets/files.js';

/** Image search tabs: 3D模型 (cid 1) holds MAX models (kind 1), SU模型 (cid 2) SketchUp models (kind 2). */
export function cidOfKind(kind: number): ImageSearchKind | null {
  if (kind === 1) return 1;
  if (kind === 2) return 2;
  return null;
}

interface PreviewRow {
  id: number;
  kind: number;
  position: number;
  path: string;
}

export interface CatalogueIndexReport {
  /** Distinct pictures embedded (models may share a generated picture). */
  readonly images: number;
  readonly models: number;
  readonly rows: number;
}

/**
 * Window numbers of one model: each indexed picture owns a block of this many, so a picture's
 * windows keep their numbers whatever the number of windows of the others.
 */
export const WINDOWS_PER_PICTURE = 32;

/** A picture to embed and the models it stands for, with its number among each model's pictures. */
interface IndexedPicture {
  readonly file: string;
  readonly owners: { modelId: number; cid: ImageSearchKind; picture: number }[];
}

/**
 * The pictures of each MAX and SU model: the small renders of its asset from the index angles when
 * the seed made them, otherwise its gallery thumbnails.
 */
async function cataloguePictures(
  db: DbClient,
  filesDir: string,
): Promise<{ pictures: IndexedPicture[]; models: number }> {
  const rows = await db.rows<PreviewRow>(sql`
    select m.id, m.kind, i.position, i.thumb_path as path from models m
    join model_images i on i.model_id = m.id
    where m.kind in (1, 2) and m.online order by m.id, i.position`);
  const byFile = new Map<string, IndexedPicture>();
  const add = (file: string, owner: IndexedPicture['owners'][number]) => {
    const picture = byFile.get(file);
    if (picture) picture.owners.push(owner);
    else byFile.set(file, { file, owners: [owner] });
  };
  const galleries = new Map<number, PreviewRow[]>();
  for (const row of rows) {
    const gallery = galleries.get(row.id);
    if (gallery) gallery.push(row);
    else galleries.set(row.id, [row]);
  }
  const renderedKeys = new Map<string, boolean>();
  for (const [modelId, gallery] of galleries) {
    const cid = cidOfKind(gallery[0]!.kind);
    if (cid === null) continue;
    const key = parsePreviewPath(gallery[0]!.path)?.key;
    let rendered = false;
    if (key !== undefined) {
      rendered =
        renderedKeys.get(key) ??
        (await access(imageIndexRenderFile(filesDir, key, imageIndexViews[0].name)).then(
          () => true,
          () => false,
        ));
      renderedKeys.set(key, rendered);
    }
    if (rendered && key !== undefined) {
      imageIndexViews.forEach(({ name }, picture) =>
        add(imageIndexRenderFile(filesDir, key, name), { modelId, cid, picture }),
      );
    } else {
      for (const row of gallery)
        add(publicToDisk(filesDir, row.path), { modelId, cid, picture: row.position });
    }
  }
  return { pictures: [...byFile.values()], models: galleries.size };
}

/**
 * Embeds the pictures of every MAX and SU model (several angles each: a picture taken from an angle
 * between them still lands near one) and trains the index lists. Seeded models may share pictures,
 * so each distinct picture is embedded once; a picture missing on disk is left out. The default
 * embedder runs on worker threads, one per core (`workers`); another embedder on this thread.
 */
export async function indexWholeCatalogue(
  db: DbClient,
  filesDir: string,
  options: {
    embedder?: ImageEmbedder;
    workers?: number;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<CatalogueIndexReport> {
  const embedder = options.embedder ?? defaultEmbedder;
  const { pictures, models } = await cataloguePictures(db, filesDir);
  const pool = embedder === defaultEmbedder ? new CatalogueEmbedPool(options.workers) : undefined;
  const embed = (file: string) => (pool ? pool.run({ file }) : embedCatalogueFile(file, embedder));
  const rows: EmbeddingRow[] = [];
  let done = 0;
  try {
    await Promise.all(
      pictures.map(async ({ file, owners }) => {
        const embedded = await embed(file);
        options.onProgress?.((done += 1), pictures.length);
        if (!embedded) return;
        const vectors = embedded.slice(0, WINDOWS_PER_PICTURE);
        for (const owner of owners) {
          vectors.forEach((vector, window) =>
            rows.push({
              modelId: owner.modelId,
              cid: owner.cid,
              windowIndex: owner.picture * WINDOWS_PER_PICTURE + window,
              embedder: embedder.id,
              vector,
            }),
          );
        }
      }),
    );
  } finally {
    await pool?.close();
  }
  await insertEmbeddings(db.executor, rows);
  // A seeded catalogue is small: a sample trains the lists well, and rewriting the table in list order is not worth its time.
  await trainLists(db.executor, embedder.id, { sampleSize: 8_000, cluster: false });
  return { images: pictures.length, models, rows: rows.length };
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

/**
 * Whether the MAX and SU models are indexed by `embedder`. False after the default embedder changed
 * (vectors are stored per embedder id, and a query only compares with its own embedder's).
 */
export async function indexIsCurrent(
  db: DbClient,
  embedder: ImageEmbedder = defaultEmbedder,
): Promise<boolean> {
  const rows = await db.rows<{ indexed: boolean; models: boolean }>(sql`
    select exists(select 1 from image_embeddings where embedder = ${embedder.id}) as indexed,
           exists(select 1 from models where kind in (1, 2) and online) as models`);
  return rows[0]!.indexed || !rows[0]!.models;
}

/** Drops other embedders' vectors and lists, then indexes the whole catalogue with `embedder`. */
export async function reindexCatalogue(
  db: DbClient,
  filesDir: string,
  options: { embedder?: ImageEmbedder; onProgress?: (done: number, total: number) => void } = {},
): Promise<CatalogueIndexReport> {
  const embedder = options.embedder ?? defaultEmbedder;
  await db.rows(sql`delete from image_embeddings where embedder <> ${embedder.id}`);
  await db.rows(sql`delete from image_embedding_lists where embedder <> ${embedder.id}`);
  return indexWholeCatalogue(db, filesDir, { ...options, embedder });
}
