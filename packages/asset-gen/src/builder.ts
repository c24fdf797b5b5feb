import { Geometry, identity, type Transform } from './geometry.js';
import type { Asset, MeshPart, PbrMaterial, TextureRef } from './types.js';

/** Collects geometry into one part per name, each with one material. */
export class AssetBuilder {
  private readonly parts = new Map<string, { geometry: Geometry; material: PbrMaterial }>();

  add(
    part: string,
    material: PbrMaterial,
    geometry: Geometry,
    transform: Transform = identity,
  ): void {
    let entry = this.parts.get(part);
    if (!entry) {
      entry = { geometry: new Geometry(), material };
      this.parts.set(part, entry);
    }
    entry.geometry.append(geometry, transform);
  }

  /** Everything built so far, moved by a transform (to place a whole sub-assembly, e.g. a chair at a table). */
  addAssembly(other: AssetBuilder, transform: Transform, prefix = ''): void {
    for (const [name, entry] of other.parts)
      this.add(prefix + name, entry.material, entry.geometry, transform);
  }

  build(archetype: string): Asset {
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (const { geometry } of this.parts.values()) {
      for (let index = 0; index < geometry.positions.length; index += 1) {
        const value = geometry.positions[index]!;
        const axis = index % 3;
        if (value < min[axis]!) min[axis] = value;
        if (value > max[axis]!) max[axis] = value;
      }
    }
    // Stand on y = 0, centred on x and z, as the shared types promise.
    const shift = [-(min[0]! + max[0]!) / 2, -min[1]!, -(min[2]! + max[2]!) / 2];
    const parts: MeshPart[] = [];
    for (const [name, { geometry, material }] of this.parts) {
      if (geometry.indices.length === 0) continue;
      const positions = Float32Array.from(
        geometry.positions,
        (value, index) => value + shift[index % 3]!,
      );
      parts.push({
        name,
        positions,
        normals: Float32Array.from(geometry.normals),
        uvs: Float32Array.from(geometry.uvs),
        indices: Uint32Array.from(geometry.indices),
        material,
      });
    }
    // Measured from the stored (float32) positions, so the bounding box a reader computes matches.
    const fmin = [Infinity, Infinity, Infinity];
    const fmax = [-Infinity, -Infinity, -Infinity];
    for (const part of parts) {
      for (let index = 0; index < part.positions.length; index += 1) {
        const value = part.positions[index]!;
        const axis = index % 3;
        if (value < fmin[axis]!) fmin[axis] = value;
        if (value > fmax[axis]!) fmax[axis] = value;
      }
    }
    const cm = (axis: number) => Math.round((fmax[axis]! - fmin[axis]!) * 1000) / 10;
    return { archetype, parts, dimensionsCm: { width: cm(0), depth: cm(2), height: cm(1) } };
  }
}

/** sRGB hex to linear RGB, as glTF's baseColorFactor expects. */
export function hex(color: string): [number, number, number] {
  const value = Number.parseInt(color.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return Math.round((c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4) * 10000) / 10000;
  };
  return [channel(16), channel(8), channel(0)];
}

function material(
  name: string,
  color: string,
  metallic: number,
  roughness: number,
  extra: Partial<PbrMaterial> = {},
): PbrMaterial {
  return { name, baseColor: hex(color), metallic, roughness, ...extra };
}
function tex(family: string, variant: number, tileCm: number): TextureRef {
  return { family, variant, tileCm };
}

/** The material library: names are what a designer sees in the MTL and in 3ds Max's material editor. */
export const materials = {
  fabric: (color: string, variant = 0) =>
    material(`fabric_${color.slice(1)}`, color, 0, 0.9, { texture: tex('fabric', variant, 30) }),
  leather: (color: string, variant = 0) =>
    material(`leather_${color.slice(1)}`, color, 0, 0.55, { texture: tex('leather', variant, 40) }),
  wood: (color: string, variant = 0) =>
    material(`wood_${color.slice(1)}`, color, 0, 0.6, { texture: tex('wood', variant, 80) }),
  lacquer: (color: string) => material(`lacquer_${color.slice(1)}`, color, 0, 0.3),
  paint: (color: string) => material(`paint_${color.slice(1)}`, color, 0, 0.7),
  plastic: (color: string) => material(`plastic_${color.slice(1)}`, color, 0, 0.45),
  metal: (color: string, roughness = 0.35) =>
    material(`metal_${color.slice(1)}`, color, 1, roughness, { texture: tex('metal', 0, 50) }),
  chrome: () => material('chrome', '#e8e8ea', 1, 0.12),
  brass: () => material('brass', '#c9a25a', 1, 0.3),
  blackMetal: () => material('black_metal', '#2a2a2c', 1, 0.45),
  glass: (color = '#dfeef2', opacity = 0.35) =>
    material(`glass_${color.slice(1)}`, color, 0, 0.05, { opacity }),
  mirror: () => material('mirror', '#f4f6f8', 1, 0.03),
  ceramic: (color: string) => material(`ceramic_${color.slice(1)}`, color, 0, 0.2),
  marble: (color = '#f1efea', variant = 0) =>
    material(`marble_${color.slice(1)}`, color, 0, 0.25, { texture: tex('marble', variant, 120) }),
  stone: (color: string, variant = 0) =>
    material(`stone_${color.slice(1)}`, color, 0, 0.85, { texture: tex('stone', variant, 100) }),
  concrete: (color = '#b8b5ae') =>
    material(`concrete_${color.slice(1)}`, color, 0, 0.9, { texture: tex('concrete', 0, 200) }),
  brick: (color = '#a0523d') =>
    material(`brick_${color.slice(1)}`, color, 0, 0.9, { texture: tex('brick', 0, 100) }),
  tile: (color: string) =>
    material(`tile_${color.slice(1)}`, color, 0, 0.6, { texture: tex('tile', 0, 60) }),
  plaster: (color: string) => material(`plaster_${color.slice(1)}`, color, 0, 0.85),
  roofTile: (color = '#3d4247') =>
    material(`roof_tile_${color.slice(1)}`, color, 0, 0.7, { texture: tex('tile', 1, 40) }),
  rubber: () => material('rubber', '#1d1d1f', 0, 0.85),
  leaf: (color: string) => material(`leaf_${color.slice(1)}`, color, 0, 0.6),
  bark: (color = '#5a4030') =>
    material(`bark_${color.slice(1)}`, color, 0, 0.95, { texture: tex('wood', 3, 60) }),
  soil: () => material('soil', '#3b2d22', 0, 1, { texture: tex('ground', 0, 100) }),
  grass: () => material('grass', '#5d8a3a', 0, 0.95, { texture: tex('ground', 1, 150) }),
  asphalt: () => material('asphalt', '#3a3b3d', 0, 0.9, { texture: tex('concrete', 2, 300) }),
  water: () => material('water', '#5f8ea0', 0, 0.05, { opacity: 0.8 }),
  skin: (color: string) => material(`skin_${color.slice(1)}`, color, 0, 0.6),
  hair: (color: string) => material(`hair_${color.slice(1)}`, color, 0, 0.7),
  bulb: (color = '#fff4dc') =>
    material(`bulb_${color.slice(1)}`, color, 0, 0.3, { emissive: hex(color) }),
  screen: () => material('screen', '#0d1117', 0.2, 0.15, { emissive: hex('#1b2431') }),
  shade: (color: string) => material(`shade_${color.slice(1)}`, color, 0, 0.85, { opacity: 0.92 }),
  carPaint: (color: string) => material(`car_paint_${color.slice(1)}`, color, 0.6, 0.25),
  crystal: () => material('crystal', '#f4f8ff', 0, 0.02, { opacity: 0.45 }),
};
