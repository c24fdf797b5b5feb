import { describe, expect, it } from 'vitest';
import { previewSrcSet } from './previews.js';

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
