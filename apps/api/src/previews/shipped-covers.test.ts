import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { SceneSource } from '@yunmo/asset-render/jobs';
import { describe, expect, it } from 'vitest';
import { modelPreviewPath, modelWidths } from './paths.js';
import { PreviewService } from './service.js';
import {
  decodeShippedCovers,
  encodeShippedCovers,
  readShippedCovers,
  type ShippedCoversData,
} from './shipped-covers.js';

/** Bytes that carry a WebP signature, then anything. */
const webpOf = fc
  .uint8Array({ maxLength: 64 })
  .map((rest) =>
    Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from('WEBP'), rest]),
  );

const dataOf: fc.Arbitrary<ShippedCoversData> = fc.record({
  seed: fc.integer(),
  count: fc.integer({ min: 1, max: 1_000_000 }),
  fingerprint: fc
    .array(fc.constantFrom(...'0123456789abcdef'), { minLength: 64, maxLength: 64 })
    .map((digits) => digits.join('')),
  covers: fc.array(
    fc.record({
      key: fc.string({ minLength: 1, maxLength: 30 }),
      source: fc
        .record({
          subcategory: fc.string({ maxLength: 6 }),
          item: fc.string({ maxLength: 8 }),
          seed: fc.integer({ min: 0, max: 1_000_000 }),
          style: fc.string({ maxLength: 4 }),
        })
        .map((input): SceneSource => ({ kind: 'asset', input })),
      bytes: webpOf,
    }),
    { maxLength: 12 },
  ),
});

describe('the shipped covers', () => {
  it('decode to exactly what was encoded', () => {
    fc.assert(
      fc.property(dataOf, (data) => {
        const decoded = decodeShippedCovers(encodeShippedCovers(data));
        expect({ ...decoded, covers: decoded.covers.map((cover) => ({ ...cover })) }).toEqual({
          ...data,
          covers: data.covers.map((cover) => ({ ...cover, bytes: Buffer.from(cover.bytes) })),
        });
      }),
      { numRuns: 60 },
    );
  });

  it('refuse other files, pictures that are not WebP, and cut or padded files', () => {
    const one: ShippedCoversData = {
      seed: 1,
      count: 1,
      fingerprint: 'a'.repeat(64),
      covers: [
        {
          key: 'm/0000/1',
          source: {
            kind: 'asset',
            input: { subcategory: '沙发', item: '单人沙发', seed: 1, style: '' },
          },
          bytes: Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), Buffer.alloc(20)]),
        },
      ],
    };
    const bytes = encodeShippedCovers(one);
    expect(() => decodeShippedCovers(Buffer.from('not a covers file'))).toThrow();
    expect(() => decodeShippedCovers(bytes.subarray(0, bytes.length - 1))).toThrow();
    expect(() => decodeShippedCovers(Buffer.concat([bytes, Buffer.alloc(1)]))).toThrow();
    const png = encodeShippedCovers({
      ...one,
      covers: [{ ...one.covers[0]!, bytes: Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1') }],
    });
    expect(() => decodeShippedCovers(png)).toThrow(/not a WebP picture/u);
  });

  // Fails when the generator or the renderer changed without
  // `pnpm --filter @yunmo/api first-start:ship` (then every first start renders all covers again).
  it('of the demo catalogue are this build’s renders', async () => {
    const shipped = await readShippedCovers(42, 2000);
    if (shipped.covers === null) throw new Error(shipped.reason);
    const covers = shipped.covers.data.covers;
    expect(covers.length).toBeGreaterThan(1000);
    const folder = await mkdtemp(path.join(tmpdir(), 'yunmo-shipped-covers-'));
    const previews = new PreviewService(folder, 1);
    try {
      // The first and the last cover rendered again here are the very bytes shipped.
      for (const cover of [covers[0]!, covers.at(-1)!]) {
        const publicPath = modelPreviewPath(cover.key, 'cover', modelWidths.thumb);
        await previews.render(cover.source, [publicPath]);
        const rendered = await readFile(path.join(folder, publicPath.slice('/files/'.length)));
        expect(rendered.equals(cover.bytes)).toBe(true);
      }
    } finally {
      await previews.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
