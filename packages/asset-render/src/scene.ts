import type { Asset, MeshPart, PbrMaterial } from '@yunmo/asset-gen/types';

/**
 * A render-ready copy of an asset: every part's vertices in one set of flat arrays, so the rasteriser
 * and the shader index one buffer instead of chasing parts.
 */
export interface FlatScene {
  positions: Float32Array;
  normals: Float32Array;
  uvs: Float32Array;
  /** Three vertex indices per triangle, into the flat arrays. */
  triangles: Uint32Array;
  /** Material index per triangle. */
  triangleMaterial: Uint16Array;
  materials: PbrMaterial[];
  min: [number, number, number];
  max: [number, number, number];
}

export function flattenAsset(asset: Asset): FlatScene {
  let vertexCount = 0;
  let triangleCount = 0;
  for (const part of asset.parts) {
    vertexCount += part.positions.length / 3;
    triangleCount += part.indices.length / 3;
  }
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Float32Array(vertexCount * 3);
  const uvs = new Float32Array(vertexCount * 2);
  const triangles = new Uint32Array(triangleCount * 3);
  const triangleMaterial = new Uint16Array(triangleCount);
  const materials: PbrMaterial[] = [];
  const materialIndex = new Map<PbrMaterial, number>();
  let vertexOffset = 0;
  let triangleOffset = 0;
  for (const part of asset.parts) {
    let material = materialIndex.get(part.material);
    if (material === undefined) {
      material = materials.length;
      materials.push(part.material);
      materialIndex.set(part.material, material);
    }
    positions.set(part.positions, vertexOffset * 3);
    normals.set(part.normals, vertexOffset * 3);
    uvs.set(part.uvs.subarray(0, (part.positions.length / 3) * 2), vertexOffset * 2);
    for (let index = 0; index < part.indices.length; index += 1)
      triangles[triangleOffset * 3 + index] = part.indices[index]! + vertexOffset;
    triangleMaterial.fill(material, triangleOffset, triangleOffset + part.indices.length / 3);
    vertexOffset += part.positions.length / 3;
    triangleOffset += part.indices.length / 3;
  }
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let index = 0; index < positions.length; index += 3) {
    for (let axis = 0; axis < 3; axis += 1) {
      const value = positions[index + axis]!;
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  }
  if (vertexCount === 0) {
    min.fill(-0.5);
    max.fill(0.5);
    min[1] = 0;
    max[1] = 1;
  }
  return { positions, normals, uvs, triangles, triangleMaterial, materials, min, max };
}

export interface Placement {
  asset: Asset;
  /** Position on the floor, metres. */
  x: number;
  z: number;
  /** Turn about +Y, degrees. */
  rotationDeg?: number;
  scale?: number;
}

/** Several assets on one floor, as one asset (for banners and scene crops). */
export function composeAssets(placements: Placement[]): Asset {
  const parts: MeshPart[] = [];
  for (const placement of placements) {
    const angle = ((placement.rotationDeg ?? 0) * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const scale = placement.scale ?? 1;
    for (const part of placement.asset.parts) {
      const positions = new Float32Array(part.positions.length);
      const normals = new Float32Array(part.normals.length);
      for (let index = 0; index < part.positions.length; index += 3) {
        const x = part.positions[index]! * scale;
        const y = part.positions[index + 1]! * scale;
        const z = part.positions[index + 2]! * scale;
        positions[index] = x * cos + z * sin + placement.x;
        positions[index + 1] = y;
        positions[index + 2] = -x * sin + z * cos + placement.z;
        const nx = part.normals[index]!;
        const nz = part.normals[index + 2]!;
        normals[index] = nx * cos + nz * sin;
        normals[index + 1] = part.normals[index + 1]!;
        normals[index + 2] = -nx * sin + nz * cos;
      }
      parts.push({ ...part, positions, normals });
    }
  }
  const scene: Asset = {
    archetype: 'scene',
    parts,
    dimensionsCm: { width: 0, depth: 0, height: 0 },
  };
  const flat = flattenAsset(scene);
  scene.dimensionsCm = {
    width: Math.round((flat.max[0] - flat.min[0]) * 100),
    height: Math.round((flat.max[1] - flat.min[1]) * 100),
    depth: Math.round((flat.max[2] - flat.min[2]) * 100),
  };
  return scene;
}
