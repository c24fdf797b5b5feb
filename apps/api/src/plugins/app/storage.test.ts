import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiskPictureStore } from '../../object-storage/picture-store.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import storage, { resolveFilePath } from './storage.js';

describe('file paths', () => {
  it('stays inside the files directory', () => {
    expect(resolveFilePath('/data/files', '/files/images/0000/1.jpg')).toBe(
      '/data/files/images/0000/1.jpg',
    );
    expect(resolveFilePath('/data/files', '/files/../secret')).toBeNull();
    expect(resolveFilePath('/data/files', '/files/%2e%2e/secret')).toBeNull();
    expect(resolveFilePath('/data/files', '/files/%E0%A4%A')).toBeNull();
    expect(resolveFilePath('/data/files', '/other/1.jpg')).toBeNull();
  });
});

describe('the public /files server', () => {
  const picture = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(56, 7),
  ]);
  let dataDir: string;
  let app: FastifyInstance;
  const rendered: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-files-'));
    const files = path.join(dataDir, 'files');
    await mkdir(path.join(files, 'images', 'folder.jpg'), { recursive: true });
    await writeFile(path.join(files, 'images', '1.png'), picture);
    await writeFile(path.join(files, 'images', '.hidden.png'), picture);
    await writeFile(path.join(files, 'images', 'left-over.zip'), picture);
    await writeFile(path.join(files, 'images', 'notes.txt'), 'text');
    // Beside the files directory: what a path leaving it would reach.
    await writeFile(path.join(dataDir, 'secret.png'), picture);

    app = Fastify();
    await app.register(
      fp(
        (instance, _options, done) => {
          instance.decorate('config', loadConfig({ YUNMO_DATA_DIR: dataDir }));
          done();
        },
        { name: 'env' },
      ),
    );
    await app.register(
      fp(
        (instance, _options, done) => {
          // The preview renderer knows one size: it writes it on the first request.
          const ensure = async (publicPath: string) => {
            if (publicPath !== '/files/renders/cover-480.png') return null;
            rendered.push(publicPath);
            const target = path.join(files, 'renders', 'cover-480.png');
            await mkdir(path.dirname(target), { recursive: true });
            await writeFile(target, picture);
            return target;
          };
          instance.decorate('previews', { ensure } as never);
          instance.decorate('pictures', new DiskPictureStore());
          done();
        },
        { name: 'previews' },
      ),
    );
    await app.register(storage);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends a picture with its type, length, validators and a day of caching', async () => {
    const whole = await request(app.server).get('/files/images/1.png');
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-length']).toBe(String(picture.length));
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['last-modified']).toBeDefined();
    expect(Buffer.compare(whole.body as Buffer, picture)).toBe(0);

    const etag = whole.headers.etag;
    expect(etag).toMatch(/^W\/"/u);
    const again = await request(app.server).get('/files/images/1.png').set('if-none-match', etag!);
    expect(again.status).toBe(304);

    const head = await request(app.server).head('/files/images/1.png');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(picture.length));
  });

  it('answers single byte ranges with 206 and impossible ones with 416', async () => {
    const part = await request(app.server).get('/files/images/1.png').set('range', 'bytes=0-3');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${String(picture.length)}`);
    expect(Buffer.compare(part.body as Buffer, picture.subarray(0, 4))).toBe(0);
    const tail = await request(app.server).get('/files/images/1.png').set('range', 'bytes=-8');
    expect(tail.status).toBe(206);
    expect((tail.body as Buffer).length).toBe(8);
    const beyond = await request(app.server)
      .get('/files/images/1.png')
      .set('range', 'bytes=99999-');
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${String(picture.length)}`);
  });

  it('renders a missing preview size on its first request', async () => {
    const first = await request(app.server).get('/files/renders/cover-480.png');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    await request(app.server).get('/files/renders/cover-480.png').expect(200);
    expect(rendered).toEqual(['/files/renders/cover-480.png']);
  });

  it('answers 404 for missing files, folders, dotfiles, non-pictures and paths leaving the folder', async () => {
    for (const bad of [
      '/files/images/2.png',
      '/files/renders/cover-999.png',
      '/files/images',
      '/files/images/',
      '/files/images/folder.jpg',
      '/files/images/.hidden.png',
      '/files/images/left-over.zip',
      '/files/images/notes.txt',
      '/files/../secret.png',
      '/files/images/../../secret.png',
      '/files/%2e%2e/secret.png',
      '/files/images/%2e%2e%2f%2e%2e%2fsecret.png',
      '/files/images/1.png%00.png',
    ]) {
      const answer = await request(app.server).get(bad);
      expect(answer.status, bad).toBe(404);
      expect(answer.text, bad).not.toContain('<');
    }
    const missing = await request(app.server).get('/files/images/2.png');
    expect(missing.body).toEqual({ code: 404, msg: '文件不存在', data: null });
  });
});
