import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import type { ImageSearchKind } from '@yunmo/image-search/knn-index';
import type { SafeFetchOptions } from '@yunmo/image-search/safe-fetch';
import { rerankBySubcategoryVotes } from '@yunmo/image-search/rerank';
import {
  embedQuery,
  rerankByStoredDetails,
  searchByVectors,
  type ImageQuery,
} from '@yunmo/image-search/search-by-image';
import { inArray } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { models } from '../db/schema.js';
import { cardsByIds, type ModelCard } from '../search/model-search.js';
import { queryPreview, type QueryPictureCache } from './query-pictures.js';

/** Where an uploaded search picture's preview is served from while it lives (memory only). */
export const SEARCH_PICTURE_PREFIX = '/v1/search/userRole/imgSearch/picture/';
const pictureIdPattern = /^[0-9a-f]{32}$/u;

/** Models returned per search. */
export const IMAGE_SEARCH_RESULT_SIZE = 40;

export type ImageOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The id in a search-picture path, or undefined when `path` is not one. */
export function searchPictureId(path: string): string | undefined {
  if (!path.startsWith(SEARCH_PICTURE_PREFIX)) return undefined;
  const id = path.slice(SEARCH_PICTURE_PREFIX.length).replace(/\.jpg$/u, '');
  return pictureIdPattern.test(id) ? id : undefined;
}

/**
 * `localupload` and `localuploadpath`: checks and embeds the picture, keeps its vectors and a small
 * preview in `cache` (never on disk) and answers the path `imgSearch` flag 1 takes.
 */
export async function rememberSearchPicture(
  cache: QueryPictureCache,
  query: ImageQuery,
): Promise<ImageOutcome<string>> {
  const embedded = await embedQuery(query);
  if (!embedded.ok) return { ok: false, message: embedded.message };
  const preview = await queryPreview(embedded.normalised);
  const id = cache.put({
    vectors: embedded.vectors,
    details: embedded.details,
    embedder: embedded.embedder,
    preview,
  });
  return { ok: true, value: `${SEARCH_PICTURE_PREFIX}${id}.jpg` };
}

/** `localuploadpath`: fetches a link safely (SSRF guards, 3 MB, timeouts) and remembers it like an upload. */
export async function rememberLinkedPicture(
  cache: QueryPictureCache,
  url: string,
  fetchOptions?: SafeFetchOptions,
): Promise<ImageOutcome<string>> {
  return rememberSearchPicture(cache, {
    kind: 'url',
    url,
    ...(fetchOptions ? { fetchOptions } : {}),
  });
}

export interface ImageSearchInput {
  /** flag 1: an uploaded search picture or an http(s) link; flag 2: a JPEG/PNG data URL (paste, crop). */
  readonly path: string;
  readonly flag: 1 | 2;
  readonly cid: ImageSearchKind;
}

/**
 * `imgSearch`: the nearest models of the tab, as model cards, best first: near-duplicates of the
 * picture (a screenshot of a preview) in distance order, then the rest re-ranked by their colour
 * histograms (ADR 0055) and by their subcategories' votes (ADR 0040, ADR 0042).
 */
export async function searchModelsByImage(
  db: DbClient,
  cache: QueryPictureCache,
  input: ImageSearchInput,
  fetchOptions?: SafeFetchOptions,
): Promise<ImageOutcome<ModelCard[]>> {
  const options = { cid: input.cid, k: IMAGE_SEARCH_RESULT_SIZE };
  let vectors: Float32Array[];
  let details: Float32Array[];
  let embedder: string;
  const pictureId = searchPictureId(input.path);
  if (input.flag === 1 && input.path.startsWith(SEARCH_PICTURE_PREFIX)) {
    // Expired (or never uploaded): the user uploads again.
    const picture = pictureId === undefined ? undefined : cache.get(pictureId);
    if (!picture) return { ok: false, message: IMAGE_SEARCH_MESSAGES.searchFailed };
    ({ vectors, details, embedder } = picture);
  } else {
    const query: ImageQuery =
      input.flag === 2
        ? { kind: 'data-url', dataUrl: input.path }
        : { kind: 'url', url: input.path, ...(fetchOptions ? { fetchOptions } : {}) };
    const embedded = await embedQuery(query);
    if (!embedded.ok) return { ok: false, message: embedded.message };
    ({ vectors, details, embedder } = embedded);
  }
  const nearest = await searchByVectors(db.executor, vectors, embedder, options);
  const subcategories =
    nearest.length === 0
      ? []
      : await db.orm
          .select({ id: models.id, subcategory: models.twoClassId })
          .from(models)
          .where(
            inArray(
              models.id,
              nearest.map((hit) => hit.modelId),
            ),
          );
  const subcategoryOf = new Map(subcategories.map((row) => [row.id, row.subcategory]));
  const scored = await rerankByStoredDetails(db.executor, nearest, details, {
    cid: input.cid,
    embedder,
  });
  const hits = rerankBySubcategoryVotes(scored, (id) => subcategoryOf.get(id));
  return {
    ok: true,
    value: await cardsByIds(
      db,
      hits.map((hit) => hit.modelId),
    ),
  };
}
