import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLinkedPicture, storeSearchPicture } from './image-query.js';

let server: http.Server;
let base = '';
let filesDir = '';
let png: Buffer;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'yunmo-image-query-'));
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer();
  server = http.createServer((request, response) => {
    switch (request.url) {
      case '/picture.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/page.png':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>not a picture</body></html>');
        return;
      case '/renamed.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end('<html>still not a picture</html>');
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
  await rm(filesDir, { recursive: true, force: true });
});

// The test server is on loopback, which production refuses; only these tests allow it.
const options = { allowAddresses: ['127.0.0.1'], timeoutMs: 1500, headersTimeoutMs: 1000 };

describe('search pictures from links', () => {
  it('stores a linked picture as a normalised PNG', async () => {
    const stored = await storeLinkedPicture(filesDir, `${base}/picture.png`, options);
    expect(stored).toMatchObject({ ok: true });
    expect(await readdir(path.join(filesDir, 'image-search'))).toHaveLength(1);
  });

  it('refuses pages, renamed pages, endless redirects and links that never answer, writing nothing', async () => {
    const before = await readdir(path.join(filesDir, 'image-search'));
    expect(await storeLinkedPicture(filesDir, `${base}/page.png`, options)).toEqual({ ok: false, message: IMAGE_SEARCH_MESSAGES.unusableLink });
    expect(await storeLinkedPicture(filesDir, `${base}/renamed.png`, options)).toEqual({ ok: false, message: IMAGE_SEARCH_MESSAGES.urlWrongFormat });
    expect(await storeLinkedPicture(filesDir, `${base}/loop.png`, options)).toEqual({ ok: false, message: IMAGE_SEARCH_MESSAGES.unusableLink });
    expect(await storeLinkedPicture(filesDir, `${base}/never.png`, options)).toEqual({ ok: false, message: IMAGE_SEARCH_MESSAGES.searchFailed });
    expect(await readdir(path.join(filesDir, 'image-search'))).toEqual(before);
    // Without the test allowance the same server is out of reach.
    expect(await storeLinkedPicture(filesDir, `${base}/picture.png`)).toEqual({ ok: false, message: IMAGE_SEARCH_MESSAGES.unusableLink });
  });

  it('refuses an empty upload with the file message', async () => {
    expect(await storeSearchPicture(filesDir, new Uint8Array(0), 'file')).toEqual({ ok: false, message: IMAGE_SEARCH_MESSAGES.fileWrongFormat });
  });
});
