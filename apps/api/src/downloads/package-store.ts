import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { sql } from 'drizzle-orm';
import type { ApiConfig } from '../config/env.js';
import type { DbClient } from '../db/client.js';
import { bucketClient, bucketConfig, type BucketConfig } from '../object-storage/bucket.js';

/**
 * Packages (zips, HDR maps) live outside the public files directory, under keys that are random and
 * kept only in model_versions.file_path: nothing public (thumb paths, model numbers, checksums) leads
 * to them. They are read only by the download-link route, after a grant.
 */
export function packagesDirectory(config: Pick<ApiConfig, 'YUNMO_DATA_DIR'>): string {
  return path.join(config.YUNMO_DATA_DIR, 'packages');
}

const keyPattern = /^pkg\/[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/u;

/** A fresh storage key for a package with this extension (".zip", ".hdr"). */
export function newPackageKey(extension: string): string {
  const id = randomBytes(16).toString('hex');
  const suffix = /^\.[a-z0-9]{1,8}$/u.test(extension.toLowerCase())
    ? extension.toLowerCase()
    : '.bin';
  return `pkg/${id.slice(0, 2)}/${id}${suffix}`;
}

export function isPackageKey(key: string): boolean {
  return keyPattern.test(key);
}

/** The disk path of a key inside the packages directory; null for anything that is not a package key. */
export function packageDiskPath(directory: string, key: string): string | null {
  if (!isPackageKey(key)) return null;
  return path.join(directory, key.slice('pkg/'.length));
}

async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** A private S3-compatible bucket for packages (PACKAGE_STORAGE_S3_*). */
export type PackageS3Config = BucketConfig;

export function packageS3Config(config: ApiConfig): PackageS3Config | undefined {
  return bucketConfig(config, 'PACKAGE_STORAGE_S3');
}

/**
 * Packages in a private bucket: uploaded under their random key, read only through a presigned GET
 * that the link route hands out after the grant's checks, valid for what is left of the link's life.
 */
export class S3PackageStore {
  private readonly client: S3Client;

  constructor(private readonly config: PackageS3Config) {
    this.client = bucketClient(config);
  }

  async put(key: string, filePath: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: await readFile(filePath),
      }),
    );
  }

  /** Whether the bucket holds `key`. */
  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      if (status === 404) return false;
      throw error;
    }
  }

  /** A presigned GET of `key`, saved under `contentDisposition`, valid for `seconds` (at most 5 minutes). */
  presignedGet(key: string, contentDisposition: string, seconds: number): Promise<string> {
    const expiresIn = Math.max(1, Math.min(300, Math.floor(seconds)));
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition,
      }),
      { expiresIn },
    );
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * Moves every package still stored under a public /files/ path (a fresh seed writes them there, and
 * databases from before private storage hold such paths) into the packages directory under a new
 * random key. Versions sharing one file share its key. Returns how many files were moved.
 */
export async function securePackages(
  db: DbClient,
  filesDir: string,
  packagesDir: string,
  s3?: S3PackageStore,
): Promise<number> {
  const rows = await db.rows<{ file_path: string }>(
    sql`select distinct file_path from model_versions where file_path like '/files/%'`,
  );
  let moved = 0;
  const publicPaths: string[] = [];
  const keys: string[] = [];
  for (const { file_path: publicPath } of rows) {
    const source = path.resolve(filesDir, publicPath.slice('/files/'.length));
    if (!source.startsWith(path.resolve(filesDir) + path.sep)) continue;
    const key = newPackageKey(path.extname(publicPath));
    const target = packageDiskPath(packagesDir, key);
    if (!target) continue;
    const exists = await stat(source)
      .then((info) => info.isFile())
      .catch(() => false);
    if (exists && s3) {
      await s3.put(key, source);
      await rm(source, { force: true });
      moved += 1;
    } else if (exists) {
      await moveFile(source, target);
      moved += 1;
    }
    // A path whose file is gone still gets a private key: the public path must not stay in use.
    publicPaths.push(publicPath);
    keys.push(key);
  }
  for (let start = 0; start < publicPaths.length; start += 1000) {
    const from = publicPaths.slice(start, start + 1000);
    const to = keys.slice(start, start + 1000);
    await db.rows(sql`
      update model_versions v set file_path = moved.key
      from unnest(${sql.param(from)}::text[], ${sql.param(to)}::text[]) as moved(public_path, key)
      where v.file_path = moved.public_path`);
  }
  return moved;
}
