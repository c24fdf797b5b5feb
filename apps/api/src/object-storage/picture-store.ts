import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { ApiConfig } from '../config/env.js';
import { bucketClient, bucketConfig, type BucketConfig } from './bucket.js';

/** Pictures keep a day of caching, as `/files` answers them from disk. */
export const pictureCacheControl = 'public, max-age=86400';

const pictureTypes: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** The content type of a picture path; undefined for anything that is not a public picture. */
export function pictureType(publicPath: string): string | undefined {
  return pictureTypes[path.extname(publicPath).toLowerCase()];
}

/** The bucket key of a `/files/…` picture path (the path without `/files/`); null for anything else. */
export function pictureKey(publicPath: string): string | null {
  if (!publicPath.startsWith('/files/')) return null;
  const key = publicPath.slice('/files/'.length);
  if (key.length === 0 || key.split('/').some((part) => part === '' || part.startsWith('.')))
    return null;
  return pictureType(key) === undefined ? null : key;
}

export interface PictureS3Config extends BucketConfig {
  /** Where browsers fetch the bucket's pictures (a CDN, or the bucket itself), without a trailing slash. */
  publicBaseUrl: string;
}

/** The picture bucket from PICTURE_STORAGE_S3_* (all five), or undefined: pictures stay on disk. */
export function pictureS3Config(config: ApiConfig): PictureS3Config | undefined {
  const bucket = bucketConfig(config, 'PICTURE_STORAGE_S3');
  if (bucket === undefined) return undefined;
  const endpoint = bucket.endpoint.replace(/\/+$/u, '');
  const publicBaseUrl = (config.PICTURE_PUBLIC_BASE_URL ?? `${endpoint}/${bucket.bucket}`).replace(
    /\/+$/u,
    '',
  );
  return { ...bucket, endpoint, publicBaseUrl };
}

/**
 * Where public pictures live. Every picture is first written (or rendered) into the files folder;
 * `publish` then makes it public in the store. On disk that is all it takes (`/files` serves the
 * folder through @fastify/send). In a bucket the picture is uploaded, and answers name it by its
 * public URL, so browsers fetch it from the bucket or its CDN and never through the API.
 */
export interface PictureStore {
  readonly kind: 'disk' | 's3';
  /** The URL prefix answers use instead of `/files/` ('/files/' on disk). */
  readonly publicPrefix: string;
  publish(publicPath: string, diskPath: string): Promise<void>;
  close(): void;
}

export class DiskPictureStore implements PictureStore {
  readonly kind = 'disk' as const;
  readonly publicPrefix = '/files/';
  publish(): Promise<void> {
    return Promise.resolve();
  }
  close(): void {}
}

export class S3PictureStore implements PictureStore {
  readonly kind = 's3' as const;
  readonly publicPrefix: string;
  private readonly client: S3Client;

  constructor(private readonly config: PictureS3Config) {
    this.publicPrefix = `${config.publicBaseUrl}/`;
    this.client = bucketClient(config);
  }

  async publish(publicPath: string, diskPath: string): Promise<void> {
    const key = pictureKey(publicPath);
    if (key === null) throw new Error(`not a public picture: ${publicPath}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: await readFile(diskPath),
        ContentType: pictureType(key),
        CacheControl: pictureCacheControl,
      }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

export function pictureStore(config: ApiConfig): PictureStore {
  const s3 = pictureS3Config(config);
  return s3 ? new S3PictureStore(s3) : new DiskPictureStore();
}

/** Every public picture under the files folder changed after `since` (ms), as `/files/…` paths. */
async function* picturesUnder(
  directory: string,
  since: number,
  relative = '',
): AsyncGenerator<string> {
  const entries = await readdir(path.join(directory, relative), { withFileTypes: true }).catch(
    () => [],
  );
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* picturesUnder(directory, since, child);
    else if (entry.isFile() && pictureKey(`/files/${child}`) !== null) {
      const changed = (await stat(path.join(directory, child)).catch(() => null))?.mtimeMs ?? 0;
      if (changed >= since) yield `/files/${child}`;
    }
  }
}

/**
 * Uploads every picture of the files folder written since the last complete run (a marker file's
 * time; all of them the first time), a few at a time. Uploads are idempotent, so a run cut short
 * is simply repeated. (s3rver refuses the SDK's bucket listings, so the marker, not a listing, says
 * what is already there.) Returns how many were uploaded; nothing to do on disk.
 */
export async function publishPictures(
  store: PictureStore,
  directory: string,
  concurrency = 4,
): Promise<number> {
  if (store.kind === 'disk') return 0;
  const marker = path.join(directory, '.pictures-published');
  const since = (await stat(marker).catch(() => null))?.mtimeMs ?? 0;
  const started = new Date();
  const pending: string[] = [];
  for await (const publicPath of picturesUnder(directory, since)) pending.push(publicPath);
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const publicPath = pending[next++]!;
      await store.publish(publicPath, path.join(directory, publicPath.slice('/files/'.length)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await writeFile(marker, '');
  await utimes(marker, started, started);
  return pending.length;
}

/**
 * The answer with its picture paths turned into the store's public URLs. Answers are built with
 * `/files/…` paths everywhere (the contract's examples, the seed, the database); only a bucket
 * changes them, in this one place, so every picture field follows whatever store is configured.
 * Returns the same object when nothing changes.
 */
export function publicPictureUrls<T>(value: T, store: Pick<PictureStore, 'publicPrefix'>): T {
  if (store.publicPrefix === '/files/') return value;
  const rewrite = (item: unknown): unknown => {
    if (typeof item === 'string')
      return pictureKey(item) === null
        ? item
        : `${store.publicPrefix}${item.slice('/files/'.length)}`;
    if (Array.isArray(item)) return item.map(rewrite);
    if (item !== null && typeof item === 'object' && !(item instanceof Date)) {
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(item)) copy[key] = rewrite(child);
      return copy;
    }
    return item;
  };
  return rewrite(value) as T;
}
