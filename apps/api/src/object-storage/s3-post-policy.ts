import { createHmac } from 'node:crypto';

/** S3-compatible storage, configured by OBJECT_STORAGE_S3_* variables. */
export interface S3Config {
  /** Bucket endpoint the browser posts to, e.g. https://bucket.s3.us-east-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The SigV4 signing key: HMAC chain over the date, region, service and `aws4_request`. */
export function sigV4SigningKey(secretAccessKey: string, date: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
}

/** The `x-amz-signature` of a base64 POST policy (AWS Signature Version 4, browser-based POST). */
export function signPostPolicy(policyBase64: string, secretAccessKey: string, date: string, region: string, service = 's3'): string {
  return createHmac('sha256', sigV4SigningKey(secretAccessKey, date, region, service)).update(policyBase64, 'utf8').digest('hex');
}

function amzDate(now: Date): { date: string; dateTime: string } {
  const dateTime = now.toISOString().replace(/[-:]/gu, '').replace(/\.\d{3}/u, '');
  return { date: dateTime.slice(0, 8), dateTime };
}

/** Form fields (and the URL to post them to) for one object upload limited to `maxBytes`, valid for `ttlMs`. */
export function s3PostPolicy(config: S3Config, key: string, maxBytes: number, ttlMs: number, now = new Date()) {
  const { date, dateTime } = amzDate(now);
  const credential = `${config.accessKeyId}/${date}/${config.region}/s3/aws4_request`;
  const document = {
    expiration: new Date(now.getTime() + ttlMs).toISOString(),
    conditions: [
      { bucket: config.bucket },
      ['eq', '$key', key],
      ['content-length-range', 1, maxBytes],
      ['starts-with', '$Content-Type', 'image/'],
      { success_action_status: '201' },
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': dateTime },
    ],
  };
  const policy = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  return {
    host: config.endpoint,
    fields: {
      key,
      policy,
      success_action_status: '201',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': credential,
      'x-amz-date': dateTime,
      'x-amz-signature': signPostPolicy(policy, config.secretAccessKey, date, config.region),
    },
  };
}
