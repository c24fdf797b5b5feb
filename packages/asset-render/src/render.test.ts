import { studioBackdropAt } from '@yunmo/domain/previews';
import { describe, expect, it } from 'vitest';
import { createEnvironment } from './environment.js';
import { prepareAsset, renderView } from './render.js';
import { box } from './test-support/meshes.js';
import type { Asset } from '@yunmo/asset-gen/types';

const grey = { name: 'grey', baseColor: [0.4, 0.4, 0.4] as const, metallic: 0, roughness: 0.8 };
function cube(archetype: string, lift = 0): Asset {
  return {
    archetype,
    parts: [box('cube', grey, 0, 0.5 + lift, 0, 1, 1, 1)],
    dimensionsCm: { width: 100, depth: 100, height: 100 },
  };
}
function luminance(image: { width: number; rgb: Uint8Array }, x: number, y: number): number {
  const index = (y * image.width + x) * 3;
  return (
    0.2126 * image.rgb[index]! + 0.7152 * image.rgb[index + 1]! + 0.0722 * image.rgb[index + 2]!
  );
}

describe('renderView', () => {
  const environment = createEnvironment('studio');

  it('lights the face turned to the key light more than the face turned away, on a light backdrop', () => {
    const image = renderView(prepareAsset(cube('test-box'), { environment }), {
      width: 120,
      height: 90,
      view: { azimuthDeg: 45, elevationDeg: 0.5 },
      supersample: 1,
    });
    // The key comes from the front left: at 45° the left half of the cube is its front face (+Z), the right half its +X side.
    const front = luminance(image, 45, 45);
    const side = luminance(image, 75, 45);
    expect(front).toBeGreaterThan(side + 20);
    expect(luminance(image, 2, 2)).toBeGreaterThan(225);
  });

  it('paints the studio backdrop the web continues beside wide frames: its edge columns are studioBackdropAt', () => {
    const image = renderView(prepareAsset(cube('test-box'), { environment }), {
      width: 160,
      height: 120,
      view: { azimuthDeg: 34, elevationDeg: 17 },
      supersample: 2,
    });
    // The key light's side: the shadow falls the other way.
    for (let y = 0; y < image.height; y += 1) {
      const expected = studioBackdropAt((y + 0.5) / image.height);
      const index = y * image.width * 3;
      for (const channel of [0, 1, 2] as const)
        expect(Math.abs(image.rgb[index + channel]! - expected[channel])).toBeLessThanOrEqual(1);
    }
  });

  it('casts a soft shadow on the floor beside a standing object and none under a hanging one', () => {
    const view = { azimuthDeg: 0, elevationDeg: 35 };
    const standing = renderView(prepareAsset(cube('test-box'), { environment }), {
      width: 160,
      height: 120,
      view,
      supersample: 1,
      fill: 0.4,
    });
    const hanging = renderView(prepareAsset(cube('pendant-lamp'), { environment }), {
      width: 160,
      height: 120,
      view,
      supersample: 1,
      fill: 0.4,
    });
    // The key light is to the front left, so the shadow falls to the back right of the cube.
    let darkest = 255;
    let darkestHanging = 255;
    for (let y = 20; y < 80; y += 1) {
      for (let x = 112; x < 150; x += 1) {
        darkest = Math.min(darkest, luminance(standing, x, y));
        darkestHanging = Math.min(darkestHanging, luminance(hanging, x, y));
      }
    }
    expect(darkest).toBeLessThan(200);
    expect(darkestHanging).toBeGreaterThan(215);
  });

  it('is deterministic and sized as asked', () => {
    const prepared = prepareAsset(cube('test-box'), { environment });
    const first = renderView(prepared, { width: 64, height: 48, supersample: 2 });
    const second = renderView(prepared, { width: 64, height: 48, supersample: 2 });
    expect(first.rgb.length).toBe(64 * 48 * 3);
    expect(Buffer.from(first.rgb).equals(Buffer.from(second.rgb))).toBe(true);
  });
});
