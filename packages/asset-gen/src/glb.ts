import type { Asset, PbrMaterial } from './types.js';

/** An encoded texture map to embed: PNG or JPEG bytes. */
export interface EmbeddedImage {
  mimeType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

/**
 * Maps for one material (by material name). They are baked for that material: the base colour map is
 * in its colour and the packed map holds its roughness (G) and metalness (B).
 */
export interface MaterialMaps {
  baseColor?: EmbeddedImage;
  normal?: EmbeddedImage;
  /** glTF packs occlusion, roughness and metalness into R, G and B of one image. */
  metallicRoughness?: EmbeddedImage;
}

export interface GlbOptions {
  /** Texture maps per material name; without them materials carry factors only. */
  maps?: ReadonlyMap<string, MaterialMaps>;
  /** Written into asset.generator and asset.copyright. */
  generator?: string;
  copyright?: string;
}

const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;
const UNSIGNED_INT = 5125;

function pad4(length: number): number {
  return (length + 3) & ~3;
}

/** UVs in metres, scaled so a material's texture repeats at its real tile size. */
export function textureScaledUvs(uvs: Float32Array, material: PbrMaterial): Float32Array {
  const repeat = material.texture ? 100 / material.texture.tileCm : 1;
  if (repeat === 1) return uvs;
  return Float32Array.from(uvs, (value) => value * repeat);
}

/**
 * glTF 2.0 binary: one mesh and node per part, metallic-roughness materials, no extensions, every
 * accessor with min/max where the format wants it, every buffer view 4-byte aligned.
 */
export function writeGlb(asset: Asset, options: GlbOptions = {}): Uint8Array {
  const chunks: Uint8Array[] = [];
  let byteLength = 0;
  const bufferViews: Record<string, unknown>[] = [];
  const accessors: Record<string, unknown>[] = [];
  const addView = (bytes: Uint8Array, target?: number): number => {
    const view: Record<string, unknown> = {
      buffer: 0,
      byteOffset: byteLength,
      byteLength: bytes.byteLength,
    };
    if (target !== undefined) view.target = target;
    bufferViews.push(view);
    chunks.push(bytes);
    const padded = pad4(bytes.byteLength);
    if (padded > bytes.byteLength) chunks.push(new Uint8Array(padded - bytes.byteLength));
    byteLength += padded;
    return bufferViews.length - 1;
  };
  const addFloatAccessor = (
    data: Float32Array,
    type: 'VEC2' | 'VEC3',
    withBounds: boolean,
  ): number => {
    const size = type === 'VEC2' ? 2 : 3;
    const view = addView(
      new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      ARRAY_BUFFER,
    );
    const accessor: Record<string, unknown> = {
      bufferView: view,
      componentType: FLOAT,
      count: data.length / size,
      type,
    };
    if (withBounds) {
      const min = new Array<number>(size).fill(Infinity);
      const max = new Array<number>(size).fill(-Infinity);
      for (let index = 0; index < data.length; index += 1) {
        const axis = index % size;
        const value = data[index]!;
        if (value < min[axis]!) min[axis] = value;
        if (value > max[axis]!) max[axis] = value;
      }
      accessor.min = min;
      accessor.max = max;
    }
    accessors.push(accessor);
    return accessors.length - 1;
  };

  const images: Record<string, unknown>[] = [];
  const textures: Record<string, unknown>[] = [];
  const imageIndex = new Map<Uint8Array, number>();
  const addTexture = (image: EmbeddedImage): number => {
    // The same bytes (a map shared by several materials) are stored once.
    let index = imageIndex.get(image.bytes);
    if (index === undefined) {
      images.push({ bufferView: addView(image.bytes), mimeType: image.mimeType });
      index = images.length - 1;
      imageIndex.set(image.bytes, index);
    }
    textures.push({ sampler: 0, source: index });
    return textures.length - 1;
  };

  const materialsOut: Record<string, unknown>[] = [];
  const materialIndex = new Map<string, number>();
  const materialFor = (material: PbrMaterial): number => {
    const known = materialIndex.get(material.name);
    if (known !== undefined) return known;
    const opacity = material.opacity ?? 1;
    const pbr: Record<string, unknown> = {
      baseColorFactor: [...material.baseColor, opacity],
      metallicFactor: material.metallic,
      roughnessFactor: material.roughness,
    };
    const out: Record<string, unknown> = { name: material.name, pbrMetallicRoughness: pbr };
    const maps = options.maps?.get(material.name);
    // Maps carry the material's own colour, roughness and metalness, so their factors are 1.
    if (maps?.baseColor) {
      pbr.baseColorTexture = { index: addTexture(maps.baseColor) };
      pbr.baseColorFactor = [1, 1, 1, opacity];
    }
    if (maps?.metallicRoughness) {
      pbr.metallicRoughnessTexture = { index: addTexture(maps.metallicRoughness) };
      pbr.metallicFactor = 1;
      pbr.roughnessFactor = 1;
    }
    if (maps?.normal) out.normalTexture = { index: addTexture(maps.normal) };
    if (opacity < 1) {
      out.alphaMode = 'BLEND';
      out.doubleSided = true;
    }
    if (material.emissive) out.emissiveFactor = [...material.emissive];
    materialsOut.push(out);
    materialIndex.set(material.name, materialsOut.length - 1);
    return materialsOut.length - 1;
  };

  const meshes: Record<string, unknown>[] = [];
  const nodes: Record<string, unknown>[] = [];
  for (const part of asset.parts) {
    const position = addFloatAccessor(part.positions, 'VEC3', true);
    const normal = addFloatAccessor(part.normals, 'VEC3', false);
    const texcoord = addFloatAccessor(textureScaledUvs(part.uvs, part.material), 'VEC2', false);
    const vertexCount = part.positions.length / 3;
    const indices = vertexCount <= 65535 ? Uint16Array.from(part.indices) : part.indices;
    const indexView = addView(
      new Uint8Array(indices.buffer, indices.byteOffset, indices.byteLength),
      ELEMENT_ARRAY_BUFFER,
    );
    accessors.push({
      bufferView: indexView,
      componentType: indices instanceof Uint16Array ? UNSIGNED_SHORT : UNSIGNED_INT,
      count: indices.length,
      type: 'SCALAR',
    });
    meshes.push({
      name: part.name,
      primitives: [
        {
          attributes: { POSITION: position, NORMAL: normal, TEXCOORD_0: texcoord },
          indices: accessors.length - 1,
          material: materialFor(part.material),
          mode: 4,
        },
      ],
    });
    nodes.push({ name: part.name, mesh: meshes.length - 1 });
  }
  const rootChildren = nodes.map((_node, index) => index);
  nodes.push({ name: asset.archetype, children: rootChildren });

  const json: Record<string, unknown> = {
    asset: {
      version: '2.0',
      generator: options.generator ?? '@yunmo/asset-gen',
      ...(options.copyright ? { copyright: options.copyright } : {}),
    },
    scene: 0,
    scenes: [{ name: asset.archetype, nodes: [nodes.length - 1] }],
    nodes,
    meshes,
    materials: materialsOut,
    accessors,
    bufferViews,
    buffers: [{ byteLength }],
  };
  if (textures.length > 0) {
    json.samplers = [{ magFilter: 9729, minFilter: 9987, wrapS: 10497, wrapT: 10497 }];
    json.images = images;
    json.textures = textures;
  }
  const jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = pad4(jsonBytes.byteLength);
  const total = 12 + 8 + jsonLength + 8 + byteLength;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  out.set(jsonBytes, 20);
  out.fill(0x20, 20 + jsonBytes.byteLength, 20 + jsonLength);
  let offset = 20 + jsonLength;
  view.setUint32(offset, byteLength, true);
  view.setUint32(offset + 4, 0x004e4942, true); // 'BIN\0'
  offset += 8;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
