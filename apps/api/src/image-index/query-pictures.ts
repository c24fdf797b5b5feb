import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Pictures uploaded for a search are never written to disk: `localupload` embeds them at once and
 * keeps only the query vectors and a small JPEG preview (for the page that shows the current picture)
 * in memory, under a short lifetime and a total size cap. The oldest go first when the cap is hit.
 */
export interface QueryPicture {
  readonly vectors: Float32Array[];
  /** Detail vectors for the second stage (ADR 0055). */
  readonly details: Float32Array[];
  readonly embedder: string;
  readonly preview: Buffer;
  readonly expiresAt: number;
  readonly bytes: number;
}

export interface QueryPictureCacheOptions {
  /** How long an uploaded picture can be searched with. */
  readonly ttlMs: number;
  /** Total bytes (vectors and previews) kept at once. */
  readonly maxBytes: number;
}

/** Longest side of the preview kept for display. */
export const QUERY_PREVIEW_MAX_SIDE = 320;

/** A small JPEG of a normalised query picture, for display only. */
export async function queryPreview(normalised: Buffer): Promise<Buffer> {
  return sharp(normalised)
    .resize(QUERY_PREVIEW_MAX_SIDE, QUERY_PREVIEW_MAX_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
}

export class QueryPictureCache {
  // Map keeps insertion order: the first entries are the oldest.
  private readonly entries = new Map<string, QueryPicture>();
  private total = 0;

  constructor(private readonly options: QueryPictureCacheOptions) {}

  /** Bytes held now. */
  get size(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }

  /** Keeps one picture; answers its id (128 random bits, so ids cannot be guessed). */
  put(
    picture: {
      vectors: Float32Array[];
      details: Float32Array[];
      embedder: string;
      preview: Buffer;
    },
    now = Date.now(),
  ): string {
    this.sweep(now);
    const bytes =
      picture.preview.length +
      [...picture.vectors, ...picture.details].reduce((sum, vector) => sum + vector.byteLength, 0);
    const id = randomBytes(16).toString('hex');
    this.entries.set(id, { ...picture, bytes, expiresAt: now + this.options.ttlMs });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.options.maxBytes) break;
      this.remove(oldest, entry);
    }
    return id;
  }

  get(id: string, now = Date.now()): QueryPicture | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.remove(id, entry);
      return undefined;
    }
    return entry;
  }

  /** Drops every expired picture (runs on each `put` and from a timer). */
  sweep(now = Date.now()): void {
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.remove(id, entry);
  }

  private remove(id: string, entry: QueryPicture): void {
    this.entries.delete(id);
    this.total -= entry.bytes;
  }
}
