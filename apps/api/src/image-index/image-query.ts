import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { checkImageInput, type ImageInputSource } from '@yunmo/image-search/image-input';
import type { ImageSearchKind } from '@yunmo/image-search/knn-index';
import type { SafeFetchOptions } from '@yunmo/image-search/safe-fetch';
import { safeFetchImage } from '@yunmo/image-search/safe-fetch';
import { searchByImage } from '@yunmo/image-search/search-by-image';
import type { DbClient } from '../db/client.js';
import { resolveFilePath } from '../plugins/app/storage.js';
import { cardsByIds, type ModelCard } from '../search/model-search.js';

/** Public folder of pictures uploaded for a search (normalised PNG copies, named by content hash). */
export const SEARCH_UPLOADS_PREFIX = '/files/image-search/';

/** Models returned per search. */
export const IMAGE_SEARCH_RESULT_SIZE = 40;

export type ImageOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Checks a picture and keeps its normalised copy; answers the public path used by `imgSearch` flag 1. */
export async function storeSearchPicture(filesDir: string, bytes: Uint8Array, source: ImageInputSource): Promise<ImageOutcome<string>> {
  const input = await checkImageInput(bytes, { source });
  if (!input.ok) return { ok: false, message: input.message };
  const name = `${createHash('sha256').update(input.normalised).digest('hex').slice(0, 32)}.png`;
  const directory = path.join(filesDir, 'image-search');
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, name), input.normalised);
  return { ok: true, value: `${SEARCH_UPLOADS_PREFIX}${name}` };
}

/** `localuploadpath`: fetches a link safely (SSRF guards, 3 MB, timeouts) and stores it like an upload. */
export async function storeLinkedPicture(filesDir: string, url: string, fetchOptions?: SafeFetchOptions): Promise<ImageOutcome<string>> {
  const fetched = await safeFetchImage(url, fetchOptions);
  if (!fetched.ok) return { ok: false, message: fetched.message };
  return storeSearchPicture(filesDir, fetched.body, 'url');
}

export interface ImageSearchInput {
  /** flag 1: a stored search picture or an http(s) link; flag 2: a JPEG/PNG data URL (paste, crop). */
  readonly path: string;
  readonly flag: 1 | 2;
  readonly cid: ImageSearchKind;
}

/** `imgSearch`: the nearest models of the tab, as model cards, best first. */
export async function searchModelsByImage(
  db: DbClient,
  filesDir: string,
  input: ImageSearchInput,
  fetchOptions?: SafeFetchOptions,
): Promise<ImageOutcome<ModelCard[]>> {
  const options = { cid: input.cid, k: IMAGE_SEARCH_RESULT_SIZE };
  let result;
  if (input.flag === 2) {
    result = await searchByImage(db.executor, { kind: 'data-url', dataUrl: input.path }, options);
  } else if (input.path.startsWith(SEARCH_UPLOADS_PREFIX)) {
    const diskPath = resolveFilePath(filesDir, input.path);
    const bytes = diskPath ? await readFile(diskPath).catch(() => null) : null;
    if (!bytes) return { ok: false, message: IMAGE_SEARCH_MESSAGES.searchFailed };
    result = await searchByImage(db.executor, { kind: 'file', bytes }, options);
  } else {
    result = await searchByImage(db.executor, { kind: 'url', url: input.path, ...(fetchOptions ? { fetchOptions } : {}) }, options);
  }
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, value: await cardsByIds(db, result.hits.map((hit) => hit.modelId)) };
}
