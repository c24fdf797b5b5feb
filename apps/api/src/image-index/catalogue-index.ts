import { access } from 'node:fs/promises';
import { CatalogueEmbedPool } from '@yunmo/image-search/catalogue-embed-pool';
import {
  insertEmbeddings,
  loadListedIndex,
  loadTrainedIndex,
  type EmbeddingRow,
  type ImageSearchKind,
} from '@yunmo/image-search/knn-index';
import {
  defaultEmbedder,
  embedCatalogueFile,
  indexCatalogueImage,
} from '@yunmo/image-search/search-by-image';
import { hasDetails, type ImageEmbedder } from '@yunmo/image-search/embedding';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { imageIndexRenderFile, imageIndexViews, parsePreviewPath } from '../previews/paths.js';
import { publicToDisk } from '../assets/files.js';
import type { ShippedIndexData, ShippedModel } from './shipped-index.js';

/** The whole-catalogue index being built for a database (the first seed finishes it after the API is up). */
const buildsInProgress = new WeakMap<DbClient, Promise<void>>();

/**
 * Records that `db`'s catalogue index is being built by `work`: searches and uploads wait for it
 * (`catalogueIndexBuilt`), so a search never answers from a half-built index and an upload's rows
 * are not wiped by the build's reload.
 */
export function buildingCatalogueIndex(db: DbClient, work: Promise<unknown>): void {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  buildsInProgress.set(db, settled);
  void settled.then(() => {
    if (buildsInProgress.get(db) === settled) buildsInProgress.delete(db);
  });
}

/** Resolves once no whole-catalogue index build of `db` is running (at once when none is). */
export function catalogueIndexBuilt(db: DbClient): Promise<void> {
  return buildsInProgress.get(db) ?? Promise.resolve();
}

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
  /** Models whose vectors were loaded from the shipped index (ADR 0059). */
  readonly shippedModels: number;
}

/**
 * Window numbers of one model: each indexed picture owns a block of this many, so a picture's
 * windows keep their numbers whatever the number of windows of the others.
 */
export const WINDOWS_PER_PICTURE = 32;

/** Colour histograms written per statement when a whole catalogue is indexed. */
const DETAIL_ROWS_PER_WRITE = 500;

/** A picture to embed and the models it stands for, with its number among each model's pictures. */
interface IndexedPicture {
  readonly file: string;
  readonly owners: { modelId: number; cid: ImageSearchKind; picture: number }[];
  /** Settles when the picture's render is written (seed: renders still running). */
  readonly ready?: Promise<unknown>;
}

/**
 * The pictures of each MAX and SU model: the small renders of its asset from the index angles when
 * the seed made them, otherwise its gallery thumbnails.
 */
async function cataloguePictures(
  db: DbClient,
  filesDir: string,
  pendingRenders: ReadonlyMap<string, Promise<unknown>>,
  shippedIds: ReadonlySet<number>,
): Promise<{ pictures: IndexedPicture[]; models: number }> {
  const rows = await db.rows<PreviewRow>(sql`
    select m.id, m.kind, i.position, i.thumb_path as path from models m
    join model_images i on i.model_id = m.id
    where m.kind in (1, 2) and m.online order by m.id, i.position`);
  const byFile = new Map<string, IndexedPicture>();
  const add = (file: string, owner: IndexedPicture['owners'][number], ready?: Promise<unknown>) => {
    const picture = byFile.get(file);
    if (picture) picture.owners.push(owner);
    else byFile.set(file, { file, owners: [owner], ready });
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
    if (cid === null || shippedIds.has(modelId)) continue;
    const key = parsePreviewPath(gallery[0]!.path)?.key;
    let rendered = false;
    if (key !== undefined) {
      rendered =
        renderedKeys.get(key) ??
        (pendingRenders.has(key) ||
          (await access(imageIndexRenderFile(filesDir, key, imageIndexViews[0].name)).then(
            () => true,
            () => false,
          )));
      renderedKeys.set(key, rendered);
    }
    if (rendered && key !== undefined) {
      const ready = pendingRenders.get(key);
      imageIndexViews.forEach(({ name }, picture) =>
        add(imageIndexRenderFile(filesDir, key, name), { modelId, cid, picture }, ready),
      );
    } else {
      for (const row of gallery)
        add(publicToDisk(filesDir, row.path), { modelId, cid, picture: row.position });
    }
  }
  return { pictures: [...byFile.values()], models: galleries.size };
}

interface IndexOptions {
  embedder?: ImageEmbedder;
  onProgress?: (done: number, total: number) => void;
  /** Stops embedding and leaves the index as it was (the API closing during the first seed). */
  signal?: AbortSignal;
  /** Renders a preview key's missing index pictures first (false: the key is not recorded). */
  renderMissing?: (key: string) => Promise<boolean>;
}

/**
 * Renders the index pictures of the MAX and SU models whose renders are missing or incomplete (the
 * first seed stopped before it finished them); returns how many keys were rendered.
 */
async function renderMissingIndexPictures(
  db: DbClient,
  filesDir: string,
  render: (key: string) => Promise<boolean>,
): Promise<number> {
  const rows = await db.rows<{ path: string }>(sql`
    select distinct on (m.id) i.thumb_path as path from models m
    join model_images i on i.model_id = m.id
    where m.kind in (1, 2) and m.online order by m.id, i.position`);
  const keys = new Set<string>();
  for (const row of rows) {
    const key = parsePreviewPath(row.path)?.key;
    if (key !== undefined) keys.add(key);
  }
  // A job writes its pictures in view order: the last one present means the key is complete.
  const last = imageIndexViews[imageIndexViews.length - 1]!.name;
  const missing: string[] = [];
  for (const key of keys) {
    const present = await access(imageIndexRenderFile(filesDir, key, last)).then(
      () => true,
      () => false,
    );
    if (!present) missing.push(key);
  }
  const rendered = await Promise.all(missing.map((key) => render(key).catch(() => false)));
  return rendered.filter(Boolean).length;
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
  options: IndexOptions & {
    workers?: number;
    /**
     * Render jobs still running, by preview key, that write the key's index renders: their
     * pictures are embedded as each job ends, while the other renders go on.
     */
    pendingRenders?: ReadonlyMap<string, Promise<unknown>>;
    /**
     * Models whose vectors the shipped index holds (checked by the seed against their render
     * source): loaded as they are, and their pictures are not embedded. The default embedder only.
     */
    shipped?: { models: readonly ShippedModel[]; data: ShippedIndexData } | undefined;
    /**
     * The index is written once this settles (the first seed: the API is ready), so the write
     * never holds the queries of the API's own start.
     */
    loadAfter?: Promise<unknown> | undefined;
  } = {},
): Promise<CatalogueIndexReport> {
  const embedder = options.embedder ?? defaultEmbedder;
  const shipped = embedder === defaultEmbedder ? options.shipped : undefined;
  if (options.renderMissing) await renderMissingIndexPictures(db, filesDir, options.renderMissing);
  options.signal?.throwIfAborted();
  const shippedIds = new Set(shipped?.models.map((model) => model.id));
  const { pictures, models } = await cataloguePictures(
    db,
    filesDir,
    options.pendingRenders ?? new Map(),
    shippedIds,
  );
  const pool = embedder === defaultEmbedder ? new CatalogueEmbedPool(options.workers) : undefined;
  const embed = (file: string) => (pool ? pool.run({ file }) : embedCatalogueFile(file, embedder));
  const rows: EmbeddingRow[] = [];
  // One colour histogram per picture, under its own embedder id (the re-ranking's, ADR 0055).
  const detailRows: EmbeddingRow[] = [];
  const detailId = hasDetails(embedder) ? embedder.detailId : undefined;
  let done = 0;
  try {
    await Promise.all(
      pictures.map(async ({ file, owners, ready }) => {
        // A failed render leaves its file missing, and a missing picture is left out.
        await ready?.catch(() => undefined);
        if (options.signal?.aborted) return;
        const embedded = await embed(file);
        options.onProgress?.((done += 1), pictures.length);
        if (!embedded) return;
        const vectors = embedded.vectors.slice(0, WINDOWS_PER_PICTURE);
        const details =
          detailId === undefined ? [] : embedded.details.slice(0, WINDOWS_PER_PICTURE);
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
          details.forEach((vector, window) =>
            detailRows.push({
              modelId: owner.modelId,
              cid: owner.cid,
              windowIndex: owner.picture * WINDOWS_PER_PICTURE + window,
              embedder: detailId!,
              vector,
            }),
          );
        }
      }),
    );
  } finally {
    await pool?.close();
  }
  options.signal?.throwIfAborted();
  await options.loadAfter;
  options.signal?.throwIfAborted();
  const shippedRows = (shipped?.models ?? []).flatMap((model) =>
    model.rows.map((row) => ({
      modelId: model.id,
      cid: model.cid,
      windowIndex: row.windowIndex,
      embedder: embedder.id,
      vector: row.vector,
      listId: row.listId,
    })),
  );
  for (const model of shipped?.models ?? [])
    for (const detail of model.details)
      detailRows.push({
        modelId: model.id,
        cid: model.cid,
        windowIndex: detail.windowIndex,
        embedder: detailId!,
        vector: detail.vector,
      });
  if (shipped && rows.length === 0 && shippedRows.length > 0) {
    // Every model's vectors are the shipped ones: so are the lists they were put in.
    await loadListedIndex(db.executor, embedder.id, shippedRows, shipped.data.centroids);
  } else {
    // Lists trained in memory and every row written with its list: a seeded catalogue is small, so
    // a sample trains the lists well, and rewriting the table in list order is not worth its time.
    await loadTrainedIndex(db.executor, embedder.id, [...rows, ...shippedRows], {
      sampleSize: 8_000,
    });
  }
  // In short statements, as the shipped rows: the first seed writes them while the API answers.
  for (let start = 0; start < detailRows.length; start += DETAIL_ROWS_PER_WRITE)
    await insertEmbeddings(db.executor, detailRows.slice(start, start + DETAIL_ROWS_PER_WRITE));
  return {
    images: pictures.length,
    models,
    rows: rows.length + shippedRows.length,
    shippedModels: shippedIds.size,
  };
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
  // A whole-catalogue build replaces every row when it loads: index this model after it.
  await catalogueIndexBuilt(db);
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
  // An index from before the detail vectors lacks them: it is built again once. So is one whose
  // load stopped before its lists were written (they are written last, `loadListedIndex`).
  const detailId = hasDetails(embedder) ? embedder.detailId : embedder.id;
  const rows = await db.rows<{ indexed: boolean; models: boolean }>(sql`
    select exists(select 1 from image_embeddings where embedder = ${embedder.id})
             and exists(select 1 from image_embedding_lists where embedder = ${embedder.id})
             and exists(select 1 from image_embeddings where embedder = ${detailId}) as indexed,
           exists(select 1 from models where kind in (1, 2) and online) as models`);
  return rows[0]!.indexed || !rows[0]!.models;
}

/** Drops other embedders' vectors and lists, then indexes the whole catalogue with `embedder`. */
export async function reindexCatalogue(
  db: DbClient,
  filesDir: string,
  options: IndexOptions = {},
): Promise<CatalogueIndexReport> {
  const embedder = options.embedder ?? defaultEmbedder;
  const detailId = hasDetails(embedder) ? embedder.detailId : embedder.id;
  await db.rows(
    sql`delete from image_embeddings where embedder <> ${embedder.id} and embedder <> ${detailId}`,
  );
  await db.rows(sql`delete from image_embedding_lists where embedder <> ${embedder.id}`);
  return indexWholeCatalogue(db, filesDir, { ...options, embedder });
}
