import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeGlb } from '@yunmo/asset-gen/glb';
import { assetStats, writeObj } from '@yunmo/asset-gen/obj';
import type { Asset } from '@yunmo/asset-gen/types';
import yazl from 'yazl';
import type { AssetMaps } from './asset-maps.js';
import { publicToDisk, type ZipRecord } from './files.js';

/** What the detail page shows about the file: counted from the asset that was written. */
export interface AssetFacts {
  archetype: string;
  faces: number;
  vertices: number;
  meshes: number;
  materials: number;
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

export interface AssetPackageRecord extends ZipRecord {
  facts: AssetFacts;
  /** The zip's files (manifest.json first) and their sizes, as its central directory lists them. */
  entries: { name: string; bytes: number }[];
}

export interface AssetPackageContents {
  title: string;
  modelNumber: string;
  /** The software the listing is filed under ('3ds Max', 'SketchUp', 'Unreal Engine') and its versions. */
  software: string;
  versions: readonly string[];
}

/** Every entry carries this time, so the same asset always zips to the same bytes. */
const fixedMtime = new Date('2025-01-01T00:00:00Z');

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function assetFacts(asset: Asset): AssetFacts {
  const stats = assetStats(asset);
  return {
    archetype: asset.archetype,
    faces: stats.faces,
    vertices: stats.vertices,
    meshes: stats.meshes,
    materials: stats.materials,
    widthCm: asset.dimensionsCm.width,
    depthCm: asset.dimensionsCm.depth,
    heightCm: asset.dimensionsCm.height,
  };
}

/** The readme: what is in the package and, honestly, how each tool opens it. */
export function packageReadme(
  contents: AssetPackageContents,
  facts: AssetFacts,
  maps?: AssetMaps,
): string {
  const mapFiles = maps?.files ?? [];
  const versions =
    contents.versions.length > 0 ? `（页面标注版本：${contents.versions.join('、')}）` : '';
  return [
    contents.title,
    `编号：${contents.modelNumber}`,
    `分类软件：${contents.software}${versions}`,
    `尺寸：宽 ${facts.widthCm} × 深 ${facts.depthCm} × 高 ${facts.heightCm} 厘米`,
    `面数：${facts.faces} 个三角面；顶点数：${facts.vertices}；网格 ${facts.meshes} 个；材质 ${facts.materials} 种`,
    '',
    '包内文件',
    mapFiles.length > 0
      ? '- model.glb：glTF 2.0 二进制文件（单位：米，Y 轴向上，每个部件一个网格，金属度/粗糙度 PBR 材质，贴图已内嵌，未使用任何扩展）。'
      : '- model.glb：glTF 2.0 二进制文件（单位：米，Y 轴向上，每个部件一个网格，金属度/粗糙度 PBR 材质，未使用任何扩展）。',
    mapFiles.length > 0
      ? '- model.obj + model.mtl：同一模型的 Wavefront OBJ 格式（单位：米），材质在 MTL 中：漫反射颜色 Kd、透明度 d、PBR 扩展项 Pr（粗糙度）与 Pm（金属度），贴图用 map_Kd（基础色）、norm / map_Bump（法线）、map_Pr（粗糙度）引用 maps 文件夹。'
      : '- model.obj + model.mtl：同一模型的 Wavefront OBJ 格式（单位：米），材质在 MTL 中：漫反射颜色 Kd、透明度 d，以及 PBR 扩展项 Pr（粗糙度）与 Pm（金属度）。',
    '- manifest.json：每个文件的字节数与 SHA-256 校验值，可用于核对下载是否完整。',
    mapFiles.length > 0
      ? `- maps 文件夹：${mapFiles.length} 张可平铺贴图（JPG）：带纹理的材质各有基础色（sRGB，已是该材质的颜色）、粗糙度（线性）与法线（OpenGL 格式，Y+；3ds Max/V-Ray 与 Unreal Engine 需翻转绿色通道）；纯色材质（漆面、玻璃、镀铬等）只有颜色参数。UV 按真实尺寸展开，贴图按材质的真实平铺尺寸重复。`
      : '- 贴图：本包材质为纯色 PBR 参数（颜色、粗糙度、金属度），不含贴图文件；UV 按真实尺寸展开（1 个单位 = 1 米），可直接赋予平铺贴图。',
    '',
    '关于原生格式',
    '本包由程序化建模生成，无法写出 3ds Max（.max）、SketchUp（.skp）或 Unreal Engine（.uasset）原生文件，因此提供通用交换格式。页面上的软件版本是该作品归类的版本，导入方式如下：',
    '- 3ds Max 2019 及以后版本：文件 > 导入 > 选择 model.obj，使用自带的 OBJ 导入器（勾选“导入材质”，单位选米）。带 glTF 导入功能的版本也可直接导入 model.glb。更早的版本同样可导入 OBJ。',
    '- SketchUp：SketchUp 不能直接打开 OBJ，请安装 Extension Warehouse 中的 OBJ 导入扩展后导入 model.obj；SketchUp 2021 及以后版本也可安装 glTF 导入扩展后导入 model.glb。导入时单位选米。',
    '- Unreal Engine 4.27：启用 glTF Importer（Datasmith）插件后导入 model.glb，或在内容浏览器中直接导入 model.obj 为静态网格体。Unreal Engine 5.x：在内容浏览器中直接导入 model.glb（Interchange 导入框架），或通过 Datasmith 导入。',
    '',
    '仅限购买者本人使用，禁止转售。',
    '',
  ].join('\n');
}

/** Builds the package bytes in memory: GLB, OBJ + MTL, readme, manifest (per-file SHA-256). */
export async function buildAssetPackage(
  asset: Asset,
  contents: AssetPackageContents,
  maps?: AssetMaps,
): Promise<{ bytes: Buffer; facts: AssetFacts; entries: { name: string; bytes: number }[] }> {
  const facts = assetFacts(asset);
  const glb = writeGlb(asset, {
    generator: 'Yunmo asset generator',
    copyright: contents.modelNumber,
    maps: maps?.glb,
  });
  const { obj, mtl } = writeObj(asset, {
    mtlFileName: 'model.mtl',
    header: `${contents.modelNumber} ${contents.title}`,
    maps: maps?.obj,
  });
  const files: { name: string; data: Buffer }[] = [
    { name: 'model.glb', data: Buffer.from(glb.buffer, glb.byteOffset, glb.byteLength) },
    { name: 'model.obj', data: Buffer.from(obj) },
    { name: 'model.mtl', data: Buffer.from(mtl) },
    ...(maps?.files ?? []).map((file) => ({ name: file.name, data: file.data })),
    { name: 'readme.txt', data: Buffer.from(packageReadme(contents, facts, maps)) },
  ];
  const hasMaps = (maps?.files.length ?? 0) > 0;
  const manifest = {
    title: contents.title,
    modelNumber: contents.modelNumber,
    software: contents.software,
    versions: contents.versions,
    formats: ['glTF 2.0 (GLB)', 'Wavefront OBJ + MTL', ...(hasMaps ? ['JPEG texture maps'] : [])],
    units: 'metre',
    upAxis: 'Y',
    dimensionsCm: { width: facts.widthCm, depth: facts.depthCm, height: facts.heightCm },
    faces: facts.faces,
    vertices: facts.vertices,
    files: files.map((file) => ({
      name: file.name,
      bytes: file.data.length,
      sha256: sha256(file.data),
    })),
  };
  const zip = new yazl.ZipFile();
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  zip.addBuffer(manifestBytes, 'manifest.json', { mtime: fixedMtime });
  // JPEGs (and a GLB holding them) do not deflate: stored, so packing stays quick. Bare GLB floats
  // barely deflate; a light level keeps the seed fast for little size.
  for (const file of files)
    zip.addBuffer(file.data, file.name, {
      mtime: fixedMtime,
      ...(file.name.endsWith('.jpg') || (file.name === 'model.glb' && hasMaps)
        ? { compress: false }
        : { compressionLevel: file.name === 'model.glb' ? 1 : 6 }),
    });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const entries = [
    { name: 'manifest.json', bytes: manifestBytes.length },
    ...files.map((file) => ({ name: file.name, bytes: file.data.length })),
  ];
  return { bytes: Buffer.concat(chunks), facts, entries };
}

/** Writes the package where the caller says; size and SHA-256 are those of the bytes written. */
export async function writeAssetPackage(
  filesDir: string,
  publicPath: string,
  asset: Asset,
  contents: AssetPackageContents,
  maps?: AssetMaps,
): Promise<AssetPackageRecord> {
  const { bytes, facts, entries } = await buildAssetPackage(asset, contents, maps);
  const diskPath = publicToDisk(filesDir, publicPath);
  await mkdir(path.dirname(diskPath), { recursive: true });
  await writeFile(diskPath, bytes);
  return { path: publicPath, sizeBytes: bytes.length, sha256: sha256(bytes), facts, entries };
}

/**
 * The package's size and SHA-256 without keeping it: packages with maps are large, so the seed
 * publishes their checksums and the download builds the same bytes on its first request.
 */
export async function describeAssetPackage(
  publicPath: string,
  asset: Asset,
  contents: AssetPackageContents,
  maps?: AssetMaps,
): Promise<AssetPackageRecord> {
  const { bytes, facts, entries } = await buildAssetPackage(asset, contents, maps);
  return { path: publicPath, sizeBytes: bytes.length, sha256: sha256(bytes), facts, entries };
}
