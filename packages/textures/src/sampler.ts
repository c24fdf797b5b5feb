import type { Rgb } from './colour.js';

/** What a material says about one point of its tile. Colours are sRGB 0..1; h, rough and metal are 0..1. */
export interface Sample {
  r: number;
  g: number;
  b: number;
  /** Height, 0 deepest (grout, mortar, gaps) to 1 highest. */
  h: number;
  rough: number;
  metal: number;
}

/** Fills `s` for tile coordinates u, v in [0, 1); must be periodic with period 1 in both. */
export type Sampler = (u: number, v: number, s: Sample) => void;

export interface VariantDef {
  /** Stable id within the family ('oak', 'walnut', ...). */
  id: string;
  /** Chinese name shown in readmes and contact sheets. */
  nameZh: string;
  /** Real-world edge of one tile, centimetres. */
  tileCm: number;
  /** Relief from height 0 to 1, centimetres: drives the normal map's strength physically. */
  depthCm: number;
  /** Builds the sampler (noise tables are made once per map set, not per pixel). */
  make: () => Sampler;
}

export interface FamilyDef {
  id: string;
  nameZh: string;
  variants: readonly VariantDef[];
}

export function setColour(s: Sample, c: Rgb, scale = 1): void {
  s.r = c[0] * scale;
  s.g = c[1] * scale;
  s.b = c[2] * scale;
}

export function mixColour(s: Sample, a: Rgb, b: Rgb, t: number, scale = 1): void {
  const k = t < 0 ? 0 : t > 1 ? 1 : t;
  s.r = (a[0] + (b[0] - a[0]) * k) * scale;
  s.g = (a[1] + (b[1] - a[1]) * k) * scale;
  s.b = (a[2] + (b[2] - a[2]) * k) * scale;
}

/** Blends the sample's current colour toward c by t. */
export function blendColour(s: Sample, c: Rgb, t: number): void {
  const k = t < 0 ? 0 : t > 1 ? 1 : t;
  s.r += (c[0] - s.r) * k;
  s.g += (c[1] - s.g) * k;
  s.b += (c[2] - s.b) * k;
}

/** Picks from a palette by a 0..1 hash. */
export function pick<T>(list: readonly T[], t: number): T {
  return list[Math.min(list.length - 1, Math.floor(t * list.length))]!;
}
