import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generateAsset, hasArchetype } from '@yunmo/asset-gen/generate';
import { glbErrors } from '@yunmo/asset-gen/validate-glb';
import { describe, expect, it } from 'vitest';
import { assetMaps } from './asset-maps.js';
import { buildAssetPackage } from './asset-package.js';
import { taxonomyByKind } from '../seed/taxonomy.js';

/** Reads every file of a zip through its central directory (stored or deflated entries). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let cursor = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(cursor + 10);
    const compressedSize = zip.readUInt32LE(cursor + 20);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const extraLength = zip.readUInt16LE(cursor + 30);
    const commentLength = zip.readUInt16LE(cursor + 32);
    const localOffset = zip.readUInt32LE(cursor + 42);
    const name = zip.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const contents = {
  title: '北欧简约布艺沙发',
  modelNumber: 'M00000042',
  software: '3ds Max',
  versions: ['2020', '2024'],
};

describe('asset packages', () => {
  it('every 3D, SU and UE item of the seed has an archetype (items that cannot be built are not in the vocabulary)', () => {
    const missing = ([1, 2, 4] as const).flatMap((kind) =>
      taxonomyByKind[kind].flatMap((category) =>
        category.children.flatMap((child) => child.items.filter((item) => !hasArchetype(item))),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('hold a GLB that passes the Khronos validator, the same asset as OBJ + MTL, a readme and a manifest with per-file SHA-256', async () => {
    const asset = generateAsset({ subcategory: '沙发', item: '布艺沙发', seed: 42, style: '北欧' });
    const maps = await assetMaps(asset, 64);
    const { bytes, facts } = await buildAssetPackage(asset, contents, maps);
    const files = unzip(bytes);
    const mapNames = [...files.keys()].filter((name) => name.startsWith('maps/'));
    expect([...files.keys()].filter((name) => !name.startsWith('maps/')).sort()).toEqual([
      'manifest.json',
      'model.glb',
      'model.mtl',
      'model.obj',
      'readme.txt',
    ]);
    // A fabric sofa: its textured materials come with base colour, normal and roughness maps.
    expect(mapNames.some((name) => /^maps\/fabric_[0-9a-f]{6}_basecolor\.jpg$/u.test(name))).toBe(
      true,
    );
    expect(mapNames.some((name) => /^maps\/fabric-[a-z-]+_normal\.jpg$/u.test(name))).toBe(true);
    expect(mapNames.some((name) => /^maps\/fabric_[0-9a-f]{6}_roughness\.jpg$/u.test(name))).toBe(
      true,
    );
    for (const name of mapNames)
      expect(files.get(name)!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The MTL refers to each map by its path in the package.
    const mtl = files.get('model.mtl')!.toString('utf8');
    const referenced = [...mtl.matchAll(/^(?:map_Kd|norm|map_Pr) (\S+)$/gmu)].map(
      (match) => match[1],
    );
    expect(new Set(referenced)).toEqual(new Set(mapNames));
    expect(mtl).toMatch(/^map_Bump -bm 1 maps\/\S+_normal\.jpg$/mu);
    expect(await glbErrors(new Uint8Array(files.get('model.glb')!))).toEqual([]);
    // The GLB embeds the maps: base colour, normal and packed metallic-roughness per textured material.
    const glbJson = JSON.parse(
      files.get('model.glb')!.toString('utf8', 20, 20 + files.get('model.glb')!.readUInt32LE(12)),
    ) as {
      images?: { mimeType: string }[];
      materials: {
        normalTexture?: unknown;
        pbrMetallicRoughness: { baseColorTexture?: unknown; metallicRoughnessTexture?: unknown };
      }[];
    };
    expect(glbJson.images?.length).toBeGreaterThanOrEqual(3);
    const textured = glbJson.materials.filter(
      (material) => material.pbrMetallicRoughness.baseColorTexture,
    );
    expect(textured.length).toBeGreaterThan(0);
    for (const material of textured) {
      expect(material.normalTexture).toBeDefined();
      expect(material.pbrMetallicRoughness.metallicRoughnessTexture).toBeDefined();
    }
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as {
      files: { name: string; bytes: number; sha256: string }[];
      faces: number;
      vertices: number;
    };
    expect(manifest.files.map((file) => file.name).sort()).toEqual(
      ['model.glb', 'model.mtl', 'model.obj', 'readme.txt', ...mapNames].sort(),
    );
    for (const file of manifest.files) {
      const data = files.get(file.name)!;
      expect(file.bytes).toBe(data.length);
      expect(file.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    }
    const obj = files.get('model.obj')!.toString('utf8');
    expect(obj.match(/^f /gmu)?.length).toBe(facts.faces);
    expect(obj.match(/^v /gmu)?.length).toBe(facts.vertices);
    expect(manifest.faces).toBe(facts.faces);
    expect(manifest.vertices).toBe(facts.vertices);
    // The GLB's own accessors count the same vertices and triangles.
    const glb = files.get('model.glb')!;
    const json = JSON.parse(glb.toString('utf8', 20, 20 + glb.readUInt32LE(12))) as {
      meshes: { primitives: { attributes: { POSITION: number }; indices: number }[] }[];
      accessors: { count: number }[];
    };
    const glbVertices = json.meshes.reduce(
      (sum, mesh) => sum + json.accessors[mesh.primitives[0]!.attributes.POSITION]!.count,
      0,
    );
    const glbFaces = json.meshes.reduce(
      (sum, mesh) => sum + json.accessors[mesh.primitives[0]!.indices]!.count / 3,
      0,
    );
    expect(glbVertices).toBe(facts.vertices);
    expect(glbFaces).toBe(facts.faces);
    const readme = files.get('readme.txt')!.toString('utf8');
    expect(readme).toContain(
      '无法写出 3ds Max（.max）、SketchUp（.skp）或 Unreal Engine（.uasset）原生文件',
    );
    expect(readme).toContain(`${facts.faces} 个三角面`);
  });

  it('are byte-for-byte deterministic, maps included', async () => {
    const build = async () => {
      const asset = generateAsset({
        subcategory: '古建筑',
        item: '牌坊',
        seed: 7,
        style: '新中式',
      });
      return (await buildAssetPackage(asset, contents, await assetMaps(asset, 64))).bytes;
    };
    const [first, second] = [await build(), await build()];
    expect(first.equals(second)).toBe(true);
  });
});
