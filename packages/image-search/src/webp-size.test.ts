import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webpSize } from './webp-size.js';

async function encode(width: number, height: number, kind: 'lossy' | 'lossless' | 'alpha') {
  return sharp({
    create: {
      width,
      height,
      channels: kind === 'alpha' ? 4 : 3,
      background: { r: 200, g: 120, b: 40, alpha: 0.5 },
    },
  })
    .webp(kind === 'lossless' ? { lossless: true } : { quality: 80 })
    .toBuffer();
}

describe('webpSize', () => {
  it('reads the size sharp wrote, for lossy, lossless and extended files', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.constantFrom('lossy' as const, 'lossless' as const, 'alpha' as const),
        async (width, height, kind) => {
          expect(webpSize(await encode(width, height, kind))).toEqual({ width, height });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses other formats and headers cut short', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(webpSize(png)).toBeNull();
    const webp = await encode(64, 48, 'lossy');
    expect(webpSize(webp.subarray(0, 29))).toBeNull();
    expect(webpSize(new Uint8Array(0))).toBeNull();
  });
});
