import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ObjectStorage } from './object-storage.js';
import { s3PostClient, s3PostPolicy } from './s3-post-policy.js';

/**
 * An independent SigV4 check of a POST policy signature (AWS "Browser-Based Upload using HTTP POST"):
 * HMAC-SHA256 of the base64 policy under the key derived from the secret, date, region and service.
 */
function expectedSignature(
  policyBase64: string,
  secretAccessKey: string,
  date: string,
  region: string,
): string {
  const hmac = (key: Buffer | string, data: string) =>
    createHmac('sha256', key).update(data, 'utf8').digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}

// The worked example of AWS's documentation, which proves the check above.
const awsExamplePolicy =
  'eyAiZXhwaXJhdGlvbiI6ICIyMDEzLTA4LTA3VDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJleGFtcGxlYnVja2V0In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIka2V5IiwgInVzZXIvdXNlcjEvIl0sDQogICAgeyJhY2wiOiAicHVibGljLXJlYWQifSwNCiAgICB7InN1Y2Nlc3NfYWN0aW9uX3JlZGlyZWN0IjogImh0dHA6Ly9leGFtcGxlYnVja2V0LnMzLmFtYXpvbmF3cy5jb20vc3VjY2Vzc2Z1bF91cGxvYWQuaHRtbCJ9LA0KICAgIFsic3RhcnRzLXdpdGgiLCAiJENvbnRlbnQtVHlwZSIsICJpbWFnZS8iXSwNCiAgICB7IngtYW16LW1ldGEtdXVpZCI6ICIxNDM2NTEyMzY1MTI3NCJ9LA0KICAgIFsic3RhcnRzLXdpdGgiLCAiJHgtYW16LW1ldGEtdGFnIiwgIiJdLA0KDQogICAgeyJ4LWFtei1jcmVkZW50aWFsIjogIkFLSUFJT1NGT0ROTjdFWEFNUExFLzIwMTMwODA2L3VzLWVhc3QtMS9zMy9hd3M0X3JlcXVlc3QifSwNCiAgICB7IngtYW16LWFsZ29yaXRobSI6ICJBV1M0LUhNQUMtU0hBMjU2In0sDQogICAgeyJ4LWFtei1kYXRlIjogIjIwMTMwODA2VDAwMDAwMFoiIH0NCiAgXQ0KfQ==';

const config = {
  endpoint: 'https://examplebucket.s3.amazonaws.com',
  bucket: 'examplebucket',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

interface PolicyDocument {
  expiration: string;
  conditions: unknown[];
}

const decode = (policy: string | undefined) =>
  JSON.parse(Buffer.from(policy ?? '', 'base64').toString('utf8')) as PolicyDocument;

describe('S3 POST policies (@aws-sdk/s3-presigned-post)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2013-08-06T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks signatures the way AWS documents them', () => {
    expect(
      expectedSignature(awsExamplePolicy, config.secretAccessKey, '20130806', 'us-east-1'),
    ).toBe('21496b44de44ccb73d545f1a995c68214c9cb0d41c45a17a5daeec0b1a6db047');
  });

  it('limits the upload to one key, a picture type, a size range and ten minutes, and signs it', async () => {
    const { host, fields } = await s3PostPolicy(
      s3PostClient(config),
      config,
      'feedback/7/abc',
      20 * 1024 * 1024 - 1,
      10 * 60_000,
    );
    expect(host).toBe(config.endpoint);
    expect(fields.key).toBe('feedback/7/abc');
    expect(fields.success_action_status).toBe('201');
    expect(fields['X-Amz-Algorithm']).toBe('AWS4-HMAC-SHA256');
    expect(fields['X-Amz-Credential']).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130806/us-east-1/s3/aws4_request',
    );
    expect(fields['X-Amz-Date']).toBe('20130806T000000Z');
    const document = decode(fields.Policy);
    expect(document.expiration).toBe('2013-08-06T00:10:00Z');
    expect(document.conditions).toContainEqual({ bucket: 'examplebucket' });
    expect(document.conditions).toContainEqual({ key: 'feedback/7/abc' });
    expect(document.conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024 - 1]);
    expect(document.conditions).toContainEqual(['starts-with', '$Content-Type', 'image/']);
    expect(document.conditions).toContainEqual({ success_action_status: '201' });
    // No prefix rule: the key is exact, so a user can only ever fill their own one object.
    expect(
      document.conditions.filter(
        (condition) => Array.isArray(condition) && condition[1] === '$key',
      ),
    ).toEqual([]);
    expect(fields['X-Amz-Signature']).toBe(
      expectedSignature(fields.Policy ?? '', config.secretAccessKey, '20130806', 'us-east-1'),
    );
    // Signed with another secret, the same policy does not verify.
    expect(fields['X-Amz-Signature']).not.toBe(
      expectedSignature(fields.Policy ?? '', `${config.secretAccessKey}x`, '20130806', 'us-east-1'),
    );
  });

  it('gives each user a fresh key under their own folder, cited at the bucket endpoint', async () => {
    const storage = new ObjectStorage({ privateDir: '/nonexistent', s3: config });
    const first = await storage.feedbackPolicy(7);
    const second = await storage.feedbackPolicy(7);
    expect(first.storage).toBe('s3');
    expect(first.host).toBe(config.endpoint);
    expect(first.fields.key).toMatch(/^feedback\/7\/[0-9a-f]{32}$/u);
    expect(second.fields.key).not.toBe(first.fields.key);
    // Just under the spec's 20 MB limit.
    const fields: Record<string, string | undefined> = first.fields;
    expect(decode(fields.Policy).conditions).toContainEqual([
      'content-length-range',
      1,
      20 * 1024 * 1024 - 1,
    ]);
    expect(storage.isOwnUpload(7, `${config.endpoint}/${first.fields.key ?? ''}`)).toBe(true);
    expect(storage.isOwnUpload(8, `${config.endpoint}/${first.fields.key ?? ''}`)).toBe(false);
  });
});
