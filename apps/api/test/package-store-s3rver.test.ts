import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3PackageStore } from '../src/downloads/package-store.js';
import { contentDisposition } from '../src/downloads/signed-links.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The package store against a real S3-compatible server (s3rver checks every V4 signature). */
describe('packages in an S3-compatible bucket (s3rver)', () => {
  let directory = '';
  let server: S3rver;
  let store: S3PackageStore;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'yunmo-s3rver-'));
    const port = await freePort();
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'packages' }],
    });
    await server.run();
    store = new S3PackageStore({
      endpoint: `http://127.0.0.1:${String(port)}`,
      bucket: 'packages',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    store.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores a package and hands it out once signed, under its Chinese file name', async () => {
    const file = path.join(directory, 'upload.zip');
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
