import { describe, expect, it } from 'vitest';
import { generateTexture, textureFamilies, type TextureSet } from './index.js';

/**
 * Seam check: the difference between the last and the first column (row) must look like the
 * difference between two neighbouring interior columns (rows). Noise that does not wrap jumps at the
 * edge far beyond its mean neighbour difference; patterns whose joints fall on the edge (grout, board
 * ends) are allowed a difference as large as their largest interior joint.
 */
function seamExcess(
  data: Uint8Array,
  size: number,
  channels: number,
): { horizontal: number; vertical: number } {
  const columnDiff = new Float64Array(size);
  const rowDiff = new Float64Array(size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      for (let c = 0; c < Math.min(channels, 3); c += 1) {
        const here = data[(y * size + x) * channels + c]!;
        columnDiff[x] =
          columnDiff[x]! + Math.abs(here - data[(y * size + ((x + 1) % size)) * channels + c]!);
        rowDiff[y] =
          rowDiff[y]! + Math.abs(here - data[(((y + 1) % size) * size + x) * channels + c]!);
      }
    }
  }
  const excess = (diffs: Float64Array) => {
    const interior = Array.from(diffs.subarray(0, size - 1));
    const mean = interior.reduce((sum, value) => sum + value, 0) / interior.length;
    const allowed = Math.max(1.6 * mean, 1.05 * Math.max(...interior)) + size;
    return diffs[size - 1]! / allowed;
  };
  return { horizontal: excess(columnDiff), vertical: excess(rowDiff) };
}

function maps(set: TextureSet): [string, Uint8Array, number][] {
  return [
    ['baseColor', set.baseColor, 4],
    ['normal', set.normal, 4],
    ['roughness', set.roughness, 1],
    ['height', set.height, 1],
  ];
}

const everyVariant = textureFamilies.flatMap((family) =>
  family.variants.map((variant, index) => ({ family: family.id, index, name: variant.nameZh })),
);

describe('generateTexture', () => {
  it('offers the families a catalogue needs, each with several variants', () => {
    const ids = textureFamilies.map((family) => family.id);
    for (const needed of [
      'wood',
      'marble',
      'stone',
      'fabric',
      'leather',
      'metal',
      'concrete',
      'tile',
      'brick',
      'wallpaper',
      'ground',
      'terrazzo',
      'carpet',
    ]) {
      expect(ids).toContain(needed);
    }
    for (const family of textureFamilies) expect(family.variants.length).toBeGreaterThanOrEqual(2);
    const variantIds = textureFamilies.flatMap((family) =>
      family.variants.map((variant) => `${family.id}/${variant.id}`),
    );
    expect(new Set(variantIds).size).toBe(variantIds.length);
  });

  it('the seam score catches a map that does not tile', () => {
    const size = 64;
    const ramp = new Uint8Array(size * size);
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1) ramp[y * size + x] = x * 3 + y * 2;
    const ratio = seamExcess(ramp, size, 1);
    expect(ratio.horizontal).toBeGreaterThan(1);
    expect(ratio.vertical).toBeGreaterThan(1);
    // Smooth noise that is not periodic: a 256-pixel-wide marble map cut to 128 columns.
    const wide = generateTexture({ family: 'marble', variant: 0, size: 256 });
    const cut = new Uint8Array(128 * 128 * 4);
    for (let y = 0; y < 128; y += 1)
      cut.set(wide.baseColor.subarray(y * 256 * 4, y * 256 * 4 + 128 * 4), y * 128 * 4);
    expect(seamExcess(cut, 128, 4).horizontal).toBeGreaterThan(1);
    // The same map whole does wrap.
    expect(seamExcess(wide.baseColor, 256, 4).horizontal).toBeLessThan(1);
  });

  it.each(everyVariant)(
    '$family/$index ($name) tiles seamlessly, has sane ranges and unit normals',
    ({ family, index }) => {
      const size = 128;
      const set = generateTexture({ family, variant: index, size });
      expect(set.baseColor).toHaveLength(size * size * 4);
      expect(set.roughness).toHaveLength(size * size);
      expect(set.tileCm).toBeGreaterThan(0);
      for (const [name, data, channels] of maps(set)) {
        const ratio = seamExcess(data, size, channels);
        expect(ratio.horizontal, `${name} left/right`).toBeLessThan(1);
        expect(ratio.vertical, `${name} top/bottom`).toBeLessThan(1);
      }
      let worst = 0;
      let luminanceSum = 0;
      let luminanceSquares = 0;
      for (let pixel = 0; pixel < size * size; pixel += 1) {
        const nx = set.normal[pixel * 4]! / 127.5 - 1;
        const ny = set.normal[pixel * 4 + 1]! / 127.5 - 1;
        const nz = set.normal[pixel * 4 + 2]! / 127.5 - 1;
        worst = Math.max(worst, Math.abs(Math.hypot(nx, ny, nz) - 1));
        expect(nz).toBeGreaterThan(0);
        expect(set.baseColor[pixel * 4 + 3]).toBe(255);
        const luminance =
          set.baseColor[pixel * 4]! * 0.3 +
          set.baseColor[pixel * 4 + 1]! * 0.59 +
          set.baseColor[pixel * 4 + 2]! * 0.11;
        luminanceSum += luminance;
        luminanceSquares += luminance * luminance;
      }
      // 8-bit quantisation of each component allows about 1/128 of error in the length.
      expect(worst).toBeLessThan(0.015);
      const mean = luminanceSum / (size * size);
      const spread = Math.sqrt(luminanceSquares / (size * size) - mean * mean);
      // A material, not a flat fill and not noise without a look.
      expect(spread).toBeGreaterThan(1.5);
      expect(mean).toBeGreaterThan(10);
      expect(mean).toBeLessThan(250);
    },
  );

  it('is deterministic', () => {
    const first = generateTexture({ family: 'wood', variant: 3, size: 64 });
    const second = generateTexture({ family: 'wood', variant: 3, size: 64 });
    expect(Buffer.from(second.baseColor).equals(Buffer.from(first.baseColor))).toBe(true);
    expect(Buffer.from(second.normal).equals(Buffer.from(first.normal))).toBe(true);
    expect(Buffer.from(second.roughness).equals(Buffer.from(first.roughness))).toBe(true);
    const other = generateTexture({ family: 'wood', variant: 4, size: 64 });
    expect(Buffer.from(other.baseColor).equals(Buffer.from(first.baseColor))).toBe(false);
  });

  it('gives each material the roughness and metalness it has in life', () => {
    const mean = (data: Uint8Array) =>
      data.reduce((sum, value) => sum + value, 0) / data.length / 255;
    const steel = generateTexture({ family: 'metal', variant: 0, size: 64 });
    expect(mean(steel.metallic)).toBeGreaterThan(0.95);
    expect(mean(steel.roughness)).toBeLessThan(0.45);
    expect(steel.hasMetal).toBe(true);
    const marble = generateTexture({ family: 'marble', variant: 0, size: 64 });
    expect(mean(marble.roughness)).toBeLessThan(0.25);
    expect(marble.hasMetal).toBe(false);
    const brick = generateTexture({ family: 'brick', variant: 0, size: 64 });
    expect(mean(brick.roughness)).toBeGreaterThan(0.75);
    const rust = generateTexture({ family: 'metal', variant: 6, size: 64 });
    expect(mean(rust.metallic)).toBeGreaterThan(0.1);
    expect(mean(rust.metallic)).toBeLessThan(0.9);
  });

  it('makes 1K and 2K map sets', { timeout: 120_000 }, () => {
    const started = performance.now();
    const oneK = generateTexture({ family: 'tile', variant: 0, size: 1024 });
    const elapsed = performance.now() - started;
    expect(oneK.baseColor).toHaveLength(1024 * 1024 * 4);
    expect(oneK.normal).toHaveLength(1024 * 1024 * 4);
    const twoK = generateTexture({ family: 'wallpaper', variant: 3, size: 2048 });
    expect(twoK.roughness).toHaveLength(2048 * 2048);
    expect(seamExcess(twoK.baseColor, 2048, 4).horizontal).toBeLessThan(1);
    console.info(`1K map set (tile/0): ${elapsed.toFixed(0)} ms`);
  });

  it('refuses unknown families, variants and sizes', () => {
    expect(() => generateTexture({ family: 'plastic', variant: 0, size: 64 })).toThrow(RangeError);
    expect(() => generateTexture({ family: 'wood', variant: 99, size: 64 })).toThrow(RangeError);
    expect(() => generateTexture({ family: 'wood', variant: 0, size: 8 })).toThrow(RangeError);
    expect(() => generateTexture({ family: 'wood', variant: 0.5, size: 64 })).toThrow(RangeError);
  });
});
