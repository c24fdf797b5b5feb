import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { previewSrcSet } from '@yunmo/domain/previews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicToDisk } from './files.js';
import { taxonomyByKind } from '../seed/taxonomy.js';
import {
  ensureTexturePreview,
  materialForItem,
  resolveMaterial,
  textureOutputs,
  writeSkyHdr,
} from './texture-assets.js';

/** Reads every entry of a zip (stored or deflated) from its local headers. */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (bytes.readUInt32LE(offset) === 0x04034b50) {
    const method = bytes.readUInt16LE(offset + 8);
    const compressed = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    const name = bytes.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    const data = bytes.subarray(start, start + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset = start + compressed;
  }
  return files;
}

let filesDir = '';
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'yunmo-textures-'));
});
afterAll(async () => {
  await rm(filesDir, { recursive: true, force: true });
});

describe('texture assets of the seed', () => {
  it('gives every 贴图 and UE-material item of the taxonomy a material that matches its name', () => {
    for (const kind of [3, 5] as const) {
      for (const category of taxonomyByKind[kind]) {
        for (const child of category.children) {
          for (const item of child.items) {
            for (const id of [1, 2, 3]) expect(materialForItem(item, id), item).not.toBeNull();
          }
        }
      }
    }
    expect(materialForItem('胡桃木地板', 1)?.nameZh).toBe('胡桃木地板');
    expect(materialForItem('红砖墙材质', 1)?.family).toBe('brick');
  });

  it(
    'packages 1K maps, a Chinese readme and a manifest whose SHA-256 match, and renders previews',
    { timeout: 120_000 },
    async () => {
      const material = resolveMaterial('metal/brushed-steel');
      const outputs = await textureOutputs(filesDir, material, 3, true);
      expect(outputs.mapSize).toBe(1024);
      const zipBytes = await readFile(publicToDisk(filesDir, outputs.packageRecord.path));
      expect(zipBytes.length).toBe(outputs.packageRecord.sizeBytes);
      expect(createHash('sha256').update(zipBytes).digest('hex')).toBe(
        outputs.packageRecord.sha256,
      );
      const files = unzip(zipBytes);
      const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as {
        tileCm: number;
        files: { name: string; bytes: number; sha256: string }[];
      };
      expect(manifest.tileCm).toBe(material.tileCm);
      const names = manifest.files.map((file) => file.name);
      for (const suffix of [
        '_basecolor.jpg',
        '_normal.jpg',
        '_roughness.jpg',
        '_metallic.jpg',
        'readme.txt',
      ])
        expect(
          names.some((name) => name.endsWith(suffix)),
          suffix,
        ).toBe(true);
      for (const entry of manifest.files) {
        const data = files.get(entry.name)!;
        expect(data.length).toBe(entry.bytes);
        expect(createHash('sha256').update(data).digest('hex')).toBe(entry.sha256);
        if (entry.name.endsWith('.jpg')) {
          const meta = await sharp(data).metadata();
          expect([meta.width, meta.height]).toEqual([1024, 1024]);
        }
      }
      const readme = files.get('readme.txt')!.toString('utf8');
      for (const phrase of [
        '贴图清单',
        '1024 × 1024',
        `${material.tileCm} cm`,
        '3ds Max',
        'V-Ray',
        'Corona',
        'SketchUp',
        'Enscape',
        'Unreal Engine',
      ])
        expect(readme).toContain(phrase);
      // The same material again is the same package: stable checksums.
      const again = await textureOutputs(filesDir, material, 3, true);
      expect(again.packageRecord.sha256).toBe(outputs.packageRecord.sha256);
      const [cover, swatch, ball] = outputs.previews.images;
      for (const image of [cover!, swatch!, ball!])
        await expect(readFile(publicToDisk(filesDir, image.path))).rejects.toThrow();
      for (const image of [cover!, swatch!, ball!]) {
        // The seed writes the thumbnails; the detail pictures are rendered on their first request.
        const seeded = await sharp(publicToDisk(filesDir, image.thumb)).metadata();
        expect([seeded.format, seeded.width, seeded.height]).toEqual(['webp', 480, 360]);
        expect(await ensureTexturePreview(filesDir, image.path)).toBe(
          publicToDisk(filesDir, image.path),
        );
        const meta = await sharp(publicToDisk(filesDir, image.path)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 900]);
        // Every width of the srcset exists: 480 thumbnail, 800 card, 1200 detail.
        expect(previewSrcSet(image.path)).toBe(
          [480, 800, 1200]
            .map(
              (width) => `${image.path.replace('-1200.', `-${String(width)}.`)} ${String(width)}w`,
            )
            .join(', '),
        );
        const card = await sharp(
          publicToDisk(filesDir, image.path.replace('-1200.', '-800.')),
        ).metadata();
        expect([card.width, card.height]).toEqual([800, 600]);
        const thumb = await sharp(publicToDisk(filesDir, image.thumb)).metadata();
        expect(thumb.width).toBe(480);
      }
      // The ball is lit and shaded: its frame holds far more than a flat fill's tones.
      const stats = await sharp(publicToDisk(filesDir, ball!.path)).stats();
      expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
      for (const notOne of [
        '/files/textures/wood/nope/ball-1200.webp',
        '/files/textures/wood/oak-planks/ball-640.webp',
        '/files/textures/wood/oak-planks/ball.jpg',
        '/files/textures/../x.jpg',
      ])
        expect(await ensureTexturePreview(filesDir, notOne)).toBeNull();
    },
  );

  it('makes UE material previews a material ball first', async () => {
    const outputs = await textureOutputs(filesDir, resolveMaterial('brick/red'), 5, false);
    expect(outputs.previews.images[0]!.path).toMatch(/ball-1200\.webp$/u);
    expect(outputs.previews.images).toHaveLength(2);
  });

  it('writes a real HDR sky: Radiance header, 2:1 equirectangular, a sun far above white', async () => {
    const record = await writeSkyHdr(filesDir, 0, true);
    const bytes = await readFile(publicToDisk(filesDir, record.path));
    const text = bytes.subarray(0, 80).toString('latin1');
    expect(text.startsWith('#?RADIANCE')).toBe(true);
    expect(text).toContain('-Y 512 +X 1024');
    const headerEnd = text.indexOf('-Y 512 +X 1024\n') + '-Y 512 +X 1024\n'.length;
    let brightest = 0;
    let skyMean = 0;
    for (let pixel = 0; pixel < 1024 * 512; pixel += 1) {
      const offset = headerEnd + pixel * 4;
      const exponent = bytes[offset + 3]!;
      if (exponent === 0) continue;
      const value = ((bytes[offset]! + 0.5) / 256) * 2 ** (exponent - 128);
      brightest = Math.max(brightest, value);
      if (pixel < 1024 * 128) skyMean += value / (1024 * 128);
    }
    expect(brightest).toBeGreaterThan(1000);
    expect(skyMean).toBeGreaterThan(0.1);
    expect(skyMean).toBeLessThan(20);
  });
});
