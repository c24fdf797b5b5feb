import { textureScaledUvs } from './glb.js';
import type { Asset, PbrMaterial } from './types.js';

export interface ObjOptions {
  /** File name of the MTL the OBJ refers to. */
  mtlFileName: string;
  /** Texture file names per material name, relative to the MTL (map_Kd, map_Bump/norm, map_Pr). */
  maps?: ReadonlyMap<string, { baseColor?: string; normal?: string; roughness?: string }>;
  /** A comment line at the top of both files. */
  header?: string;
}

const round = (value: number, factor: number) => String(Math.round(value * factor) / factor);

function materialLines(
  material: PbrMaterial,
  maps: { baseColor?: string; normal?: string; roughness?: string } | undefined,
): string {
  const [r, g, b] = material.baseColor;
  // Phong terms for old importers, the PBR extension terms (Pr, Pm) for new ones.
  const shininess = Math.round((1 - material.roughness) ** 2 * 900 + 4);
  const specular = material.metallic > 0.5 ? [r, g, b] : [0.04, 0.04, 0.04];
  const lines = [
    `newmtl ${material.name}`,
    `Ka 0 0 0`,
    `Kd ${round(r, 1e4)} ${round(g, 1e4)} ${round(b, 1e4)}`,
    `Ks ${specular.map((value) => round(value, 1e4)).join(' ')}`,
    `Ns ${shininess}`,
    `d ${round(material.opacity ?? 1, 1e3)}`,
    `illum ${(material.opacity ?? 1) < 1 ? 4 : 2}`,
    `Pr ${round(material.roughness, 1e3)}`,
    `Pm ${round(material.metallic, 1e3)}`,
  ];
  if (material.emissive)
    lines.push(`Ke ${material.emissive.map((value) => round(value, 1e4)).join(' ')}`);
  if (maps?.baseColor) lines.push(`map_Kd ${maps.baseColor}`);
  if (maps?.normal) lines.push(`norm ${maps.normal}`, `map_Bump -bm 1 ${maps.normal}`);
  if (maps?.roughness) lines.push(`map_Pr ${maps.roughness}`);
  return lines.join('\n');
}

/** Wavefront OBJ + MTL: one object per part, positions in metres, normals, UVs at texture scale. */
export function writeObj(asset: Asset, options: ObjOptions): { obj: string; mtl: string } {
  const header = options.header ? `# ${options.header}\n` : '';
  const out: string[] = [
    `${header}# ${asset.archetype}, metres, +Y up\nmtllib ${options.mtlFileName}\n`,
  ];
  let base = 1;
  const seen = new Map<string, PbrMaterial>();
  for (const part of asset.parts) {
    if (!seen.has(part.material.name)) seen.set(part.material.name, part.material);
    const lines: string[] = [`o ${part.name}`];
    const p = part.positions;
    for (let index = 0; index < p.length; index += 3)
      lines.push(
        `v ${round(p[index]!, 1e4)} ${round(p[index + 1]!, 1e4)} ${round(p[index + 2]!, 1e4)}`,
      );
    const uv = textureScaledUvs(part.uvs, part.material);
    for (let index = 0; index < uv.length; index += 2)
      lines.push(`vt ${round(uv[index]!, 1e4)} ${round(uv[index + 1]!, 1e4)}`);
    const n = part.normals;
    for (let index = 0; index < n.length; index += 3)
      lines.push(
        `vn ${round(n[index]!, 1e3)} ${round(n[index + 1]!, 1e3)} ${round(n[index + 2]!, 1e3)}`,
      );
    lines.push(`usemtl ${part.material.name}`, 's 1');
    const indices = part.indices;
    for (let index = 0; index < indices.length; index += 3) {
      const a = indices[index]! + base;
      const b = indices[index + 1]! + base;
      const c = indices[index + 2]! + base;
      lines.push(`f ${a}/${a}/${a} ${b}/${b}/${b} ${c}/${c}/${c}`);
    }
    base += p.length / 3;
    out.push(lines.join('\n'));
  }
  const mtl = `${header}# ${seen.size} materials\n\n${[...seen.values()].map((material) => materialLines(material, options.maps?.get(material.name))).join('\n\n')}\n`;
  return { obj: `${out.join('\n')}\n`, mtl };
}

/** Faces and vertices as a modelling tool counts them (triangles; vertices as stored). */
export function assetStats(asset: Asset): {
  faces: number;
  vertices: number;
  meshes: number;
  materials: number;
} {
  let faces = 0;
  let vertices = 0;
  const names = new Set<string>();
  for (const part of asset.parts) {
    faces += part.indices.length / 3;
    vertices += part.positions.length / 3;
    names.add(part.material.name);
  }
  return { faces, vertices, meshes: asset.parts.length, materials: names.size };
}
