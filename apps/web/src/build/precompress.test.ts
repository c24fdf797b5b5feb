import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'yunmo-precompress-'));
  await mkdir(path.join(directory, 'assets'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text assets that decode to the original', async () => {
    const script = `export const rows = [${Array.from({ length: 300 }, (_, index) => `{id:${String(index)}}`).join(',')}];`;
    await writeFile(path.join(directory, 'assets/index-Ab12Cd34.js'), script);
    await writeFile(
      path.join(directory, 'index.html'),
      `<!doctype html><html><body>${'<p>云模</p>'.repeat(200)}</body></html>`,
    );
    const written = await precompressDirectory(directory);
    expect(written.map((file) => file.file)).toEqual(['assets/index-Ab12Cd34.js', 'index.html']);
    const br = await readFile(path.join(directory, 'assets/index-Ab12Cd34.js.br'));
    const gz = await readFile(path.join(directory, 'assets/index-Ab12Cd34.js.gz'));
    expect(brotliDecompressSync(br).toString('utf8')).toBe(script);
    expect(gunzipSync(gz).toString('utf8')).toBe(script);
    expect(written[0]).toEqual({
      file: 'assets/index-Ab12Cd34.js',
      bytes: Buffer.byteLength(script),
      brotliBytes: br.length,
      gzipBytes: gz.length,
    });
    expect(br.length).toBeLessThan(Buffer.byteLength(script) / 4);
  });

  it('compresses small scripts too, as long as the copy is smaller', async () => {
    const chunk = `import{a as o}from"./index-Ab12Cd34.js";export const p=[${'o(1),'.repeat(40)}];`;
    await writeFile(path.join(directory, 'assets/small-Ab12Cd34.js'), chunk);
    expect(Buffer.byteLength(chunk)).toBeLessThan(1024);
    await precompressDirectory(directory);
    const br = await readFile(path.join(directory, 'assets/small-Ab12Cd34.js.br'));
    expect(br.length).toBeLessThan(Buffer.byteLength(chunk));
    expect(brotliDecompressSync(br).toString('utf8')).toBe(chunk);
  });

  it('leaves small files, binary formats and incompressible data alone', async () => {
    await writeFile(path.join(directory, 'assets/tiny-Ab12Cd34.css'), 'a{color:red}');
    await writeFile(path.join(directory, 'assets/logo-Ab12Cd34.png'), Buffer.alloc(4096, 7));
    // Random bytes do not shrink: no copy is written, the server sends the file itself.
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(path.join(directory, 'assets/noise-Ab12Cd34.js'), noise);
    await precompressDirectory(directory);
    expect((await readdir(path.join(directory, 'assets'))).sort()).toEqual([
      'logo-Ab12Cd34.png',
      'noise-Ab12Cd34.js',
      'tiny-Ab12Cd34.css',
    ]);
  });
});
