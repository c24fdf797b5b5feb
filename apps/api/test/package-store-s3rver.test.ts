import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3PackageStore } from '../src/downloads/package-store.js';
import { contentDisposition } from '../src/downloads/signed-links.js';
import { startBucket, type LocalBucket } from './local-servers.js';

/** The package store against a real S3-compatible server (s3rver checks every V4 signature). */
describe('packages in an S3-compatible bucket (s3rver)', () => {
  let bucket: LocalBucket;
  let store: S3PackageStore;

  beforeAll(async () => {
    bucket = await startBucket('packages');
    store = new S3PackageStore({
      endpoint: bucket.endpoint,
      bucket: 'packages',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    store.close();
    await bucket.close();
  });

  it('stores a package and hands it out once signed, under its Chinese file name', async () => {
    const file = path.join(bucket.directory, 'upload.zip');
    await writeFile(file, 'package bytes');
    await store.put('pkg/ab/0123456789abcdef0123456789abcdef.zip', file);
    expect(await store.has('pkg/ab/0123456789abcdef0123456789abcdef.zip')).toBe(true);
    expect(await store.has('pkg/ab/ffffffffffffffffffffffffffffffff.zip')).toBe(false);

    const url = new URL(
      await store.presignedGet(
        'pkg/ab/0123456789abcdef0123456789abcdef.zip',
        contentDisposition('椅子模型', 'zip'),
        120,
      ),
    );
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(120);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('package bytes');
    expect(answer.headers.get('content-disposition')).toContain('attachment');

    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.set(
      'X-Amz-Signature',
      `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`,
    );
    expect((await fetch(url)).status).toBe(403);
  });
});
