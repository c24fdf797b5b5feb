import type { MaterialMaps } from '@yunmo/asset-gen/glb';
import type { Asset, PbrMaterial, TextureRef } from '@yunmo/asset-gen/types';
import { generateTexture, textureFamilies, type TextureSet } from '@yunmo/textures/generate';
import type { MaterialPool } from '@yunmo/textures/pool';
import sharp from 'sharp';

/**
 * The texture maps a 3D package carries: for every material with a texture family, a base colour map
 * in the material's own colour, a roughness map around its own roughness, and the family's normal map
 * (OpenGL, as glTF wants it). Flat-colour materials (paint, glass, chrome) keep their factors.
 */

/** Map edge in pixels: 512 for the catalogue (tiles of 30 to 300 cm), tiny for test catalogues. */
export function packageMapSize(large: boolean): number {
  return large ? 512 : 32;
}

export interface PackageMapFile {
  /** Path inside the package ('maps/wood_8b5a2b_basecolor.jpg'). */
  name: string;
  role: string;
  data: Buffer;
}

export interface AssetMaps {
  /** Files for the maps/ folder, which the MTL refers to. */
  files: PackageMapFile[];
  /** Per material name: images embedded in the GLB. */
  glb: Map<string, MaterialMaps>;
  /** Per material name: file names relative to the MTL. */
  obj: Map<string, { baseColor?: string; normal?: string; roughness?: string }>;
}

interface FamilySet {
  set: TextureSet;
  variantId: string;
  normal: Buffer;
  /** Mean linear luminance of the base colour map and mean roughness (0..1). */
  meanLuminance: number;
  meanRoughness: number;
}

const familySets = new Map<string, Promise<FamilySet>>();
const encoded = new Map<string, Promise<Buffer>>();

/** Forgets the encoded maps (a seed keeps them while it hashes packages, then lets them go). */
export function clearAssetMapCache(): void {
  familySets.clear();
  encoded.clear();
}

const toLinear = new Float32Array(256);
for (let value = 0; value < 256; value += 1) {
  const c = value / 255;
  toLinear[value] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
/** Linear 0..1 in 4096 steps to sRGB bytes. */
const toSrgb = new Uint8Array(4096);
for (let step = 0; step < 4096; step += 1) {
  const c = step / 4095;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  toSrgb[step] = Math.round(Math.min(1, Math.max(0, s)) * 255);
}

function jpeg(data: Uint8Array, size: number, channels: 1 | 3 | 4): Promise<Buffer> {
  let pipeline = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width: size, height: size, channels },
  });
  if (channels === 4) pipeline = pipeline.removeAlpha();
  if (channels === 1) pipeline = pipeline.toColourspace('b-w');
  // 4:4:4 keeps normal and packed maps' channels apart.
  return pipeline.jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer();
}

function familySet(ref: TextureRef, size: number, pool?: MaterialPool): Promise<FamilySet> {
  const key = `${ref.family}/${ref.variant}/${size}`;
  let pending = familySets.get(key);
  if (!pending) {
    pending = (async () => {
      const set = pool
        ? (await pool.run({ family: ref.family, variant: ref.variant, size })).set
        : generateTexture({ family: ref.family, variant: ref.variant, size });
      let luminance = 0;
      let roughness = 0;
      const texels = size * size;
      for (let texel = 0; texel < texels; texel += 1) {
        const at = texel * 4;
        luminance +=
          0.2126 * toLinear[set.baseColor[at]!]! +
          0.7152 * toLinear[set.baseColor[at + 1]!]! +
          0.0722 * toLinear[set.baseColor[at + 2]!]!;
        roughness += set.roughness[texel]!;
      }
      return {
        set,
        variantId: set.variantId,
        normal: await jpeg(set.normal, size, 4),
        meanLuminance: Math.max(1e-4, luminance / texels),
        meanRoughness: Math.max(1, roughness / texels) / 255,
      };
    })();
    familySets.set(key, pending);
    pending.catch(() => familySets.delete(key));
  }
  return pending;
}

function cachedJpeg(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let pending = encoded.get(key);
  if (!pending) {
    pending = make();
    encoded.set(key, pending);
    pending.catch(() => encoded.delete(key));
  }
  return pending;
}

/** The family's pattern in the material's colour: its luminance detail scaled so the mean is the colour. */
function bakedBaseColor(family: FamilySet, material: PbrMaterial): Uint8Array {
  const { set, meanLuminance } = family;
  const texels = set.size * set.size;
  const out = new Uint8Array(texels * 3);
  const [r, g, b] = material.baseColor;
  for (let texel = 0; texel < texels; texel += 1) {
    const at = texel * 4;
    const ratio =
      (0.2126 * toLinear[set.baseColor[at]!]! +
        0.7152 * toLinear[set.baseColor[at + 1]!]! +
        0.0722 * toLinear[set.baseColor[at + 2]!]!) /
      meanLuminance;
    out[texel * 3] = toSrgb[Math.min(4095, Math.round(r * ratio * 4095))]!;
    out[texel * 3 + 1] = toSrgb[Math.min(4095, Math.round(g * ratio * 4095))]!;
    out[texel * 3 + 2] = toSrgb[Math.min(4095, Math.round(b * ratio * 4095))]!;
  }
  return out;
}

/** The family's roughness variation around the material's own roughness. */
function bakedRoughness(family: FamilySet, material: PbrMaterial): Uint8Array {
  const { set, meanRoughness } = family;
  const scale = material.roughness / meanRoughness;
  const texels = set.size * set.size;
  const out = new Uint8Array(texels);
  // A plain loop: Uint8Array.from with a mapping callback was the seed's costliest line.
  for (let texel = 0; texel < texels; texel += 1)
    out[texel] = Math.min(255, Math.round(set.roughness[texel]! * scale));
  return out;
}

/** glTF's packed map: G roughness, B metalness (the material's), R unused (white). */
function packedMetallicRoughness(roughness: Uint8Array, material: PbrMaterial): Uint8Array {
  const out = new Uint8Array(roughness.length * 3);
  const metal = Math.round(Math.min(1, Math.max(0, material.metallic)) * 255);
  for (let texel = 0; texel < roughness.length; texel += 1) {
    out[texel * 3] = 255;
    out[texel * 3 + 1] = roughness[texel]!;
    out[texel * 3 + 2] = metal;
  }
  return out;
}

/** Every map the asset's textured materials use, encoded once per material (and normal map per family). */
export async function assetMaps(
  asset: Asset,
  size: number,
  pool?: MaterialPool,
): Promise<AssetMaps> {
  const materials = new Map<string, PbrMaterial>();
  for (const part of asset.parts)
    if (part.material.texture && !materials.has(part.material.name))
      materials.set(part.material.name, part.material);
  const files = new Map<string, PackageMapFile>();
  const glb = new Map<string, MaterialMaps>();
  const obj = new Map<string, { baseColor?: string; normal?: string; roughness?: string }>();
  for (const material of materials.values()) {
    const ref = material.texture!;
    const family = await familySet(ref, size, pool);
    const tag = `${size}/${ref.family}/${ref.variant}/${material.name}`;
    const baseColor = await cachedJpeg(`${tag}/base/${material.baseColor.join(',')}`, () =>
      jpeg(bakedBaseColor(family, material), size, 3),
    );
    // Baked only when one of its two encodings is not cached yet.
    let roughnessRaw: Uint8Array | undefined;
    const bakeRoughness = () => (roughnessRaw ??= bakedRoughness(family, material));
    const roughness = await cachedJpeg(`${tag}/rough/${material.roughness}`, () =>
      jpeg(bakeRoughness(), size, 1),
    );
    const packed = await cachedJpeg(`${tag}/mr/${material.roughness}/${material.metallic}`, () =>
      jpeg(packedMetallicRoughness(bakeRoughness(), material), size, 3),
    );
    const familyName =
      textureFamilies.find((entry) => entry.id === ref.family)?.variants[ref.variant]?.id ??
      String(ref.variant);
    const names = {
      baseColor: `maps/${material.name}_basecolor.jpg`,
      normal: `maps/${ref.family}-${familyName}_normal.jpg`,
      roughness: `maps/${material.name}_roughness.jpg`,
    };
    files.set(names.baseColor, {
      name: names.baseColor,
      role: `${material.name} 基础色（sRGB）`,
      data: baseColor,
    });
    files.set(names.normal, {
      name: names.normal,
      role: `${ref.family} 法线（OpenGL，Y+）`,
      data: family.normal,
    });
    files.set(names.roughness, {
      name: names.roughness,
      role: `${material.name} 粗糙度（线性）`,
      data: roughness,
    });
    obj.set(material.name, {
      baseColor: names.baseColor,
      normal: names.normal,
      roughness: names.roughness,
    });
    glb.set(material.name, {
      baseColor: { mimeType: 'image/jpeg', bytes: baseColor },
      normal: { mimeType: 'image/jpeg', bytes: family.normal },
      metallicRoughness: { mimeType: 'image/jpeg', bytes: packed },
    });
  }
  return { files: [...files.values()], glb, obj };
}
