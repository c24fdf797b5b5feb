import { brickFamily, concreteFamily, metal, tile } from './families/hard.js';
import { ground, waterFamily } from './families/ground.js';
import { carpetFamily, fabric, leatherFamily, wallpaper } from './families/soft.js';
import { marbleFamily, stoneFamily, terrazzoFamily } from './families/stone.js';
import { wood } from './families/wood.js';
import type { FamilyDef, Sample, VariantDef } from './sampler.js';

/** Every family, in the order the contact sheet shows them. */
export const textureFamilies: readonly FamilyDef[] = [
  wood,
  marbleFamily,
  stoneFamily,
  tile,
  terrazzoFamily,
  fabric,
  leatherFamily,
  carpetFamily,
  metal,
  concreteFamily,
  brickFamily,
  wallpaper,
  ground,
  waterFamily,
];

export interface TextureRequest {
  /** Family id: 'wood', 'marble', 'stone', 'tile', 'terrazzo', 'fabric', 'leather', 'carpet', 'metal', 'concrete', 'brick', 'wallpaper', 'ground', 'water'. */
  family: string;
  /** Index into the family's variants. */
  variant: number;
  /** Edge in pixels (square maps): 1024 or 2048 for packages, smaller for previews. */
  size: number;
}

/**
 * One seamless PBR map set. Colour maps are RGBA, row-major from the top-left, alpha 255; grey maps
 * are one byte per pixel. The normal map is tangent-space in the OpenGL convention (+Y up, as glTF,
 * three.js and Blender expect; Unreal and 3ds Max's DirectX convention need the green channel flipped).
 */
export interface TextureSet {
  family: string;
  variant: number;
  /** The variant's stable id ('oak-planks') and Chinese name ('橡木地板'). */
  variantId: string;
  nameZh: string;
  size: number;
  /** Real-world edge of one tile, centimetres. */
  tileCm: number;
  baseColor: Uint8Array;
  normal: Uint8Array;
  roughness: Uint8Array;
  metallic: Uint8Array;
  height: Uint8Array;
  ao: Uint8Array;
  /** True when any texel is metal (the package then ships the metallic map too). */
  hasMetal: boolean;
}

export function findVariant(
  family: string,
  variant: number,
): { family: FamilyDef; variant: VariantDef } {
  const def = textureFamilies.find((entry) => entry.id === family);
  if (!def) throw new RangeError(`unknown texture family: ${family}`);
  const found = Number.isInteger(variant) ? def.variants[variant] : undefined;
  if (!found)
    throw new RangeError(
      `texture family ${family} has no variant ${variant} (0..${def.variants.length - 1})`,
    );
  return { family: def, variant: found };
}

function toByte(value: number): number {
  const scaled = Math.round(value * 255);
  return scaled < 0 ? 0 : scaled > 255 ? 255 : scaled;
}

/** Generates the map set. Deterministic: the same request gives the same bytes. */
export function generateTexture(request: TextureRequest): TextureSet {
  const { size } = request;
  if (!Number.isInteger(size) || size < 16 || size > 4096)
    throw new RangeError(`texture size must be an integer from 16 to 4096, got ${size}`);
  const { family, variant } = findVariant(request.family, request.variant);
  const sampler = variant.make();
  const pixels = size * size;
  const baseColor = new Uint8Array(pixels * 4);
  const roughness = new Uint8Array(pixels);
  const metallic = new Uint8Array(pixels);
  const height = new Float32Array(pixels);
  const sample: Sample = { r: 0, g: 0, b: 0, h: 0, rough: 0, metal: 0 };
  let hasMetal = false;
  for (let y = 0; y < size; y += 1) {
    // Pixel centres, so u = 0 and u = 1 are never both sampled and the wrap is one pixel step like any other.
    const v = (y + 0.5) / size;
    for (let x = 0; x < size; x += 1) {
      const u = (x + 0.5) / size;
      sampler(u, v, sample);
      const index = y * size + x;
      baseColor[index * 4] = toByte(sample.r);
      baseColor[index * 4 + 1] = toByte(sample.g);
      baseColor[index * 4 + 2] = toByte(sample.b);
      baseColor[index * 4 + 3] = 255;
      roughness[index] = toByte(sample.rough);
      const m = toByte(sample.metal);
      metallic[index] = m;
      if (m > 0) hasMetal = true;
      height[index] = sample.h < 0 ? 0 : sample.h > 1 ? 1 : sample.h;
    }
  }
  const normal = normalsFromHeight(height, size, variant.depthCm, variant.tileCm);
  const ao = occlusionFromHeight(height, size, variant.depthCm, variant.tileCm);
  const height8 = new Uint8Array(pixels);
  for (let index = 0; index < pixels; index += 1) height8[index] = toByte(height[index]!);
  return {
    family: family.id,
    variant: request.variant,
    variantId: variant.id,
    nameZh: variant.nameZh,
    size,
    tileCm: variant.tileCm,
    baseColor,
    normal,
    roughness,
    metallic,
    height: height8,
    ao,
    hasMetal,
  };
}

/**
 * Tangent-space normals from the height field with wrap-around central differences, so the normal map
 * tiles exactly as the height does. The slope is physical: height 0..1 spans depthCm over a tile of tileCm.
 */
export function normalsFromHeight(
  height: Float32Array,
  size: number,
  depthCm: number,
  tileCm: number,
): Uint8Array {
  const normal = new Uint8Array(size * size * 4);
  const scale = (depthCm * size) / (2 * tileCm);
  for (let y = 0; y < size; y += 1) {
    const up = ((y - 1 + size) % size) * size;
    const down = ((y + 1) % size) * size;
    const row = y * size;
    for (let x = 0; x < size; x += 1) {
      const left = (x - 1 + size) % size;
      const right = (x + 1) % size;
      const dx = (height[row + right]! - height[row + left]!) * scale;
      // Image rows run down while the normal map's +Y points up the image.
      const dy = (height[up + x]! - height[down + x]!) * scale;
      const nx = -dx;
      const ny = -dy;
      const length = Math.sqrt(nx * nx + ny * ny + 1);
      const index = (row + x) * 4;
      normal[index] = Math.round((nx / length) * 127.5 + 127.5);
      normal[index + 1] = Math.round((ny / length) * 127.5 + 127.5);
      normal[index + 2] = Math.round((1 / length) * 127.5 + 127.5);
      normal[index + 3] = 255;
    }
  }
  return normal;
}

/** Cavity occlusion: how far the neighbourhood rises above each texel, as the sine of the horizon angle. */
export function occlusionFromHeight(
  height: Float32Array,
  size: number,
  depthCm: number,
  tileCm: number,
): Uint8Array {
  const ao = new Uint8Array(size * size);
  const radius = Math.max(1, Math.round(size / 256));
  const distanceCm = (radius * tileCm) / size;
  const ox = [radius, -radius, 0, 0, 2 * radius, -2 * radius, 2 * radius, -2 * radius];
  const oy = [0, 0, radius, -radius, 2 * radius, 2 * radius, -2 * radius, -2 * radius];
  const inverseReach = ox.map((x, k) => depthCm / (distanceCm * (Math.hypot(x, oy[k]!) / radius)));
  const rows = new Int32Array(8);
  for (let y = 0; y < size; y += 1) {
    for (let k = 0; k < 8; k += 1) rows[k] = ((y + oy[k]! + size) % size) * size;
    for (let x = 0; x < size; x += 1) {
      const h = height[y * size + x]!;
      let occlusion = 0;
      for (let k = 0; k < 8; k += 1) {
        let cx = x + ox[k]!;
        if (cx < 0) cx += size;
        else if (cx >= size) cx -= size;
        const rise = (height[rows[k]! + cx]! - h) * inverseReach[k]!;
        if (rise > 0) occlusion += rise / Math.sqrt(1 + rise * rise);
      }
      ao[y * size + x] = toByte(1 - 0.6 * (occlusion / 8));
    }
  }
  return ao;
}
