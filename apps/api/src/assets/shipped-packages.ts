import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { z } from 'zod';
import type { AssetPackageContents, AssetPackageRecord } from './asset-package.js';
import { hashBuiltCode, readShippedFile } from './shipped-files.js';

/**
 * The demo catalogue's package checksums, shipped beside the code (ADR 0061). The first start of
 * `npm start` publishes every asset package's size, SHA-256 and file list before the first download
 * (the first download then builds the same bytes). Computing them meant building all 1,669 packages
 * once (geometry, texture maps, OBJ, zip, hash): half of the first start's CPU, for bytes that are a
 * function of the code and of each model's generator input only.
 *
 * The file is a cache, never a source of truth:
 * - it is used only when its fingerprint (the built generator, texture maps and package writer,
 *   sharp's codecs, zlib, yazl and the JavaScript engine) equals this process's, and only for a
 *   package whose path, generator input, listing texts and map size are the ones it was computed
 *   from;
 * - before it is trusted, the seed builds one package of each kind of software and compares the
 *   bytes' SHA-256 with the shipped one; any difference and the whole file is ignored;
 * - every other package is built and hashed as before, and a stale file only costs time.
 */

export interface PackageJobInput {
  readonly publicPath: string;
  readonly input: unknown;
  readonly contents: AssetPackageContents;
}

export interface ShippedPackage {
  /** The SHA-256 of what the package is built from (`packageKey`). */
  readonly key: string;
  readonly record: AssetPackageRecord;
  readonly mapCount: number;
}

export interface ShippedPackagesData {
  readonly seed: number;
  readonly count: number;
  readonly fingerprint: string;
  readonly packages: readonly ShippedPackage[];
}

const FORMAT = 1;
const maxPackages = 1_000_000;
const sha256Pattern = /^[0-9a-f]{64}$/u;

const fileSchema = z.object({
  format: z.literal(FORMAT),
  seed: z.number().int(),
  count: z.number().int().min(1).max(maxPackages),
  fingerprint: z.string().regex(sha256Pattern),
  packages: z
    .array(
      z.object({
        key: z.string().regex(sha256Pattern),
        mapCount: z.number().int().min(0).max(1000),
        record: z.object({
          path: z.string().min(1).max(500),
          sizeBytes: z.number().int().min(1),
          sha256: z.string().regex(sha256Pattern),
          facts: z.object({
            archetype: z.string().min(1).max(100),
            faces: z.number().int().min(0),
            vertices: z.number().int().min(0),
            meshes: z.number().int().min(0),
            materials: z.number().int().min(0),
            widthCm: z.number().min(0),
            depthCm: z.number().min(0),
            heightCm: z.number().min(0),
          }),
          entries: z
            .array(z.object({ name: z.string().min(1).max(300), bytes: z.number().int().min(0) }))
            .max(1000),
        }),
      }),
    )
    .max(maxPackages),
});

/** Where the demo catalogue's package checksums are shipped: one file per seed value and model count. */
export function shippedPackagesFile(seed: number, count: number): string {
  return fileURLToPath(
    new URL(`../../seed-data/packages-s${seed}-n${count}.json.br`, import.meta.url),
  );
}

/** Everything a package's bytes are built from, besides the code: one hash. */
export function packageKey(job: PackageJobInput, mapSize: number): string {
  return createHash('sha256')
    .update(JSON.stringify([job.publicPath, job.input, job.contents, mapSize]))
    .digest('hex');
}

/**
 * What the package bytes are a function of, besides each package's key: the built generator and
 * texture maps, the API's package writer, sharp's codecs (the JPEG and PNG maps), zlib and yazl (the
 * zip) and the engine's floating point (the geometry).
 */
export async function shippedPackagesFingerprint(): Promise<string> {
  const require = createRequire(import.meta.url);
  const hash = createHash('sha256');
  await hashBuiltCode(hash, import.meta.url, [
    '@yunmo/asset-gen/generate',
    '@yunmo/textures/generate',
  ]);
  for (const specifier of [
    '@yunmo/api/assets/asset-package',
    '@yunmo/api/assets/asset-maps',
    '@yunmo/api/assets/files',
  ]) {
    hash.update(`${specifier}\0`);
    hash.update(await readFile(require.resolve(specifier)));
  }
  const yazl = JSON.parse(await readFile(require.resolve('yazl/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(
    JSON.stringify({
      sharp: sharp.versions,
      zlib: process.versions.zlib,
      v8: process.versions.v8,
      yazl: yazl.version,
    }),
  );
  return hash.digest('hex');
}

export function encodeShippedPackages(data: ShippedPackagesData): Buffer {
  const json = JSON.stringify({ format: FORMAT, ...data });
  return zlib.brotliCompressSync(json, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
}

export function decodeShippedPackages(bytes: Buffer): ShippedPackagesData {
  // The whole catalogue's listing is a few megabytes of JSON; refuse anything far larger.
  const json = zlib.brotliDecompressSync(bytes, { maxOutputLength: 256 * 1024 * 1024 });
  const { format: _format, ...data } = fileSchema.parse(JSON.parse(json.toString('utf8')));
  return data;
}

/** The shipped packages of a seed, matched by what each is built from. */
export class ShippedPackages {
  private readonly byKey: Map<string, ShippedPackage>;

  constructor(readonly data: ShippedPackagesData) {
    this.byKey = new Map(data.packages.map((entry) => [entry.key, entry]));
  }

  match(job: PackageJobInput, mapSize: number): ShippedPackage | undefined {
    return this.byKey.get(packageKey(job, mapSize));
  }
}

/**
 * The shipped package checksums of a seed, or why they are not used: no file, another catalogue,
 * or bytes of other code (then every package is built and hashed as before).
 */
export async function readShippedPackages(
  seed: number,
  count: number,
  file = shippedPackagesFile(seed, count),
): Promise<{ packages: ShippedPackages } | { packages: null; reason: string }> {
  const read = await readShippedFile(
    file,
    decodeShippedPackages,
    'no shipped packages for this seed and count',
  );
  if (read.data === null) return { packages: null, reason: read.reason };
  const data: ShippedPackagesData = read.data;
  if (data.seed !== seed || data.count !== count)
    return { packages: null, reason: 'computed for another catalogue' };
  if (data.fingerprint !== (await shippedPackagesFingerprint()))
    return { packages: null, reason: 'computed by other code (run ship-first-start again)' };
  return { packages: new ShippedPackages(data) };
}
