import type { AssetBuilder } from './builder.js';
import type { Rng } from './random.js';
import { boxBetween, cylinder, Geometry, translate, type Vec3 } from './geometry.js';
import type { PbrMaterial } from './types.js';

/** Options every archetype receives: the item phrase and style steer materials and variants. */
export interface ArchetypeContext {
  rng: Rng;
  item: string;
  style: string;
}

export type Archetype = (context: ArchetypeContext) => AssetBuilder;

/** A box from min to max corner, with an optional bevel radius. */
export function box(min: Vec3, max: Vec3, radius = 0, segments = 2): Geometry {
  return boxBetween(min, max, radius, segments);
}

/** A vertical cylinder placed with its base centre at (x, y0, z). */
export function post(
  x: number,
  z: number,
  y0: number,
  y1: number,
  radius: number,
  topRadius = radius,
  segments = 16,
): Geometry {
  const g = new Geometry();
  g.append(cylinder(radius, topRadius, y0, y1, segments), translate(x, 0, z));
  return g;
}

/** Four legs under a rectangle, inset from its edges. */
export function fourLegs(
  builder: AssetBuilder,
  material: PbrMaterial,
  width: number,
  depth: number,
  inset: number,
  height: number,
  radius: number,
  square: boolean,
  taper = 1,
): void {
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const x = sx * (width / 2 - inset);
      const z = sz * (depth / 2 - inset);
      if (square)
        builder.add(
          'legs',
          material,
          box([x - radius, 0, z - radius], [x + radius, height, z + radius], radius * 0.15, 1),
        );
      else builder.add('legs', material, post(x, z, 0, height, radius * taper, radius, 14));
    }
  }
}

/** Palettes per style: what a 新中式 sofa or a 北欧 chair is usually made of. */
export interface StylePalette {
  fabrics: string[];
  leathers: string[];
  woods: string[];
  metal: 'brass' | 'black' | 'chrome';
}

export function paletteFor(style: string): StylePalette {
  switch (style) {
    case '新中式':
      return {
        fabrics: ['#d9cbb0', '#55616b', '#7a3b2e', '#c8b99a'],
        leathers: ['#3b2a20', '#6b4a35'],
        woods: ['#4a2e1f', '#5c3a24', '#2f1e14'],
        metal: 'brass',
      };
    case '北欧':
      return {
        fabrics: ['#c9c4ba', '#8e9aa3', '#d8cfc0', '#6f7f73', '#b9a48a'],
        leathers: ['#a07456', '#c9a27e'],
        woods: ['#c8a77e', '#d8bc94', '#b8916a'],
        metal: 'black',
      };
    case '欧式':
    case '法式':
      return {
        fabrics: ['#e5dccb', '#b8a27a', '#6e7f8f', '#8c6f78'],
        leathers: ['#ece3d3', '#5a3a2a'],
        woods: ['#f0ebe1', '#6b4429', '#d9c7a6'],
        metal: 'brass',
      };
    case '美式':
      return {
        fabrics: ['#8a6e55', '#a89984', '#4d5a66', '#7a2f2a'],
        leathers: ['#6b3f25', '#4a2c1b', '#8a5a3a'],
        woods: ['#5a3a22', '#6e4a2c'],
        metal: 'black',
      };
    case '日式':
    case '侘寂风':
      return {
        fabrics: ['#d6cdbd', '#b8ad99', '#9c9382', '#e2dccf'],
        leathers: ['#9a7b5c'],
        woods: ['#caa982', '#b89468', '#d9be96'],
        metal: 'black',
      };
    case '轻奢':
      return {
        fabrics: ['#3e4a5a', '#c8b9a6', '#5b3f52', '#2f4a45', '#d7cfc6'],
        leathers: ['#e9e4dc', '#2b2b2b', '#8a6a52'],
        woods: ['#3a2a22', '#d8d2c8'],
        metal: 'brass',
      };
    case '工业风':
      return {
        fabrics: ['#5a5e63', '#7b6a55', '#3f4347'],
        leathers: ['#6b3c22', '#3d2a1e', '#8a5532'],
        woods: ['#5b4330', '#7a5a3c'],
        metal: 'black',
      };
    default:
      return {
        fabrics: ['#b9b6b0', '#7d8589', '#4b5560', '#c7b9a4', '#9a8f80', '#2f3a44', '#8c9a8a'],
        leathers: ['#3a2c24', '#8b5e3c', '#d8d0c4', '#2b2b2b'],
        woods: ['#b08a62', '#6b4a32', '#d4b891', '#3f2c20'],
        metal: 'chrome',
      };
  }
}
