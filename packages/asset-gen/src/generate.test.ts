import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archetypeSamples } from './catalogue.js';
import { generateAsset } from './generate.js';
import { writeGlb } from './glb.js';
import { assetStats, writeObj } from './obj.js';
import { glbErrors } from './validate-glb.js';
import type { Asset } from './types.js';

const styles = [
  '现代',
  '北欧',
  '新中式',
  '欧式',
  '美式',
  '日式',
  '轻奢',
  '工业风',
  '法式',
  '侘寂风',
];

/** Problems found in an asset; collected rather than asserted per number, which would be slow. */
function assetProblems(asset: Asset): string[] {
  const problems: string[] = [];
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  if (asset.parts.length === 0) problems.push('no parts');
  for (const part of asset.parts) {
    const vertices = part.positions.length / 3;
    if (part.normals.length !== part.positions.length) problems.push(`${part.name}: normals count`);
    if (part.uvs.length !== vertices * 2) problems.push(`${part.name}: uv count`);
    if (part.indices.length % 3 !== 0 || part.indices.length === 0)
      problems.push(`${part.name}: index count`);
    for (let index = 0; index < part.positions.length; index += 1) {
      const value = part.positions[index]!;
      if (!Number.isFinite(value)) problems.push(`${part.name}: position ${index} not finite`);
      min[index % 3] = Math.min(min[index % 3]!, value);
      max[index % 3] = Math.max(max[index % 3]!, value);
    }
    for (let index = 0; index < part.normals.length; index += 3) {
      const length = Math.hypot(
        part.normals[index]!,
        part.normals[index + 1]!,
        part.normals[index + 2]!,
      );
      if (!(Math.abs(length - 1) < 1e-4))
        problems.push(`${part.name}: normal ${index / 3} has length ${length}`);
    }
    for (const value of part.uvs)
      if (!Number.isFinite(value)) problems.push(`${part.name}: uv not finite`);
    for (const index of part.indices)
      if (index >= vertices) problems.push(`${part.name}: index ${index} out of range`);
  }
  if (Math.abs(min[1]!) > 1e-4) problems.push(`does not stand on y = 0 (${min[1]})`);
  if (Math.abs(min[0]! + max[0]!) > 1e-3 || Math.abs(min[2]! + max[2]!) > 1e-3)
    problems.push('not centred');
  const { width, height, depth } = asset.dimensionsCm;
  for (const [axis, value] of [
    [0, width],
    [1, height],
    [2, depth],
  ] as const) {
    if (Math.abs((max[axis]! - min[axis]!) * 100 - value) > 0.051)
      problems.push(`dimension ${axis} ${value} cm does not match the bounding box`);
  }
  return problems.slice(0, 10);
}

describe('generateAsset', () => {
  it('is deterministic', () => {
    for (const { item } of archetypeSamples.slice(0, 10)) {
      const a = writeGlb(generateAsset({ subcategory: 'x', item, seed: 7, style: '北欧' }));
      const b = writeGlb(generateAsset({ subcategory: 'x', item, seed: 7, style: '北欧' }));
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    }
  });

  it('varies with the seed', () => {
    const a = generateAsset({ subcategory: '沙发', item: '布艺沙发', seed: 1 });
    const b = generateAsset({ subcategory: '沙发', item: '布艺沙发', seed: 2 });
    expect(a.dimensionsCm).not.toEqual(b.dimensionsCm);
  });

  it('every asset has finite positions, unit normals, in-range indices and dimensions that match its bounding box', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...archetypeSamples),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...styles),
        (sample, seed, style) => {
          expect(
            assetProblems(generateAsset({ subcategory: '', item: sample.item, seed, style })),
          ).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it.each(archetypeSamples.map((sample) => [sample.id, sample.item] as const))(
    '%s: a realistic size and face count, a GLB with 0 validator errors, a matching OBJ',
    async (_id, item) => {
      const asset = generateAsset({ subcategory: '', item, seed: 12345, style: '现代' });
      expect(assetProblems(asset)).toEqual([]);
      const stats = assetStats(asset);
      expect(stats.faces).toBeGreaterThanOrEqual(100);
      expect(stats.faces).toBeLessThanOrEqual(80_000);
      const { width, depth, height } = asset.dimensionsCm;
      expect(Math.max(width, depth, height)).toBeGreaterThan(5);
      expect(Math.max(width, depth, height)).toBeLessThan(30_000);
      const glb = writeGlb(asset);
      expect(await glbErrors(glb)).toEqual([]);
      const { obj, mtl } = writeObj(asset, { mtlFileName: 'model.mtl' });
      expect(obj.match(/^f /gmu)?.length).toBe(stats.faces);
      expect(obj.match(/^v /gmu)?.length).toBe(stats.vertices);
      for (const part of asset.parts) expect(mtl).toContain(`newmtl ${part.material.name}`);
    },
  );
});
