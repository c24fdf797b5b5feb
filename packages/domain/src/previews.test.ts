import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  previewSrcSet,
  studioBackdrop,
  studioBackdropAt,
  studioBackdropGradient,
} from './previews.js';

describe('previewSrcSet', () => {
  it('lists every width of a rendered model preview, whichever width the URL names', () => {
    expect(previewSrcSet('http://x/files/renders/m/0000/12/side-480.webp')).toBe(
      'http://x/files/renders/m/0000/12/side-480.webp 480w, http://x/files/renders/m/0000/12/side-800.webp 800w, http://x/files/renders/m/0000/12/side-1200.webp 1200w',
    );
    expect(previewSrcSet('/files/renders/m/0000/12/cover-1200.webp')).toContain(
      '/cover-800.webp 800w',
    );
  });

  it('lists every width of a material preview (cover, tiled swatch, material ball)', () => {
    expect(previewSrcSet('/files/textures/wood/oak-planks/swatch-480.webp')).toBe(
      '/files/textures/wood/oak-planks/swatch-480.webp 480w, /files/textures/wood/oak-planks/swatch-800.webp 800w, /files/textures/wood/oak-planks/swatch-1200.webp 1200w',
    );
    expect(previewSrcSet('/files/textures/brick/red/ball-1200.webp')).toContain(
      '/ball-800.webp 800w',
    );
    expect(previewSrcSet('/files/textures/brick/red/ball.jpg')).toBeUndefined();
  });

  it('lists banner and avatar widths', () => {
    expect(previewSrcSet('/files/renders/banner/home-1-0/scene-1600.webp')).toBe(
      '/files/renders/banner/home-1-0/scene-800.webp 800w, /files/renders/banner/home-1-0/scene-1600.webp 1600w',
    );
    expect(previewSrcSet('/files/renders/avatar/3/portrait-192.webp')).toBe(
      '/files/renders/avatar/3/portrait-96.webp 96w, /files/renders/avatar/3/portrait-192.webp 192w',
    );
  });

  it('leaves other images alone', () => {
    expect(previewSrcSet('/files/thumbs/0000/1.jpg')).toBeUndefined();
    expect(previewSrcSet('/files/renders/m/0000/12/cover-640.webp')).toBeUndefined();
  });
});

describe('the studio backdrop', () => {
  it('is the top colour at the top and the bottom colour at the bottom', () => {
    expect(studioBackdropAt(0)).toEqual(studioBackdrop.top);
    expect(studioBackdropAt(1)).toEqual(studioBackdrop.bottom);
    // Blended in linear light: the middle is lighter than the sRGB average.
    expect(studioBackdropAt(0.5)[0]).toBe(236);
  });

  it('darkens steadily down the picture and stays between its ends', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [upper, lower] = a <= b ? [a, b] : [b, a];
          const high = studioBackdropAt(upper);
          const low = studioBackdropAt(lower);
          for (const channel of [0, 1, 2] as const) {
            expect(low[channel]).toBeLessThanOrEqual(high[channel]);
            expect(high[channel]).toBeLessThanOrEqual(studioBackdrop.top[channel]);
            expect(low[channel]).toBeGreaterThanOrEqual(studioBackdrop.bottom[channel]);
          }
        },
      ),
    );
  });

  it('is written as a CSS gradient with its stops from 0 % to 100 %', () => {
    expect(studioBackdropGradient(3)).toBe(
      'linear-gradient(to bottom, rgb(246 246 244) 0%, rgb(236 236 233) 50%, rgb(226 226 222) 100%)',
    );
    expect(studioBackdropGradient(9).match(/rgb\(/g)).toHaveLength(9);
  });
});
