import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@yunmo/domain/validation/feedback';
import { detectImageType } from '@yunmo/domain/validation/image-file';
import { reencodeImage } from '@yunmo/image-search/image-input';
import { checkLocalPolicy, localPostPolicy } from './local-post-policy.js';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ApiConfig } from '../config/env.js';
import { s3PostClient, s3PostPolicy, type S3Config } from './s3-post-policy.js';

/** How long an upload policy stays valid. */
export const uploadPolicyTtlMs = 10 * 60_000;
/** Where the built-in storage takes uploads (through the gateway's /v1 passthrough). */
export const localUploadHost = '/v1/feedback/storage';
/** Screenshots are not under the public /files tree: this call serves them to their owner only. */
export const screenshotPrefix = '/v1/feedback/screenshot/';

/** Per-user screenshot quota: uploads in the last 24 hours, and bytes kept in all. */
export const SCREENSHOT_QUOTA = { perDay: 10, totalBytes: 100 * 1024 * 1024 } as const;

export type UploadRejection =
  | 'forged'
  | 'expired'
  | 'key'
  | 'tooLarge'
  | 'wrongType'
  | 'missingFile'
  | 'storageFull'
  | 'tooManyPixels'
  | 'quota'
  | 'busy';

/** Disk-full and quota errors: the upload is refused clearly instead of answering a server error. */
const storageFullCodes = new Set(['ENOSPC', 'EDQUOT']);

export class UploadRejectedError extends Error {
  override readonly name = 'UploadRejectedError';
  constructor(readonly reason: UploadRejection) {
    super(`upload rejected: ${reason}`);
  }
}

export interface ObjectStorageOptions {
  /** Private directory (outside the public files tree); local screenshots go under its `feedback/`. */
  privateDir: string;
  /** Signing secret of local policies; a random one per process when absent. */
  secret?: Buffer | undefined;
  /** S3-compatible storage instead of the local one. */
  s3?: S3Config | undefined;
  /** Opens the temporary file of a local upload; replaceable so that tests can make the disk fail. */
  createWriteStream?: typeof createWriteStream | undefined;
}

/** S3 settings from the OBJECT_STORAGE_S3_* settings, when all of them are set. */
export function screenshotS3Config(env: ApiConfig): S3Config | undefined {
  const endpoint = env.OBJECT_STORAGE_S3_ENDPOINT;
  const bucket = env.OBJECT_STORAGE_S3_BUCKET;
  const region = env.OBJECT_STORAGE_S3_REGION;
  const accessKeyId = env.OBJECT_STORAGE_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.OBJECT_STORAGE_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  return { endpoint: endpoint.replace(/\/+$/u, ''), bucket, region, accessKeyId, secretAccessKey };
}

/** Feedback screenshots: signed upload policies, the local storage endpoint, and which paths a user may cite. */
export class ObjectStorage {
  private readonly secret: Buffer;
  private readonly s3Client: S3Client | undefined;

  constructor(private readonly options: ObjectStorageOptions) {
    this.secret = options.secret ?? randomBytes(32);
    this.s3Client = options.s3 ? s3PostClient(options.s3) : undefined;
  }

  get kind(): 'local' | 's3' {
    return this.options.s3 ? 's3' : 'local';
  }

  /**
   * A policy for one screenshot of `userId`: its key carries the user id, so only they can cite it.
   * (`now` dates local policies; the S3 signer reads the clock itself.)
   */
  async feedbackPolicy(userId: number, now = new Date()) {
    const key = `feedback/${String(userId)}/${randomBytes(16).toString('hex')}`;
    if (this.options.s3 && this.s3Client)
      return {
        ...(await s3PostPolicy(
          this.s3Client,
          this.options.s3,
          key,
          FEEDBACK_SCREENSHOT_MAX_BYTES - 1,
          uploadPolicyTtlMs,
        )),
        storage: 's3' as const,
      };
    return {
      ...localPostPolicy(
        this.secret,
        localUploadHost,
        key,
        FEEDBACK_SCREENSHOT_MAX_BYTES - 1,
        uploadPolicyTtlMs,
        now,
      ),
      storage: 'local' as const,
    };
  }

  /** The path of a stored screenshot, as the feedback cites it (`key` is `feedback/{user}/{hex}`). */
  publicPath(key: string, type: 'jpeg' | 'png'): string {
    return `${screenshotPrefix}${key.slice('feedback/'.length)}.${type === 'png' ? 'png' : 'jpg'}`;
  }

  /** The file of a cited local screenshot and its owner, or null when the path is not one. */
  screenshotFile(
    citedPath: string,
  ): { userId: number; diskPath: string; type: 'jpeg' | 'png' } | null {
    const match = new RegExp(
      `^${escapeRegExp(screenshotPrefix)}([0-9]{1,12})/([0-9a-f]{32})\\.(jpg|png)$`,
      'u',
    ).exec(citedPath);
    if (!match) return null;
    const [, user = '', name = '', extension = ''] = match;
    return {
      userId: Number(user),
      diskPath: path.join(this.options.privateDir, 'feedback', user, `${name}.${extension}`),
      type: extension === 'png' ? 'png' : 'jpeg',
    };
  }

  /** True when `citedPath` is an object of `userId`'s uploads in this storage. */
  isOwnUpload(userId: number, citedPath: string): boolean {
    const keyPattern = `feedback/${String(userId)}/[0-9a-f]{32}`;
    if (this.options.s3)
      return new RegExp(`^${escapeRegExp(this.options.s3.endpoint)}/${keyPattern}$`, 'u').test(
        citedPath,
      );
    return this.screenshotFile(citedPath)?.userId === userId;
  }

  /**
   * The local storage endpoint: checks the policy (signature, expiry, key), then streams the file to a
   * temporary name, refusing it past the size limit or when its first bytes are not JPEG or PNG. Only
   * a file that passed every check is renamed into place; anything refused leaves nothing behind.
   */
  async storeLocalUpload(
    fields: Record<string, string | undefined>,
    file: Readable | undefined,
    now = new Date(),
  ): Promise<string> {
    const policy = checkLocalPolicy(this.secret, fields, now);
    if (!policy.ok) {
      file?.resume();
      throw new UploadRejectedError(policy.reason);
    }
    if (!file) throw new UploadRejectedError('missingFile');
    const directory = path.join(this.options.privateDir, path.dirname(policy.key));
    await mkdir(directory, { recursive: true });
    if (!(await withinQuota(directory, now))) {
      file.resume();
      throw new UploadRejectedError('quota');
    }
    const temporary = path.join(directory, `.${randomBytes(8).toString('hex')}.part`);
    let size = 0;
    let head = Buffer.alloc(0);
    let type: 'jpeg' | 'png' | undefined;
    const maxBytes = policy.maxBytes;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) {
          callback(new UploadRejectedError('tooLarge'));
          return;
        }
        if (type === undefined) {
          head = Buffer.concat([head, chunk]).subarray(0, 16);
          if (head.length >= 8) {
            type = detectImageType(head);
            if (type === undefined) {
              callback(new UploadRejectedError('wrongType'));
              return;
            }
          }
        }
        callback(null, chunk);
      },
    });
    let sink: Writable | undefined;
    try {
      const openWriteStream = this.options.createWriteStream ?? createWriteStream;
      sink = openWriteStream(temporary, { flags: 'wx' });
      await pipeline(file, guard, sink);
      // Multipart parsers mark a file cut at their own limit as truncated instead of failing.
      if ((file as Readable & { truncated?: boolean }).truncated)
        throw new UploadRejectedError('tooLarge');
      if (size === 0) throw new UploadRejectedError('missingFile');
      type ??= detectImageType(head);
      if (type === undefined) throw new UploadRejectedError('wrongType');
      // Only a picture that decodes is kept, and only as a new file written from its pixels.
      const picture = await reencodeImage(temporary);
      if (!picture.ok)
        throw new UploadRejectedError(
          picture.code === 'too-many-pixels'
            ? 'tooManyPixels'
            : picture.code === 'busy'
              ? 'busy'
              : 'wrongType',
        );
      if (picture.data.length >= maxBytes) throw new UploadRejectedError('tooLarge');
      const publicPath = this.publicPath(policy.key, picture.format);
      const target = this.screenshotFile(publicPath)?.diskPath;
      if (!target) throw new UploadRejectedError('key');
      await writeFile(`${temporary}.out`, picture.data, { flag: 'wx' });
      await rename(`${temporary}.out`, target);
      await rm(temporary, { force: true });
      return publicPath;
    } catch (error) {
      // A refusal can come before the file is even opened: removed before the stream lets go of
      // it, the file would be created afterwards and stay behind.
      if (sink && !sink.closed)
        await Promise.race([once(sink, 'close').catch(() => undefined), delay(2_000)]);
      await rm(temporary, { force: true });
      await rm(`${temporary}.out`, { force: true });
      file.resume();
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && storageFullCodes.has(code))
        throw new UploadRejectedError('storageFull');
      throw error;
    }
  }
}

/** True while a user's screenshot folder is under the daily count and the total size of the quota. */
async function withinQuota(directory: string, now: Date): Promise<boolean> {
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) =>
    /\.(?:jpg|png)$/u.test(name),
  );
  let today = 0;
  let total = 0;
  for (const name of names) {
    const info = await stat(path.join(directory, name)).catch(() => null);
    if (!info) continue;
    total += info.size;
    if (now.getTime() - info.mtimeMs < 24 * 3_600_000) today += 1;
  }
  return today < SCREENSHOT_QUOTA.perDay && total < SCREENSHOT_QUOTA.totalBytes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}
