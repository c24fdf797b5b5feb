import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rememberLinkedPicture,
  rememberSearchPicture,
  SEARCH_PICTURE_PREFIX,
  searchPictureId,
} from './image-query.js';
import { QueryPictureCache } from './query-pictures.js';

let server: http.Server;
let base = '';
let cache: QueryPictureCache;
let png: Buffer;

beforeAll(async () => {
  cache = new QueryPictureCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    switch (request.url) {
      case '/picture.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/page.png':
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>not a picture</body></html>');
        return;
      case '/renamed.png':
        response
          .writeHead(200, { 'content-type': 'image/png' })
          .end('<html>still not a picture</html>');
        return;
      case '/loop.png':
        response.writeHead(302, { location: '/loop.png' }).end();
        return;
      case '/never.png':
        // Headers never come: the fetch must give up on its own.
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The test server is on loopback, which production refuses; only these tests allow it.
const options = { allowAddresses: ['127.0.0.1'], timeoutMs: 1500, headersTimeoutMs: 1000 };

describe('search pictures from links', () => {
  it('remembers a linked picture in memory only', async () => {
    const stored = await rememberLinkedPicture(cache, `${base}/picture.png`, options);
    expect(stored).toMatchObject({ ok: true });
    if (!stored.ok) return;
    expect(stored.value.startsWith(SEARCH_PICTURE_PREFIX)).toBe(true);
    const picture = cache.get(searchPictureId(stored.value) ?? '');
    expect(picture?.vectors.length).toBeGreaterThan(0);
    expect((await sharp(picture?.preview).metadata()).format).toBe('jpeg');
    expect(cache.count).toBe(1);
  });

  it('refuses pages, renamed pages, endless redirects and links that never answer, keeping nothing', async () => {
    const before = cache.count;
    expect(await rememberLinkedPicture(cache, `${base}/page.png`, options)).toEqual({
      ok: false,
      message: IMAGE_SEARCH_MESSAGES.unusableLink,
    });
    expect(await rememberLinkedPicture(cache, `${base}/renamed.png`, options)).toEqual({
      ok: false,
      message: IMAGE_SEARCH_MESSAGES.urlWrongFormat,
    });
    expect(await rememberLinkedPicture(cache, `${base}/loop.png`, options)).toEqual({
      ok: false,
      message: IMAGE_SEARCH_MESSAGES.unusableLink,
    });
    expect(await rememberLinkedPicture(cache, `${base}/never.png`, options)).toEqual({
      ok: false,
      message: IMAGE_SEARCH_MESSAGES.searchFailed,
    });
    expect(cache.count).toBe(before);
    // Without the test allowance the same server is out of reach.
    expect(await rememberLinkedPicture(cache, `${base}/picture.png`)).toEqual({
      ok: false,
      message: IMAGE_SEARCH_MESSAGES.unusableLink,
    });
  });

  it('refuses an empty upload with the file message', async () => {
    expect(await rememberSearchPicture(cache, { kind: 'file', bytes: new Uint8Array(0) })).toEqual({
      ok: false,
      message: IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    });
  });
});

describe('the query picture cache', () => {
  const picture = (previewBytes: number) => ({
    vectors: [new Float32Array(24)],
    details: [],
    embedder: 'test',
    preview: Buffer.alloc(previewBytes),
  });

  it('forgets pictures after their lifetime', () => {
    const shortLived = new QueryPictureCache({ ttlMs: 1_000, maxBytes: 10_000 });
    const id = shortLived.put(picture(100), 0);
    expect(shortLived.get(id, 999)).toBeDefined();
    expect(shortLived.get(id, 1_000)).toBeUndefined();
    shortLived.put(picture(100), 0);
    shortLived.sweep(5_000);
    expect(shortLived.count).toBe(0);
    expect(shortLived.size).toBe(0);
  });

  it('never holds more than its byte cap: the oldest pictures go first', () => {
    const small = new QueryPictureCache({ ttlMs: 60_000, maxBytes: 1_000 });
    const ids = Array.from({ length: 20 }, () => small.put(picture(196)));
    expect(small.size).toBeLessThanOrEqual(1_000);
    expect(small.count).toBe(3);
    expect(small.get(ids[0] ?? '')).toBeUndefined();
    expect(small.get(ids[19] ?? '')).toBeDefined();
  });
});
