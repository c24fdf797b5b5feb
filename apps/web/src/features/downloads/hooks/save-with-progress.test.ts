import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveWithProgress } from './save-with-progress';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** An origin-private folder whose files record what was written to them, chunk by chunk. */
function fakeDisk() {
  const writes: number[] = [];
  const files = new Map<string, File>();
  const removed: string[] = [];
  const folder = {
    async getFileHandle(name: string) {
      return {
        async createWritable() {
          return {
            async write(chunk: Uint8Array) {
              writes.push(chunk.byteLength);
            },
            async close() {
              files.set(
                name,
                new File([new Uint8Array(writes.reduce((sum, size) => sum + size, 0))], name),
              );
            },
            async abort() {},
          };
        },
        async getFile() {
          return files.get(name) ?? new File([], name);
        },
      };
    },
    async removeEntry(name: string) {
      removed.push(name);
    },
    async *keys() {
      yield `${String(Date.now() - 60 * 60 * 1000)}-old`;
    },
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: { getDirectory: async () => ({ getDirectoryHandle: async () => folder }) },
  });
  return { writes, files, removed };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saveWithProgress', () => {
  it('streams the file to disk chunk by chunk with progress from the bytes received, then saves that file under the name', async () => {
    const disk = fakeDisk();
    const chunks = [new Uint8Array(25), new Uint8Array(25), new Uint8Array(50)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf(chunks), { headers: { 'content-length': '100' } })),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const progress: number[] = [];
    await saveWithProgress('/v1/download/file/x', '北欧沙发.zip', null, (percent) =>
      progress.push(percent),
    );
    // Real byte progress: no counter, every step is a chunk that arrived.
    expect(progress).toEqual([0, 25, 50, 99, 100]);
    // Each chunk went to the disk as it arrived; what is saved is the file on disk, not a copy in memory.
    expect(disk.writes).toEqual([25, 25, 50]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]).toBe([...disk.files.values()][0]);
    expect(clicked).toEqual(['北欧沙发.zip blob:test']);
    // The file of an earlier download is cleaned up.
    expect(disk.removed.some((name) => name.endsWith('-old'))).toBe(true);
  });

  it('without a disk to stream to, lets the browser download the granted link itself (nothing read into memory)', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${new URL(this.href).pathname}`);
    });
    const progress: number[] = [];
    await saveWithProgress('/v1/download/file/x?e=1&s=2', 'a.zip', 10, (percent) =>
      progress.push(percent),
    );
    expect(fetched).not.toHaveBeenCalled();
    expect(clicked).toEqual(['a.zip /v1/download/file/x']);
    expect(progress).toEqual([100]);
  });

  it('rejects when the server refuses the link', async () => {
    fakeDisk();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":410}', { status: 410 })),
    );
    await expect(saveWithProgress('/file', 'a.zip', 10, () => undefined)).rejects.toThrow('410');
  });
});
