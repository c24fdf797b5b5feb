import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadScreenshot } from './upload-screenshot';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadScreenshot', () => {
  it('sends an S3 policy the file type as Content-Type, with the file as the last field', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push(init.body as FormData);
        return Promise.resolve(new Response(null, { status: 201 }));
      }),
    );
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', {
      type: 'image/png',
    });
    const path = await uploadScreenshot(
      {
        storage: 's3',
        host: 'https://bucket.example.com/',
        fields: { key: 'feedback/1/abc', policy: 'p', 'x-amz-signature': 's' },
      },
      file,
    );
    expect(path).toBe('https://bucket.example.com/feedback/1/abc');
    const names = [...sent[0]!.keys()];
    expect(sent[0]!.get('Content-Type')).toBe('image/png');
    expect(names.at(-1)).toBe('file');
  });
});
