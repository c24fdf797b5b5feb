import { describe, expect, it } from 'vitest';
import { s3PostPolicy, signPostPolicy } from './s3-post-policy.js';

// The worked example of AWS's "Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)".
const awsExamplePolicy =
  'eyAiZXhwaXJhdGlvbiI6ICIyMDEzLTA4LTA3VDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJleGFtcGxlYnVja2V0In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIka2V5IiwgInVzZXIvdXNlcjEvIl0sDQogICAgeyJhY2wiOiAicHVibGljLXJlYWQifSwNCiAgICB7InN1Y2Nlc3NfYWN0aW9uX3JlZGlyZWN0IjogImh0dHA6Ly9leGFtcGxlYnVja2V0LnMzLmFtYXpvbmF3cy5jb20vc3VjY2Vzc2Z1bF91cGxvYWQuaHRtbCJ9LA0KICAgIFsic3RhcnRzLXdpdGgiLCAiJENvbnRlbnQtVHlwZSIsICJpbWFnZS8iXSwNCiAgICB7IngtYW16LW1ldGEtdXVpZCI6ICIxNDM2NTEyMzY1MTI3NCJ9LA0KICAgIFsic3RhcnRzLXdpdGgiLCAiJHgtYW16LW1ldGEtdGFnIiwgIiJdLA0KDQogICAgeyJ4LWFtei1jcmVkZW50aWFsIjogIkFLSUFJT1NGT0ROTjdFWEFNUExFLzIwMTMwODA2L3VzLWVhc3QtMS9zMy9hd3M0X3JlcXVlc3QifSwNCiAgICB7IngtYW16LWFsZ29yaXRobSI6ICJBV1M0LUhNQUMtU0hBMjU2In0sDQogICAgeyJ4LWFtei1kYXRlIjogIjIwMTMwODA2VDAwMDAwMFoiIH0NCiAgXQ0KfQ==';

describe('S3 POST policy signing (SigV4)', () => {
  it('reproduces the AWS documentation example signature', () => {
    expect(signPostPolicy(awsExamplePolicy, 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '20130806', 'us-east-1')).toBe(
      '21496b44de44ccb73d545f1a995c68214c9cb0d41c45a17a5daeec0b1a6db047',
    );
  });

  it('builds the form fields for one key, size and expiry', () => {
    const config = { endpoint: 'https://examplebucket.s3.amazonaws.com', bucket: 'examplebucket', region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
    const now = new Date('2013-08-06T00:00:00Z');
    const { host, fields } = s3PostPolicy(config, 'feedback/abc', 20 * 1024 * 1024, 10 * 60_000, now);
    expect(host).toBe(config.endpoint);
    expect(fields['x-amz-credential']).toBe('AKIAIOSFODNN7EXAMPLE/20130806/us-east-1/s3/aws4_request');
    expect(fields['x-amz-date']).toBe('20130806T000000Z');
    const document = JSON.parse(Buffer.from(fields.policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(document.expiration).toBe('2013-08-06T00:10:00.000Z');
    expect(document.conditions).toContainEqual(['eq', '$key', 'feedback/abc']);
    expect(document.conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024]);
    expect(fields['x-amz-signature']).toBe(signPostPolicy(fields.policy, config.secretAccessKey, '20130806', 'us-east-1'));
    expect(fields['x-amz-signature']).toMatch(/^[0-9a-f]{64}$/u);
  });
});
