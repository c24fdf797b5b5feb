import { S3Client } from '@aws-sdk/client-s3';
import type { ApiConfig } from '../config/env.js';

/** An S3-compatible bucket: where it is and the keys to it. */
export interface BucketConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The bucket named by `<prefix>_ENDPOINT`, `_BUCKET`, `_REGION` and the two keys (all five), or undefined. */
export function bucketConfig(
  config: ApiConfig,
  prefix: 'PACKAGE_STORAGE_S3' | 'PICTURE_STORAGE_S3',
): BucketConfig | undefined {
  const endpoint = config[`${prefix}_ENDPOINT`];
  const bucket = config[`${prefix}_BUCKET`];
  const region = config[`${prefix}_REGION`];
  const accessKeyId = config[`${prefix}_ACCESS_KEY_ID`];
  const secretAccessKey = config[`${prefix}_SECRET_ACCESS_KEY`];
  if (!endpoint || !bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  return { endpoint, bucket, region, accessKeyId, secretAccessKey };
}

/** A client for the bucket; path-style, as MinIO and other self-hosted stores need. */
export function bucketClient(config: BucketConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
}
