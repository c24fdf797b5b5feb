import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import fs, { openSync, writeSync, closeSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ObjectStorage, UploadRejectedError } from './object-storage.js';

const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file stream on a disk that fills up after `capacity` bytes: what fits is written, then ENOSPC. */
function diskWithCapacity(capacity: number) {
  return (filePath: string, options: { flags: string }) => {
    let written = 0;
    let descriptor: number | undefined;
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        descriptor ??= openSync(filePath, options.flags);
        const room = Math.max(0, capacity - written);
        writeSync(descriptor, chunk, 0, Math.min(room, chunk.length));
        written += Math.min(room, chunk.length);
        if (chunk.length > room) {
          callback(
            Object.assign(new Error('ENOSPC: no space left on device, write'), {
              code: 'ENOSPC',
              errno: -28,
              syscall: 'write',
            }),
          );
          return;
        }
        callback();
      },
      final(callback) {
        if (descriptor !== undefined) closeSync(descriptor);
        descriptor = undefined;
        callback();
      },
      destroy(error, callback) {
        if (descriptor !== undefined) closeSync(descriptor);
        descriptor = undefined;
        callback(error);
      },
    });
  };
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

let privateDir: string;
beforeEach(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'yunmo-disk-full-'));
});
afterEach(async () => {
  await rm(privateDir, { recursive: true, force: true });
});

describe('local object storage on a full disk', () => {
  it('refuses the upload as storage-full and leaves no partial file', async () => {
    const secret = randomBytes(32);
    const storage = new ObjectStorage({
      privateDir,
      secret,
      createWriteStream: diskWithCapacity(1024) as never,
    });
    const { fields } = await storage.feedbackPolicy(7);
    const body = Readable.from([pngHead, randomBytes(4096), randomBytes(4096)]);
    const failure = await storage.storeLocalUpload(fields, body).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadRejectedError);
    expect((failure as UploadRejectedError).reason).toBe('storageFull');
    expect(await filesUnder(privateDir)).toEqual([]);
  });

  it('leaves no partial file when the upload is refused before the file is even open', async () => {
    // A slow disk: the file appears 100 ms after it was asked for, long after the refusal.
    const slowOpen = {
      ...fs,
      open: (...args: Parameters<typeof fs.open>) => {
        setTimeout(() => fs.open(...args), 100);
      },
    };
    const storage = new ObjectStorage({
      privateDir,
      secret: randomBytes(32),
      createWriteStream: ((filePath: string, options: { flags: string }) =>
        fs.createWriteStream(filePath, { ...options, fs: slowOpen })) as never,
    });
    const { fields } = await storage.feedbackPolicy(7);
    const body = Readable.from([Buffer.from('GIF89a not a screenshot at all')]);
    const failure = await storage.storeLocalUpload(fields, body).catch((error: unknown) => error);
    expect((failure as UploadRejectedError).reason).toBe('wrongType');
    await delay(300);
    expect(await filesUnder(privateDir)).toEqual([]);
  });

  it('stores the same upload when the disk has room', async () => {
    const storage = new ObjectStorage({
      privateDir,
      secret: randomBytes(32),
      createWriteStream: diskWithCapacity(1 << 20) as never,
    });
    const { fields } = await storage.feedbackPolicy(7);
    // A real picture this time: only pictures that decode are kept.
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const stored = await storage.storeLocalUpload(fields, Readable.from([picture]));
    expect(stored).toMatch(/^\/v1\/feedback\/screenshot\/7\/[0-9a-f]{32}\.png$/u);
    expect(await filesUnder(privateDir)).toHaveLength(1);
  });

  it('passes other write errors on unchanged', async () => {
    const failing = () =>
      new Writable({
        write(_chunk, _encoding, callback) {
          callback(Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' }));
        },
      });
    const storage = new ObjectStorage({
      privateDir,
      secret: randomBytes(32),
      createWriteStream: failing as never,
    });
    const { fields } = await storage.feedbackPolicy(7);
    const failure = await storage
      .storeLocalUpload(fields, Readable.from([pngHead, randomBytes(64)]))
      .catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(UploadRejectedError);
    expect((failure as { code?: string }).code).toBe('EIO');
  });
});
