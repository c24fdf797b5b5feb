import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import yazl from 'yazl';
import { SeededRandom } from './random.js';

/** Paths are public URLs under /files; on disk they live under the data directory's files folder. */
export function publicToDisk(filesDir: string, publicPath: string): string {
  return path.join(filesDir, publicPath.replace(/^\/files\//u, ''));
}

function bucket(index: number): string {
  return String(Math.floor(index / 1000)).padStart(4, '0');
}

export function poolImagePath(index: number): string {
  return `/files/images/${bucket(index)}/${index}.jpg`;
}
export function poolThumbPath(index: number): string {
  return `/files/thumbs/${bucket(index)}/${index}.jpg`;
}
export function bannerPath(slot: string, index: number): string {
  return `/files/banners/${slot}-${index}.jpg`;
}
export function zipPath(poolIndex: number, versionIndex: number): string {
  return `/files/zips/${bucket(poolIndex)}/${poolIndex}-${versionIndex}.zip`;
}
/** A model's 3D asset package (GLB, OBJ + MTL), shared by all its versions; apart from texture zips of the same pool index. */
export function assetZipPath(poolIndex: number): string {
  return `/files/zips/${bucket(poolIndex)}/${poolIndex}-asset.zip`;
}

/** Shapes and gradients derived from a number, so every pool image looks different without fonts. */
export function artworkSvg(seed: number, index: number, width: number, height: number): string {
  const random = new SeededRandom(seed * 7919 + index * 104729 + 17);
  const hue = random.int(0, 359);
  const hue2 = (hue + random.int(40, 160)) % 360;
  const shapes: string[] = [];
  const shapeCount = random.int(3, 7);
  for (let shape = 0; shape < shapeCount; shape += 1) {
    const fill = `hsl(${(hue + random.int(0, 359)) % 360},${random.int(40, 90)}%,${random.int(35, 80)}%)`;
    const opacity = (random.int(45, 90) / 100).toFixed(2);
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(Math.round(height / 10), Math.round(height / 2.5));
    switch (random.int(0, 2)) {
      case 0:
        shapes.push(
          `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`,
        );
        break;
      case 1:
        shapes.push(
          `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${random.int(0, 20)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${random.int(0, 90)} ${x} ${y})"/>`,
        );
        break;
      default:
        shapes.push(
          `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size}" fill="${fill}" fill-opacity="${opacity}"/>`,
        );
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,62%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},55%,30%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</svg>`
  );
}

async function writeJpeg(
  filesDir: string,
  publicPath: string,
  svg: string,
  width: number,
  height: number,
): Promise<void> {
  const diskPath = publicToDisk(filesDir, publicPath);
  await mkdir(path.dirname(diskPath), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 78 }).toFile(diskPath);
}

export async function writePoolImage(filesDir: string, seed: number, index: number): Promise<void> {
  const svg = artworkSvg(seed, index, 640, 480);
  await writeJpeg(filesDir, poolImagePath(index), svg, 640, 480);
  await writeJpeg(filesDir, poolThumbPath(index), svg, 320, 240);
}

export async function writeBanner(
  filesDir: string,
  seed: number,
  slot: string,
  index: number,
): Promise<void> {
  const svg = artworkSvg(
    seed + 1000,
    index + slot.length * 31 + slot.charCodeAt(slot.length - 1),
    1200,
    400,
  );
  await writeJpeg(filesDir, bannerPath(slot, index), svg, 1200, 400);
}

export interface ZipRecord {
  path: string;
  sizeBytes: number;
  sha256: string;
}

export interface PackageContents {
  title: string;
  modelNumber: string;
  version: string;
  software: string;
  /** Public path of an already generated image to ship as the texture. */
  texturePath: string;
}

/** A small downloadable package: manifest, readme, a tiny OBJ and a texture, with real bytes. */
export async function writePackageZip(
  filesDir: string,
  publicPath: string,
  contents: PackageContents,
  seed: number,
): Promise<ZipRecord> {
  const random = new SeededRandom(seed ^ contents.modelNumber.length ^ (publicPath.length * 131));
  const vertices: string[] = [];
  for (let vertex = 0; vertex < 8; vertex += 1) {
    vertices.push(
      `v ${(random.next() * 2 - 1).toFixed(4)} ${(random.next() * 2 - 1).toFixed(4)} ${(random.next() * 2 - 1).toFixed(4)}`,
    );
  }
  const geometry = `# ${contents.modelNumber}\n${vertices.join('\n')}\nf 1 2 3 4\nf 5 6 7 8\nf 1 2 6 5\n`;
  const texture = await readFile(publicToDisk(filesDir, contents.texturePath));
  const readme = `${contents.title}\n编号：${contents.modelNumber}\n软件：${contents.software} ${contents.version}\n仅限购买者本人使用，禁止转售。\n`;
  const files = [
    { name: 'model.obj', data: Buffer.from(geometry) },
    { name: 'textures/diffuse.jpg', data: texture },
    { name: 'readme.txt', data: Buffer.from(readme) },
  ];
  const manifest = {
    title: contents.title,
    modelNumber: contents.modelNumber,
    software: contents.software,
    version: contents.version,
    files: files.map((file) => ({
      name: file.name,
      bytes: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    })),
  };
  const zip = new yazl.ZipFile();
  const mtime = new Date('2025-01-01T00:00:00Z');
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', { mtime });
  for (const file of files) zip.addBuffer(file.data, file.name, { mtime });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const diskPath = publicToDisk(filesDir, publicPath);
  await mkdir(path.dirname(diskPath), { recursive: true });
  await writeFile(diskPath, bytes);
  return {
    path: publicPath,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** The version name of a texture's HDR file; its path ends in .hdr (written by texture-assets.ts). */
export const hdrVersionName = 'HDR';

/**
 * Encodes linear RGB floats as a Radiance .hdr (RGBE, flat scanlines, which every reader accepts).
 * Exported for its test: the bytes must round-trip through the format's own decoding rule.
 */
export function encodeRadianceHdr(width: number, height: number, rgb: Float32Array): Buffer {
  const header = Buffer.from(
    `#?RADIANCE\nFORMAT=32-bit_rle_rgbe\nEXPOSURE=1.0\n\n-Y ${height} +X ${width}\n`,
    'ascii',
  );
  const pixels = Buffer.alloc(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const red = rgb[pixel * 3] ?? 0;
    const green = rgb[pixel * 3 + 1] ?? 0;
    const blue = rgb[pixel * 3 + 2] ?? 0;
    const brightest = Math.max(red, green, blue);
    if (brightest < 1e-32) continue;
    const exponent = Math.floor(Math.log2(brightest)) + 1;
    const scale = 256 / 2 ** exponent;
    pixels[pixel * 4] = Math.min(255, Math.floor(red * scale));
    pixels[pixel * 4 + 1] = Math.min(255, Math.floor(green * scale));
    pixels[pixel * 4 + 2] = Math.min(255, Math.floor(blue * scale));
    pixels[pixel * 4 + 3] = exponent + 128;
  }
  return Buffer.concat([header, pixels]);
}
