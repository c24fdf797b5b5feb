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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('saveWithProgress', () => {
  it('reports progress from the bytes received and saves under the given name', async () => {
    const chunks = [new Uint8Array(25), new Uint8Array(25), new Uint8Array(50)];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(streamOf(chunks), { headers: { 'content-length': '100' } })));
    const created = vi.fn(() => 'blob:test');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const progress: number[] = [];
    await saveWithProgress('/v1/download/file/x', '北欧沙发.zip', null, (percent) => progress.push(percent));
    expect(progress).toEqual([25, 50, 99, 100]);
    expect(clicked).toEqual(['北欧沙发.zip']);
    click.mockRestore();
  });

  it('falls back to the counter (+10 a second up to 90) only when the size is unknown', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        release = () => {
          controller.enqueue(new Uint8Array(10));
          controller.close();
        };
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body)));
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const progress: number[] = [];
    const done = saveWithProgress('/file', 'a.zip', null, (percent) => progress.push(percent));
    await vi.advanceTimersByTimeAsync(12_000);
    expect(progress.at(-1)).toBe(90);
    expect(Math.max(...progress)).toBe(90);
    release();
    await done;
    expect(progress.at(-1)).toBe(100);
    click.mockRestore();
  });

  it('rejects when the server refuses the link', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":410}', { status: 410 })));
    await expect(saveWithProgress('/file', 'a.zip', 10, () => undefined)).rejects.toThrow('410');
  });
});
