import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SceneSource } from '@yunmo/asset-render/jobs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbClient } from '../db/client.js';
import { readShippedFile } from '../assets/shipped-files.js';
import { sceneSourceSchema, shippedIndexFingerprint } from '../image-index/shipped-index.js';
import { modelPreviewPath, modelWidths, parsePreviewPath } from './paths.js';
import type { PreviewService } from './service.js';

/**
 * The demo catalogue's list covers (480 × 360 WebP), shipped beside the code (ADR 0061). After the
 * shipped index and package checksums, rendering 1,669 covers was most of the first start's CPU,
 * for pictures that are a function of the renderer and of each model's generator input only.
 *
 * The file is a cache, never a source of truth: it is used only when its fingerprint (the shipped
 * index's, which covers the generator, the renderer, the HDRI, sharp and the cover's framing and
 * encoding) equals this build's, and only for a model whose preview key and scene source are the
 * ones the cover was rendered from. Every other cover is rendered as before.
 */

export interface ShippedCover {
  readonly key: string;
  readonly source: SceneSource;
  readonly bytes: Buffer;
}

export interface ShippedCoversData {
  readonly seed: number;
  readonly count: number;
  readonly fingerprint: string;
  readonly covers: readonly ShippedCover[];
}

const MAGIC = 'YMCV';
const FORMAT = 1;
const maxCovers = 1_000_000;
/** A cover is a few kilobytes; anything near this is not one. */
const maxCoverBytes = 2 * 1024 * 1024;

const headerSchema = z.object({
  format: z.literal(FORMAT),
  seed: z.number().int(),
  count: z.number().int().min(1).max(maxCovers),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/u),
  covers: z
    .array(
      z.object({
        key: z.string().min(1).max(200),
        source: sceneSourceSchema,
        length: z.number().int().min(12).max(maxCoverBytes),
      }),
    )
    .max(maxCovers),
});

/** Where the demo catalogue's covers are shipped: one file per seed value and model count. */
export function shippedCoversFile(seed: number, count: number): string {
  return fileURLToPath(new URL(`../../seed-data/covers-s${seed}-n${count}.bin`, import.meta.url));
}

/** A WebP file by its signature: RIFF, a size, WEBP. */
function isWebp(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  );
}

/** MAGIC, the header's length (uint32 LE), the header as JSON, then every cover's bytes in order. */
export function encodeShippedCovers(data: ShippedCoversData): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      format: FORMAT,
      seed: data.seed,
      count: data.count,
      fingerprint: data.fingerprint,
      covers: data.covers.map(({ key, source, bytes }) => ({ key, source, length: bytes.length })),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return Buffer.concat([
    Buffer.from(MAGIC, 'latin1'),
    length,
    header,
    ...data.covers.map((cover) => cover.bytes),
  ]);
}

export function decodeShippedCovers(bytes: Buffer): ShippedCoversData {
  if (bytes.length < 8 || bytes.toString('latin1', 0, 4) !== MAGIC)
    throw new Error('not a shipped covers file');
  const headerLength = bytes.readUInt32LE(4);
  if (8 + headerLength > bytes.length) throw new Error('truncated header');
  const header = headerSchema.parse(
    JSON.parse(bytes.subarray(8, 8 + headerLength).toString('utf8')),
  );
  let offset = 8 + headerLength;
  const covers = header.covers.map(({ key, source, length }) => {
    if (offset + length > bytes.length) throw new Error('truncated covers');
    const cover = bytes.subarray(offset, offset + length);
    offset += length;
    if (!isWebp(cover)) throw new Error(`the cover of ${key} is not a WebP picture`);
    return { key, source, bytes: cover };
  });
  if (offset !== bytes.length) throw new Error('trailing bytes after the covers');
  return { seed: header.seed, count: header.count, fingerprint: header.fingerprint, covers };
}

export class ShippedCovers {
  private readonly byKey: Map<string, ShippedCover>;

  constructor(readonly data: ShippedCoversData) {
    this.byKey = new Map(data.covers.map((cover) => [cover.key, cover]));
  }

  /** The shipped cover, when it was rendered from exactly this source for this key. */
  match(key: string, source: SceneSource): Buffer | undefined {
    const cover = this.byKey.get(key);
    return cover && JSON.stringify(cover.source) === JSON.stringify(source)
      ? cover.bytes
      : undefined;
  }
}

/** The shipped covers of a seed, or why they are not used (then every cover is rendered). */
export async function readShippedCovers(
  seed: number,
  count: number,
  file = shippedCoversFile(seed, count),
): Promise<{ covers: ShippedCovers } | { covers: null; reason: string }> {
  const read = await readShippedFile(
    file,
    decodeShippedCovers,
    'no shipped covers for this seed and count',
  );
  if (read.data === null) return { covers: null, reason: read.reason };
  const data: ShippedCoversData = read.data;
  if (data.seed !== seed || data.count !== count)
    return { covers: null, reason: 'computed for another catalogue' };
  if (data.fingerprint !== (await shippedIndexFingerprint()))
    return { covers: null, reason: 'rendered by other code (run ship-first-start again)' };
  return { covers: new ShippedCovers(data) };
}

/** Every model's list cover as a seeded catalogue holds it, with the scene it was rendered from. */
export async function collectShippedCovers(
  db: DbClient,
  previews: PreviewService,
  filesDir: string,
): Promise<ShippedCover[]> {
  const covers: ShippedCover[] = [];
  const seen = new Set<string>();
  const thumbs = await db.rows<{ thumb_path: string }>(
    sql`select thumb_path from models order by id`,
  );
  for (const { thumb_path: thumb } of thumbs) {
    const key = parsePreviewPath(thumb)?.key;
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    const source = await previews.recordedSource(key);
    const cover = modelPreviewPath(key, 'cover', modelWidths.thumb);
    if (!source || cover !== thumb) continue;
    const bytes = await readFile(path.join(filesDir, cover.slice('/files/'.length)));
    covers.push({ key, source, bytes });
  }
  return covers;
}
