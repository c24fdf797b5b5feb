/**
 * The shapes every catalogue asset is made of. The generator writes them, the renderer draws them,
 * the glTF and OBJ writers serialise them. Units are metres, +Y is up, the asset stands on y = 0 and
 * is centred on x = 0, z = 0; the front faces +Z (as glTF expects).
 */

/** A texture family of @yunmo/textures, by id ('wood', 'marble', 'fabric', ...). */
export type TextureFamilyId = string;

export interface TextureRef {
  family: TextureFamilyId;
  /** Which of the family's variants (colour and pattern), a small non-negative integer. */
  variant: number;
  /** Real-world size of one tile of the texture, in centimetres (UVs are in metres, so repeat = 100 / tileCm). */
  tileCm: number;
}

/** A metallic-roughness material, as glTF 2.0 defines it. Colours are linear RGB in 0..1. */
export interface PbrMaterial {
  name: string;
  baseColor: readonly [number, number, number];
  metallic: number;
  roughness: number;
  /** 1 is opaque; below 1 the material is rendered as glass or a shade. */
  opacity?: number;
  /** Light given off (lamp bulbs, screens), linear RGB; absent means none. */
  emissive?: readonly [number, number, number];
  /** A tiling material map; the base colour then tints it. */
  texture?: TextureRef;
}

/** One indexed triangle mesh with one material. */
export interface MeshPart {
  name: string;
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Unit normals, x, y, z per vertex. */
  normals: Float32Array;
  /** u, v per vertex, in metres of surface (so a texture tiles at its real size). */
  uvs: Float32Array;
  /** Counter-clockwise triangles seen from outside. */
  indices: Uint32Array;
  material: PbrMaterial;
}

export interface Asset {
  /** The archetype that made it ('sofa', 'pendant-lamp', 'paifang', ...). */
  archetype: string;
  parts: MeshPart[];
  /** Bounding box in centimetres, as the detail page shows it. */
  dimensionsCm: { width: number; depth: number; height: number };
}
