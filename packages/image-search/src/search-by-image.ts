/**
 * The two calls the API needs, built from the parts: index a catalogue picture (seed, upload)
 * and search by an uploaded file, a pasted data URL or a link (`imgSearch`, flag 1 server URL,
 * flag 2 data). Bad input comes back as a refusal with the spec's message; database errors are
 * thrown as they are.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import sharp from 'sharp';
import { z } from 'zod';
import { type EmbeddedPicture, type ImageEmbedder, embedPicture, hasDetails } from './embedding.js';
import {
  CATALOGUE_IMAGE_MAX_PIXELS,
  checkImageInput,
  type ImageInputRefusalCode,
} from './image-input.js';
import { decodeProjection } from './projection.js';
import { ShapeEmbedder } from './shape-embedding.js';
import { SHAPE_PROJECTION } from './shape-projection-data.js';
import { webpSize } from './webp-size.js';
import {
  type ImageSearchHit,
  type ImageSearchKind,
  type SqlExecutor,
  deleteEmbeddings,
  imageSearchKindSchema,
  insertEmbeddings,
  searchNearest,
  nearestOfModels,
} from './knn-index.js';
import { type DetailRerankOptions, type ScoredHit, rerankByDetail } from './rerank.js';
import { type SafeFetchOptions, type SafeFetchRefusalCode, safeFetchImage } from './safe-fetch.js';

/**
 * The embedder used when none is given (shared so its settings and id stay the same). Vectors are
 * stored per embedder id, so changing it makes the seed index the catalogue again under the new id.
 */
export const defaultEmbedder: ImageEmbedder = new ShapeEmbedder({
  projection: decodeProjection(SHAPE_PROJECTION.data),
  projectionName: SHAPE_PROJECTION.name,
});

/** What the user searched with. */
export type ImageQuery =
  | { readonly kind: 'file'; readonly bytes: Uint8Array }
  | { readonly kind: 'data-url'; readonly dataUrl: string }
  | { readonly kind: 'url'; readonly url: string; readonly fetchOptions?: SafeFetchOptions };

export type SearchByImageResult =
  | { readonly ok: true; readonly hits: ImageSearchHit[] }
  | {
      readonly ok: false;
      readonly code: ImageInputRefusalCode | SafeFetchRefusalCode | 'embedding-failed';
      readonly message: string;
    };

const DATA_URL = /^data:image\/(?:jpeg|jpg|png);base64,([A-Za-z0-9+/]+={0,2})$/i;

async function queryBytes(
  query: ImageQuery,
): Promise<
  | { ok: true; bytes: Uint8Array; source: 'file' | 'url' }
  | Extract<SearchByImageResult, { ok: false }>
> {
  switch (query.kind) {
    case 'file':
      return { ok: true, bytes: query.bytes, source: 'file' };
    case 'data-url': {
      const base64 = DATA_URL.exec(query.dataUrl.trim())?.[1];
      if (base64 === undefined)
        return { ok: false, code: 'wrong-format', message: IMAGE_SEARCH_MESSAGES.urlWrongFormat };
      // A pasted screenshot counts as an upload: the file messages apply.
      return { ok: true, bytes: Buffer.from(base64, 'base64'), source: 'file' };
    }
    case 'url': {
      const fetched = await safeFetchImage(query.url, query.fetchOptions);
      if (!fetched.ok) return fetched;
      return { ok: true, bytes: fetched.body, source: 'url' };
    }
  }
}

/** Search settings: the tab (cid 1 3D, 2 SU) and how many models to return. */
export interface SearchByImageOptions {
  readonly cid: ImageSearchKind;
  readonly k: number;
  readonly embedder?: ImageEmbedder;
  readonly probes?: number;
}

/** The vectors of a query picture, with the checked picture they come from. */
export type EmbedQueryResult =
  | {
      readonly ok: true;
      readonly vectors: Float32Array[];
      /** Detail vectors for the second stage (none when the embedder makes none). */
      readonly details: Float32Array[];
      readonly embedder: string;
      readonly normalised: Buffer;
    }
  | Extract<SearchByImageResult, { ok: false }>;

/** Checks and embeds a query picture; nothing is kept. */
export async function embedQuery(
  query: ImageQuery,
  embedder: ImageEmbedder = defaultEmbedder,
): Promise<EmbedQueryResult> {
  const bytes = await queryBytes(query);
  if (!bytes.ok) return bytes;
  const input = await checkImageInput(bytes.bytes, { source: bytes.source });
  if (!input.ok) return input;
  try {
    const { vectors, details } = await embedPicture(embedder, input.normalised, 'query');
    return { ok: true, vectors, details, embedder: embedder.id, normalised: input.normalised };
  } catch {
    return { ok: false, code: 'embedding-failed', message: IMAGE_SEARCH_MESSAGES.searchFailed };
  }
}

/** The nearest catalogue models of vectors made by `embedQuery` with the embedder `embedderId`. */
export async function searchByVectors(
  executor: SqlExecutor,
  vectors: Float32Array[],
  embedderId: string,
  options: Omit<SearchByImageOptions, 'embedder'>,
): Promise<ImageSearchHit[]> {
  const settings = z
    .object({ cid: imageSearchKindSchema, k: z.number().int().min(1).max(1_000) })
    .parse({ cid: options.cid, k: options.k });
  const searchOptions = { cid: settings.cid, k: settings.k, embedder: embedderId };
  return searchNearest(
    executor,
    vectors,
    options.probes === undefined ? searchOptions : { ...searchOptions, probes: options.probes },
  );
}

/** Id the detail vectors of `embedderId` are stored under (the default embedder's only). */
export function detailIdOf(embedderId: string): string | undefined {
  return hasDetails(defaultEmbedder) && embedderId === defaultEmbedder.id
    ? defaultEmbedder.detailId
    : undefined;
}

/**
 * The second stage: the first stage's hits re-ranked by the stored detail vectors of their models
 * (one indexed read of the candidates' rows), or as they are when there are none.
 */
export async function rerankByStoredDetails(
  executor: SqlExecutor,
  hits: readonly ImageSearchHit[],
  queryDetails: readonly Float32Array[],
  options: { readonly cid: ImageSearchKind; readonly embedder: string } & DetailRerankOptions,
): Promise<ScoredHit[]> {
  const detailId = detailIdOf(options.embedder);
  if (detailId === undefined || queryDetails.length === 0 || hits.length === 0) return [...hits];
  const distances = await nearestOfModels(
    executor,
    hits.map((hit) => hit.modelId),
    queryDetails,
    { cid: options.cid, embedder: detailId },
  );
  const { weight, nearDuplicate } = options;
  return rerankByDetail(hits, (modelId) => distances.get(modelId), {
    ...(weight === undefined ? {} : { weight }),
    ...(nearDuplicate === undefined ? {} : { nearDuplicate }),
  });
}

/** Checks, embeds and searches. */
export async function searchByImage(
  executor: SqlExecutor,
  query: ImageQuery,
  options: SearchByImageOptions,
): Promise<SearchByImageResult> {
  z.object({ cid: imageSearchKindSchema, k: z.number().int().min(1).max(1_000) }).parse({
    cid: options.cid,
    k: options.k,
  });
  const embedded = await embedQuery(query, options.embedder ?? defaultEmbedder);
  if (!embedded.ok) return embedded;
  return {
    ok: true,
    hits: await searchByVectors(executor, embedded.vectors, embedded.embedder, options),
  };
}

/** Indexing outcome of one catalogue picture. */
export type IndexImageResult =
  | { readonly ok: true; readonly windows: number }
  | {
      readonly ok: false;
      readonly code: ImageInputRefusalCode | 'embedding-failed';
      readonly message: string;
    };

/** Catalogue renders are larger than search pictures (sources of at least 1500x1500). */
export const CATALOGUE_IMAGE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The vectors of one catalogue picture on disk, or null when it is missing or does not decode.
 * Catalogue pictures are the seed's own renders, not uploads: they skip the upload checks and their
 * second PNG copy. A WebP larger than the embedder's working copy is still decoded to an
 * uncompressed PNG first: handed over as it is, libvips would shrink it while decoding, and the
 * vectors would differ from the search's own. One no larger (the seed's index renders) is not
 * shrunk, so it goes as it is: the same vectors, for one decode instead of three.
 */
export async function embedCatalogueFile(
  file: string,
  embedder: ImageEmbedder = defaultEmbedder,
): Promise<EmbeddedPicture | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  if (bytes.byteLength === 0 || bytes.byteLength > CATALOGUE_IMAGE_MAX_BYTES) return null;
  try {
    const isWebp = bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    const size = isWebp ? webpSize(bytes) : null;
    const shrunkOnLoad =
      isWebp &&
      (size === null ||
        embedder.workingSize === undefined ||
        size.width > embedder.workingSize ||
        size.height > embedder.workingSize);
    const picture = shrunkOnLoad
      ? await sharp(bytes, { failOn: 'truncated' }).png({ compressionLevel: 0 }).toBuffer()
      : bytes;
    return await embedPicture(embedder, picture, 'catalogue');
  } catch {
    return null;
  }
}

/**
 * Replaces the indexed windows of one model with those of `image` (its preview render).
 * Needs an executor bound to one connection (it uses a transaction).
 */
export async function indexCatalogueImage(
  executor: SqlExecutor,
  model: { readonly modelId: number; readonly cid: ImageSearchKind; readonly image: Uint8Array },
  embedder: ImageEmbedder = defaultEmbedder,
): Promise<IndexImageResult> {
  const input = await checkImageInput(model.image, {
    source: 'file',
    maxBytes: CATALOGUE_IMAGE_MAX_BYTES,
    maxPixels: CATALOGUE_IMAGE_MAX_PIXELS,
    gate: null,
  });
  if (!input.ok) return input;
  let embedded: EmbeddedPicture;
  try {
    embedded = await embedPicture(embedder, input.normalised, 'catalogue');
  } catch {
    return { ok: false, code: 'embedding-failed', message: IMAGE_SEARCH_MESSAGES.searchFailed };
  }
  await deleteEmbeddings(executor, model.modelId, model.cid);
  const windows = await insertEmbeddings(
    executor,
    embedded.vectors.map((vector, windowIndex) => ({
      modelId: model.modelId,
      cid: model.cid,
      windowIndex,
      embedder: embedder.id,
      vector,
    })),
  );
  if (hasDetails(embedder))
    await insertEmbeddings(
      executor,
      embedded.details.map((vector, windowIndex) => ({
        modelId: model.modelId,
        cid: model.cid,
        windowIndex,
        embedder: embedder.detailId,
        vector,
      })),
    );
  return { ok: true, windows };
}
