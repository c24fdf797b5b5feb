import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@yunmo/domain/validation/feedback';
import { detectImageType } from '@yunmo/domain/validation/image-file';
import { checkLocalPolicy, localPostPolicy } from './local-post-policy.js';
import { s3PostPolicy, type S3Config } from './s3-post-policy.js';

/** How long an upload policy stays valid. */
export const uploadPolicyTtlMs = 10 * 60_000;
/** Where the built-in storage takes uploads (through the gateway's /v1 passthrough). */
export const localUploadHost = '/v1/feedback/storage';
const localPrefix = '/files/uploads/';

export type UploadRejection = 'forged' | 'expired' | 'key' | 'tooLarge' | 'wrongType' | 'missingFile' | 'storageFull';

/** Disk-full and quota errors: the upload is refused clearly instead of answering a server error. */
const storageFullCodes = new Set(['ENOSPC', 'EDQUOT']);

export class UploadRejectedError extends Error {
  override readonly name = 'UploadRejectedError';
  constructor(readonly reason: UploadRejection) {
    super(`upload rejected: ${reason}`);
  }
}

export interface ObjectStorageOptions {
  /** The API's files directory; local uploads go under its `uploads/`. */
  filesDir: string;
  /** Signing secret of local policies; a random one per process when absent. */
  secret?: Buffer | undefined;
  /** S3-compatible storage instead of the local one. */
  s3?: S3Config | undefined;
  /** Opens the temporary file of a local upload; replaceable so that tests can make the disk fail. */
  createWriteStream?: typeof createWriteStream | undefined;
}

/** S3 settings from OBJECT_STORAGE_S3_* variables, when all of them are set. */
export function s3ConfigFromEnv(env: Record<string, string | undefined>): S3Config | undefined {
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

  constructor(private readonly options: ObjectStorageOptions) {
    this.secret = options.secret ?? randomBytes(32);
  }

  get kind(): 'local' | 's3' {
    return this.options.s3 ? 's3' : 'local';
  }

  /** A policy for one screenshot of `userId`: its key carries the user id, so only they can cite it. */
  feedbackPolicy(userId: number, now = new Date()) {
    const key = `feedback/${String(userId)}/${randomBytes(16).toString('hex')}`;
    if (this.options.s3) return { ...s3PostPolicy(this.options.s3, key, FEEDBACK_SCREENSHOT_MAX_BYTES - 1, uploadPolicyTtlMs, now), storage: 's3' as const };
    return { ...localPostPolicy(this.secret, localUploadHost, key, FEEDBACK_SCREENSHOT_MAX_BYTES - 1, uploadPolicyTtlMs, now), storage: 'local' as const };
  }

  /** The public path of a stored object, as the feedback cites it. */
  publicPath(key: string, type: 'jpeg' | 'png'): string {
    return `${localPrefix}${key}.${type === 'png' ? 'png' : 'jpg'}`;
  }

  /** True when `citedPath` is an object of `userId`'s uploads in this storage. */
  isOwnUpload(userId: number, citedPath: string): boolean {
    const keyPattern = `feedback/${String(userId)}/[0-9a-f]{32}`;
    if (this.options.s3) return new RegExp(`^${escapeRegExp(this.options.s3.endpoint)}/${keyPattern}$`, 'u').test(citedPath);
    return new RegExp(`^${escapeRegExp(localPrefix)}${keyPattern}\\.(?:jpg|png)$`, 'u').test(citedPath);
  }

  /**
   * The local storage endpoint: checks the policy (signature, expiry, key), then streams the file to a
   * temporary name, refusing it past the size limit or when its first bytes are not JPEG or PNG. Only
   * a file that passed every check is renamed into place; anything refused leaves nothing behind.
   */
  async storeLocalUpload(fields: Record<string, string | undefined>, file: Readable | undefined, now = new Date()): Promise<string> {
    const policy = checkLocalPolicy(this.secret, fields, now);
    if (!policy.ok) {
      file?.resume();
      throw new UploadRejectedError(policy.reason);
    }
    if (!file) throw new UploadRejectedError('missingFile');
    const directory = path.join(this.options.filesDir, 'uploads', path.dirname(policy.key));
    await mkdir(directory, { recursive: true });
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
    try {
      const openWriteStream = this.options.createWriteStream ?? createWriteStream;
      await pipeline(file, guard, openWriteStream(temporary, { flags: 'wx' }));
      // Multipart parsers mark a file cut at their own limit as truncated instead of failing.
      if ((file as Readable & { truncated?: boolean }).truncated) throw new UploadRejectedError('tooLarge');
      if (size === 0) throw new UploadRejectedError('missingFile');
      type ??= detectImageType(head);
      if (type === undefined) throw new UploadRejectedError('wrongType');
      const publicPath = this.publicPath(policy.key, type);
      await rename(temporary, path.join(this.options.filesDir, publicPath.slice('/files/'.length)));
      return publicPath;
    } catch (error) {
      await rm(temporary, { force: true });
      file.resume();
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && storageFullCodes.has(code)) throw new UploadRejectedError('storageFull');
      throw error;
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}
