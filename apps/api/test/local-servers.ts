import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** A port nothing listens on right now (for a server a test starts, or one it leaves closed). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface LocalBucket {
  /** The S3 endpoint, `http://127.0.0.1:<port>` (path-style, keys S3RVER / S3RVER). */
  readonly endpoint: string;
  /** s3rver's own folder, removed on close; tests may write scratch files there. */
  readonly directory: string;
  close(): Promise<void>;
}

/** One S3-compatible bucket on s3rver, which checks every V4 signature as S3 does. */
export async function startBucket(bucket: string): Promise<LocalBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), `yunmo-s3rver-${bucket}-`));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
