import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateTexture, textureFamilies, type TextureSet } from '@yunmo/textures/generate';
import {
  composite,
  proceduralSky,
  renderMaterialBall,
  renderSwatch,
  type RenderedImage,
} from '@yunmo/textures/render';
import { MaterialPool } from '@yunmo/textures/pool';
import { modelPreviewAspect, modelPreviewWidths } from '@yunmo/domain/previews';
import sharp from 'sharp';
import yazl from 'yazl';
import { encodeRadianceHdr, publicToDisk, type ZipRecord } from './files.js';

/**
 * The seed's 贴图 (kind 3) and UE material (kind 5) models: each item of the taxonomy is a real,
 * tileable material set from @yunmo/textures, with rendered previews and a package of its maps.
 */

export interface TextureMaterial {
  family: string;
  /** Index into the family's variants, as generateTexture takes it. */
  variant: number;
  variantId: string;
  nameZh: string;
  tileCm: number;
}

/** Taxonomy item → the variants (family/variant id) that look like it; a model picks one by its id. */
const materialsByItem: Readonly<Record<string, readonly string[]>> = {
  橡木地板: ['wood/oak-planks', 'wood/grey-oak-planks'],
  胡桃木地板: ['wood/walnut-planks'],
  人字拼地板: ['wood/oak-herringbone', 'wood/walnut-herringbone'],
  木饰面板: ['wood/oak-veneer', 'wood/ebony-veneer'],
  樱桃木饰面: ['wood/cherry-veneer'],
  白色大理石: ['marble/carrara'],
  爵士白大理石: ['marble/jazz-white'],
  鱼肚白大理石: ['marble/fish-belly-white'],
  仿古砖: ['tile/rustic-beige', 'tile/rustic-terracotta'],
  水磨石: ['terrazzo/classic', 'terrazzo/dark'],
  马赛克瓷砖: ['tile/mosaic-blue', 'tile/mosaic-white'],
  亚麻布纹: ['fabric/linen-natural', 'fabric/linen-grey'],
  绒布: ['fabric/velvet-green', 'fabric/velvet-blue'],
  格子布: ['fabric/plaid-red', 'fabric/plaid-grey'],
  真皮皮革: ['leather/smooth-tan', 'leather/smooth-black'],
  荔枝纹皮革: ['leather/pebbled-cognac', 'leather/pebbled-cream'],
  拉丝不锈钢: ['metal/brushed-steel'],
  拉丝铜: ['metal/brushed-copper'],
  锈铁板: ['metal/rusted-iron'],
  耐候钢: ['metal/corten'],
  花纹墙纸: ['wallpaper/damask-gold', 'wallpaper/damask-green'],
  素色墙纸: ['wallpaper/plain-beige'],
  条纹墙纸: ['wallpaper/stripe-sage', 'wallpaper/stripe-navy'],
  刺绣墙布: ['wallpaper/embroidered-cream'],
  无缝墙布: ['wallpaper/jacquard-beige'],
  草地材质: ['ground/grass'],
  苔藓材质: ['ground/moss'],
  泥土材质: ['ground/soil'],
  沙地材质: ['ground/sand'],
  红砖墙材质: ['brick/red'],
  青砖材质: ['brick/grey'],
  清水混凝土材质: ['concrete/fair-faced'],
  旧混凝土材质: ['concrete/weathered'],
  岩石材质: ['stone/granite-rock'],
  火山岩材质: ['stone/volcanic'],
  水面材质: ['water/water'],
  冰面材质: ['water/ice'],
};

export function resolveMaterial(key: string): TextureMaterial {
  const [familyId, variantId] = key.split('/');
  const family = textureFamilies.find((entry) => entry.id === familyId);
  const variant = family?.variants.findIndex((entry) => entry.id === variantId) ?? -1;
  if (!family || variant < 0) throw new Error(`no texture variant ${key}`);
  const def = family.variants[variant]!;
  return { family: family.id, variant, variantId: def.id, nameZh: def.nameZh, tileCm: def.tileCm };
}

/** The material a 贴图 or UE-material model shows; null for items without one (kept out of the seed). */
export function materialForItem(item: string, modelId: number): TextureMaterial | null {
  const keys = materialsByItem[item];
  if (!keys || keys.length === 0) return null;
  return resolveMaterial(keys[modelId % keys.length]!);
}

export interface TexturePreviews {
  /** Cover first, then the gallery. */
  images: { path: string; thumb: string }[];
}

export interface TextureOutputs {
  previews: TexturePreviews;
  packageRecord: ZipRecord;
  mapSize: number;
}

const zipTime = new Date('2025-01-01T00:00:00Z');

function folder(material: TextureMaterial): string {
  return `/files/textures/${material.family}/${material.variantId}`;
}

export function texturePackagePath(material: TextureMaterial, size: number): string {
  return `/files/zips/textures/${material.family}-${material.variantId}-${size}.zip`;
}

/** Writes a preview as WebP, resized to `width` (4:3). */
async function writeImage(
  filesDir: string,
  publicPath: string,
  image: RenderedImage,
  width: number,
): Promise<void> {
  const diskPath = publicToDisk(filesDir, publicPath);
  await mkdir(path.dirname(diskPath), { recursive: true });
  let pipeline = sharp(
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    { raw: { width: image.width, height: image.height, channels: 4 } },
  ).removeAlpha();
  const height = Math.round(width * modelPreviewAspect);
  if (width !== image.width || height !== image.height) pipeline = pipeline.resize(width, height);
  await pipeline.webp({ quality: 80 }).toFile(diskPath);
}

/**
 * A material preview at one of the model preview widths (480 thumbnail, 800 card, 1200 detail), so
 * pages ask for them with the same srcset as model renders.
 */
function previewPath(base: string, name: string, width: number): string {
  return `${base}/${name}-${String(width)}.webp`;
}

/**
 * What the seed renders: the 480 × 360 thumbnails (lists, albums, search), small in test catalogues
 * and then scaled up; the 800 and 1200 px pictures are rendered on their first request
 * (ensureTexturePreview).
 */
function previewSize(large: boolean): { width: number; height: number } {
  return large
    ? { width: modelPreviewWidths.thumb, height: modelPreviewWidths.thumb * modelPreviewAspect }
    : { width: 160, height: 120 };
}

const detailSize = {
  width: modelPreviewWidths.detail,
  height: modelPreviewWidths.detail * modelPreviewAspect,
};

/** Where a material's previews live (cover first, then the gallery), known before they are written. */
export function texturePreviewImages(material: TextureMaterial, kind: 3 | 5): TexturePreviews {
  const base = folder(material);
  const image = (name: string) => ({
    path: previewPath(base, name, modelPreviewWidths.detail),
    thumb: previewPath(base, name, modelPreviewWidths.thumb),
  });
  return {
    images:
      kind === 5
        ? [image('ball'), image('swatch')]
        : [image('cover'), image('swatch'), image('ball')],
  };
}

/**
 * Previews: a material ball (kind 5 covers, as UE shows a material) and a flat tiled swatch; a 贴图 cover
 * puts the swatch and the ball side by side. `rendered` passes the ball and swatch when a worker drew them.
 */
export async function writeTexturePreviews(
  filesDir: string,
  set: TextureSet,
  material: TextureMaterial,
  kind: 3 | 5,
  large: boolean,
  rendered?: { ball: RenderedImage; swatch: RenderedImage },
): Promise<TexturePreviews> {
  const { width, height } = previewSize(large);
  const ball = rendered?.ball ?? renderMaterialBall(set, { width, height });
  const swatch = rendered?.swatch ?? renderSwatch(set, { width, height });
  const base = folder(material);
  // The renders are thumbnail-sized: they are the thumbnails.
  const write = (name: string, image: RenderedImage) => {
    const thumb = previewPath(base, name, modelPreviewWidths.thumb);
    return writeImage(filesDir, thumb, image, modelPreviewWidths.thumb).then(() => ({
      path: previewPath(base, name, modelPreviewWidths.detail),
      thumb,
    }));
  };
  const ballImage = await write('ball', ball);
  const swatchImage = await write('swatch', swatch);
  if (kind === 5) return { images: [ballImage, swatchImage] };
  const split = coverOf(ball, swatch);
  const cover = await write('cover', split);
  return { images: [cover, swatchImage, ballImage] };
}

/** The side-by-side 贴图 cover: the swatch on the left, the middle of the ball on the right. */
function coverOf(ball: RenderedImage, swatch: RenderedImage): RenderedImage {
  const { width, height } = swatch;
  const split: RenderedImage = { width, height, data: new Uint8Array(width * height * 4) };
  composite(split, swatch, 0, 0);
  const half = Math.round(width / 2);
  const crop: RenderedImage = { width: half, height, data: new Uint8Array(half * height * 4) };
  composite(crop, ball, -Math.round((width - half) / 2), 0);
  composite(split, crop, half, 0);
  return split;
}

let detailPool: MaterialPool | undefined;
const detailRenders = new Map<string, Promise<void>>();

/**
 * The disk path of a material's 1200 × 900 detail picture (cover, swatch or ball), rendering the three
 * from its 1K maps on the first request (off the main thread); null when the path is not one.
 */
export async function ensureTexturePreview(
  filesDir: string,
  publicPath: string,
): Promise<string | null> {
  const match =
    /^\/files\/textures\/([a-z]+)\/([a-z0-9-]+)\/(cover|swatch|ball)-(480|800|1200)\.webp$/u.exec(
      publicPath,
    );
  if (!match) return null;
  let material: TextureMaterial;
  try {
    material = resolveMaterial(`${match[1]!}/${match[2]!}`);
  } catch {
    return null;
  }
  const key = `${filesDir}|${folder(material)}`;
  let job = detailRenders.get(key);
  if (!job) {
    job = (async () => {
      detailPool ??= new MaterialPool(1);
      const made = await detailPool.run({
        family: material.family,
        variant: material.variant,
        size: mapSizeFor(true),
        preview: detailSize,
      });
      const base = folder(material);
      const pictures: [string, RenderedImage][] = [
        ['ball', made.ball!],
        ['swatch', made.swatch!],
        ['cover', coverOf(made.ball!, made.swatch!)],
      ];
      for (const [name, image] of pictures) {
        // Every width a srcset names; a thumbnail the seed wrote stays as it is.
        const widths: number[] = [modelPreviewWidths.detail, modelPreviewWidths.card];
        const thumb = publicToDisk(filesDir, previewPath(base, name, modelPreviewWidths.thumb));
        if (!(await stat(thumb).catch(() => null))) widths.push(modelPreviewWidths.thumb);
        for (const width of widths) {
          // Written aside and renamed, so a concurrent reader never sees half a picture.
          const target = previewPath(base, name, width);
          const aside = `${base}/${name}-${String(width)}.${process.pid}.tmp.webp`;
          await writeImage(filesDir, aside, image, width);
          await rename(publicToDisk(filesDir, aside), publicToDisk(filesDir, target));
        }
      }
    })();
    detailRenders.set(key, job);
    job.catch(() => detailRenders.delete(key));
  }
  await job;
  return publicToDisk(filesDir, publicPath);
}

async function encodeMap(data: Uint8Array, size: number, channels: 1 | 4): Promise<Buffer> {
  let pipeline = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width: size, height: size, channels },
  });
  if (channels === 4) pipeline = pipeline.removeAlpha();
  else pipeline = pipeline.toColourspace('b-w');
  // 4:4:4 keeps normal maps' channels independent; quality 92 is what texture sites ship as "high quality JPG".
  return pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
}

function readme(
  set: TextureSet,
  material: TextureMaterial,
  files: readonly { name: string; role: string }[],
): string {
  const repeat = (100 / material.tileCm).toFixed(3).replace(/\.?0+$/u, '');
  const list = files.map((file) => `  ${file.name}    ${file.role}`).join('\n');
  return `${material.nameZh} 无缝贴图（PBR 材质）
================================

贴图清单（${set.size} × ${set.size} 像素，JPG，四方连续可无缝平铺）：
${list}

真实尺寸：一张贴图对应 ${material.tileCm} cm × ${material.tileCm} cm。
  按米为单位的 UV 平铺次数 = 100 ÷ ${material.tileCm} = ${repeat}；用“真实世界贴图大小”时直接填 ${material.tileCm} cm。
法线贴图为 OpenGL 格式（Y+，绿色通道向上），与 glTF、Blender、SketchUp、Enscape、Corona 默认一致；
  3ds Max 物理材质/V-Ray 如需 DirectX 格式、以及 Unreal Engine，请翻转绿色通道（见下）。
基础色为 sRGB；法线、粗糙度、金属度、高度、AO 为线性数据（导入时关闭 Gamma/sRGB）。

3ds Max + V-Ray / Corona
  1. 新建 VRayMtl（或 Corona Physical Mtl），Diffuse/Base color 贴 *_basecolor.jpg。
  2. Bump/Normal 通道：VRayNormalMap（或 CoronaNormal）载入 *_normal.jpg，Gamma 选 1.0；V-Ray 需勾选 Flip green (Y)。
  3. Reflection glossiness 用 *_roughness.jpg 并勾选“使用粗糙度”（V-Ray 5+ 的 Use roughness；Corona 直接接 Roughness）。
  4. 位图的“使用真实世界比例”设为 ${material.tileCm} cm × ${material.tileCm} cm，或 UVW 贴图修改器长宽均为 ${material.tileCm} cm。

SketchUp + Enscape
  1. 材质面板新建材质，纹理选 *_basecolor.jpg，尺寸填 ${material.tileCm} cm × ${material.tileCm} cm。
  2. Enscape 材质编辑器：Bump 选 Normal Map 并载入 *_normal.jpg；Roughness 选 Texture 载入 *_roughness.jpg。
  3. 如有 *_metallic.jpg，在 Metallic 中载入。

Unreal Engine 4.27 / 5.x
  1. 导入全部贴图；*_normal.jpg 的压缩设为 Normalmap 并勾选 Flip Green Channel；
     *_roughness.jpg、*_ao.jpg、*_metallic.jpg、*_height.jpg 关闭 sRGB（Masks 压缩）。
  2. 材质中 Base Color ← basecolor，Normal ← normal，Roughness ← roughness，Ambient Occlusion ← ao，Metallic ← metallic（如有）。
  3. 用 TexCoord 乘以 (1 ÷ ${material.tileCm}) 的世界坐标（WorldAlignedTexture，尺寸 ${material.tileCm}）即可按真实尺寸平铺。

manifest.json 列出每个文件的字节数与 SHA-256，可校验下载是否完整。
`;
}

/** The download package: the maps, a readme and manifest.json with SHA-256 per file. */
export async function writeTexturePackage(
  filesDir: string,
  publicPath: string,
  set: TextureSet,
  material: TextureMaterial,
): Promise<ZipRecord> {
  const prefix = `${material.family}_${material.variantId}`;
  const maps: { name: string; role: string; data: Buffer }[] = [
    {
      name: `${prefix}_basecolor.jpg`,
      role: '基础色（Base Color / Albedo）',
      data: await encodeMap(set.baseColor, set.size, 4),
    },
    {
      name: `${prefix}_normal.jpg`,
      role: '法线（Normal，OpenGL）',
      data: await encodeMap(set.normal, set.size, 4),
    },
    {
      name: `${prefix}_roughness.jpg`,
      role: '粗糙度（Roughness）',
      data: await encodeMap(set.roughness, set.size, 1),
    },
    {
      name: `${prefix}_ao.jpg`,
      role: '环境光遮蔽（AO）',
      data: await encodeMap(set.ao, set.size, 1),
    },
    {
      name: `${prefix}_height.jpg`,
      role: '高度（Height / Displacement）',
      data: await encodeMap(set.height, set.size, 1),
    },
  ];
  if (set.hasMetal)
    maps.push({
      name: `${prefix}_metallic.jpg`,
      role: '金属度（Metallic）',
      data: await encodeMap(set.metallic, set.size, 1),
    });
  const files = [
    ...maps,
    { name: 'readme.txt', role: '说明', data: Buffer.from(readme(set, material, maps)) },
  ];
  const manifest = {
    title: material.nameZh,
    family: material.family,
    variant: material.variantId,
    size: `${set.size}x${set.size}`,
    tileCm: material.tileCm,
    normalConvention: 'OpenGL (Y+)',
    files: files.map((file) => ({
      name: file.name,
      bytes: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    })),
  };
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', {
    mtime: zipTime,
  });
  // JPEGs are already compressed: store them, so packing is quick.
  for (const file of files)
    zip.addBuffer(file.data, file.name, { mtime: zipTime, compress: file.name.endsWith('.txt') });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const diskPath = publicToDisk(filesDir, publicPath);
  await mkdir(path.dirname(diskPath), { recursive: true });
  await writeFile(diskPath, bytes);
  return {
    path: publicPath,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Package map size: 1K for the real catalogue; a small set when the seed skips images (tests, benchmarks). */
export function mapSizeFor(large: boolean): number {
  return large ? 1024 : 64;
}

interface MaterialBuild {
  set: TextureSet;
  rendered: { ball: RenderedImage; swatch: RenderedImage } | undefined;
  packages: Map<string, Promise<ZipRecord>>;
}

const builtMaterials = new Map<string, Promise<MaterialBuild>>();
const builtPreviews = new Map<string, Promise<TexturePreviews>>();

/**
 * Builds (once per files directory and material) the map set, its previews and its package. Many
 * models share a material, and a 贴图 and a UE material of the same variant share its maps and
 * package, so the work is done per material, not per model. With a pool, the maps and the ball and
 * swatch renders are made on its worker threads.
 */
export function textureOutputs(
  filesDir: string,
  material: TextureMaterial,
  kind: 3 | 5,
  large: boolean,
  packagePath: (material: TextureMaterial, size: number) => string = texturePackagePath,
  pool?: MaterialPool,
): Promise<TextureOutputs> {
  const size = mapSizeFor(large);
  const materialKey = `${filesDir}|${material.family}/${material.variantId}|${large ? 1 : 0}`;
  let build = builtMaterials.get(materialKey);
  if (!build) {
    build = (async (): Promise<MaterialBuild> => {
      if (!pool) {
        const set = generateTexture({ family: material.family, variant: material.variant, size });
        return { set, rendered: undefined, packages: new Map() };
      }
      const result = await pool.run({
        family: material.family,
        variant: material.variant,
        size,
        preview: previewSize(large),
      });
      return {
        set: result.set,
        rendered: { ball: result.ball!, swatch: result.swatch! },
        packages: new Map(),
      };
    })();
    builtMaterials.set(materialKey, build);
    build.catch(() => builtMaterials.delete(materialKey));
  }
  const previewKey = `${materialKey}|${kind}`;
  let previews = builtPreviews.get(previewKey);
  if (!previews) {
    previews = build.then((made) =>
      writeTexturePreviews(filesDir, made.set, material, kind, large, made.rendered),
    );
    builtPreviews.set(previewKey, previews);
    previews.catch(() => builtPreviews.delete(previewKey));
  }
  const publicPath = packagePath(material, size);
  const packageRecord = build.then((made) => {
    let record = made.packages.get(publicPath);
    if (!record) {
      record = writeTexturePackage(filesDir, publicPath, made.set, material);
      made.packages.set(publicPath, record);
    }
    return record;
  });
  return Promise.all([previews, packageRecord]).then(([written, record]) => ({
    previews: written,
    packageRecord: record,
    mapSize: size,
  }));
}

/** Sky variants the HDR maps cycle through: sun height, direction and cloud cover. */
const skies: readonly { sunElevation: number; sunAzimuth: number; clouds: number }[] = [
  { sunElevation: 45, sunAzimuth: 120, clouds: 0.1 },
  { sunElevation: 12, sunAzimuth: 250, clouds: 0.3 },
  { sunElevation: 65, sunAzimuth: 30, clouds: 0 },
  { sunElevation: 25, sunAzimuth: 190, clouds: 0.6 },
  { sunElevation: 5, sunAzimuth: 80, clouds: 0.2 },
  { sunElevation: 35, sunAzimuth: 300, clouds: 0.45 },
];

export function skyHdrPath(index: number): string {
  return `/files/hdr/sky-${index % skies.length}.hdr`;
}

/**
 * A real equirectangular HDR environment (Radiance RGBE): a procedural sky with a sun disc tens of
 * thousands of times brighter than white, clouds and a ground, 1024 × 512 (256 × 128 without images).
 */
export async function writeSkyHdr(
  filesDir: string,
  index: number,
  large: boolean,
): Promise<ZipRecord> {
  const publicPath = skyHdrPath(index);
  const key = `${filesDir}|${publicPath}|${large ? 1 : 0}`;
  let pending = builtSkies.get(key);
  if (!pending) {
    pending = (async () => {
      const sky = proceduralSky({
        width: large ? 1024 : 256,
        seed: 900 + (index % skies.length),
        ...skies[index % skies.length]!,
      });
      const bytes = encodeRadianceHdr(sky.width, sky.height, sky.rgb);
      const diskPath = publicToDisk(filesDir, publicPath);
      await mkdir(path.dirname(diskPath), { recursive: true });
      await writeFile(diskPath, bytes);
      return {
        path: publicPath,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    })();
    builtSkies.set(key, pending);
  }
  return pending;
}
const builtSkies = new Map<string, Promise<ZipRecord>>();
