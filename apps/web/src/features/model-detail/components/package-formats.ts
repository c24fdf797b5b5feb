import type { ModelDetail } from '@yunmo/api-contract/model-detail';

type PackageContents = ModelDetail['versions'][number]['contents'];

/** File formats a download may hold, by extension, in the order they are named. */
const FORMATS: readonly (readonly [extension: string, name: string])[] = [
  ['.max', '3ds Max (.max)'],
  ['.skp', 'SketchUp (.skp)'],
  ['.uasset', 'Unreal (.uasset)'],
  ['.fbx', 'FBX'],
  ['.glb', 'GLB'],
  ['.gltf', 'glTF'],
  ['.obj', 'OBJ'],
];

/**
 * The 格式 chip of a version, read from the files its package really holds (a seeded package holds
 * GLB and OBJ + MTL with JPEG maps, docs/decisions/0020), so it never names a format the download
 * does not contain. Null when the package's contents are unknown: no chip rather than a guess.
 */
export function packageFormatLabel(contents: PackageContents): string | null {
  if (!contents) return null;
  const names = contents.files.map((file) => file.name.toLowerCase());
  const has = (extension: string) => names.some((name) => name.endsWith(extension));
  const parts = FORMATS.filter(([extension]) => has(extension)).map(([extension, name]) =>
    extension === '.obj' && has('.mtl') ? 'OBJ + MTL' : name,
  );
  if (contents.textures.length > 0) parts.push(`${String(contents.textures.length)} 张贴图`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
