import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

/** S3-compatible storage, configured by OBJECT_STORAGE_S3_* variables. */
export interface S3Config {
  /** Bucket endpoint the browser posts to, e.g. https://bucket.s3.us-east-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The client that signs upload policies; it sends no request itself (the browser posts the form). */
export function s3PostClient(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Path style keeps the SDK's endpoint rules out of the way; the URL it derives is not used.
    forcePathStyle: true,
  });
}

/**
 * Form fields (and the URL to post them to) for one upload of exactly `key`: a picture
 * (Content-Type image/…) of 1 to `maxBytes` bytes, valid for `ttlMs`. Signed by
 * @aws-sdk/s3-presigned-post (SigV4 browser-based POST).
 */
export async function s3PostPolicy(
  client: S3Client,
  config: S3Config,
  key: string,
  maxBytes: number,
  ttlMs: number,
) {
  const { fields } = await createPresignedPost(client, {
    Bucket: config.bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['starts-with', '$Content-Type', 'image/'],
    ],
    Fields: { success_action_status: '201' },
    Expires: Math.floor(ttlMs / 1000),
  });
  // The configured endpoint is the bucket's own address: the browser posts there, and the stored
  // object is cited as `${endpoint}/${key}` (see ObjectStorage.isOwnUpload).
  return { host: config.endpoint, fields };
}
