import path from 'node:path';
import type { RenderOutput } from '@yunmo/asset-render/jobs';
import {
  avatarPreviewWidths,
  bannerPreviewAspect,
  bannerPreviewPath,
  bannerPreviewWidths,
  modelPreviewAspect,
  modelPreviewWidths,
} from '@yunmo/domain/previews';

/**
 * Where rendered previews live. Every preview is addressable before it exists: the seed renders the
 * thumbnails it needs, and the file server renders any other listed size on its first request.
 *
 *   /files/renders/m/<bucket>/<model id>/<view>-<width>.webp   a model's cover and gallery angles (4:3)
 *   /files/renders/banner/<slot>-<index>/scene-<width>.webp    a home or channel banner (4:1)
 *   /files/renders/avatar/<index>/portrait-<width>.webp        an author's avatar (square)
 */

export const modelViews = ['cover', 'front', 'side', 'top'] as const;
export type ModelView = (typeof modelViews)[number];

/** Thumbnail (list cards at 1×), card (2× cards, small screens) and detail (the gallery, ≥ 1200 px). */
export {
  modelPreviewWidths as modelWidths,
  modelPreviewAspect as modelAspect,
  bannerPreviewWidths as bannerWidths,
  bannerPreviewAspect as bannerAspect,
  avatarPreviewWidths as avatarWidths,
  bannerKey,
  bannerPreviewPath,
} from '@yunmo/domain/previews';

function bucket(id: number): string {
  return String(Math.floor(id / 1000)).padStart(4, '0');
}

export function modelKey(id: number): string {
  return `m/${bucket(id)}/${id}`;
}
export function avatarKey(index: number): string {
  return `avatar/${index}`;
}

export function modelPreviewPath(key: string, view: ModelView, width: number): string {
  return `/files/renders/${key}/${view}-${width}.webp`;
}
export function avatarPreviewPath(key: string, width: number): string {
  return `/files/renders/${key}/portrait-${width}.webp`;
}

/** Every listed size of a recorded key: what a srcset may ask for. */
export function listedPreviewPaths(key: string): string[] {
  if (key.startsWith('m/'))
    return modelViews.flatMap((view) =>
      Object.values(modelPreviewWidths).map((width) => modelPreviewPath(key, view, width)),
    );
  if (key.startsWith('banner/'))
    return bannerPreviewWidths.map((width) => bannerPreviewPath(key, width));
  if (key.startsWith('avatar/'))
    return avatarPreviewWidths.map((width) => avatarPreviewPath(key, width));
  return [];
}

export interface ParsedPreview {
  key: string;
  view: ModelView | 'scene' | 'portrait';
  width: number;
  height: number;
}

const modelPattern =
  /^\/files\/renders\/(m\/\d{4}\/[1-9]\d{0,8})\/(cover|front|side|top)-(\d{2,4})\.webp$/u;
const bannerPattern =
  /^\/files\/renders\/(banner\/[a-z0-9]+(?:-[a-z0-9]+)*)\/scene-(\d{2,4})\.webp$/u;
const avatarPattern = /^\/files\/renders\/(avatar\/\d{1,6})\/portrait-(\d{2,4})\.webp$/u;

/**
 * Recognises a preview path of one of the listed sizes; anything else (other sizes, `..`, encoded
 * characters, other folders) is not a preview, so a request can never make the server render or
 * write outside the renders folder or fill the disk with arbitrary sizes.
 */
export function parsePreviewPath(publicPath: string): ParsedPreview | null {
  let match = modelPattern.exec(publicPath);
  if (match) {
    const width = Number(match[3]);
    if (!Object.values(modelPreviewWidths).includes(width as 480)) return null;
    return {
      key: match[1]!,
      view: match[2] as ModelView,
      width,
      height: Math.round(width * modelPreviewAspect),
    };
  }
  match = bannerPattern.exec(publicPath);
  if (match) {
    const width = Number(match[2]);
    if (!bannerPreviewWidths.includes(width as 800)) return null;
    return {
      key: match[1]!,
      view: 'scene',
      width,
      height: Math.round(width * bannerPreviewAspect),
    };
  }
  match = avatarPattern.exec(publicPath);
  if (match) {
    const width = Number(match[2]);
    if (!avatarPreviewWidths.includes(width as 96)) return null;
    return { key: match[1]!, view: 'portrait', width, height: width };
  }
  return null;
}

/**
 * The angles search by image indexes for each 3D and SU model: the gallery's four, and six more
 * between and above them, so a picture taken from an angle the gallery does not show still lands
 * near one of them. They are rendered at the descriptor's working size (160 px on the long edge), so
 * no pixel is shaded only to be thrown away, and kept outside the public folder. Mirror images of
 * these stand in for the other side (see the shape descriptor).
 */
export const imageIndexViews = [
  { name: 'cover', view: 'cover' },
  { name: 'front', view: 'front' },
  { name: 'side', view: 'side' },
  { name: 'top', view: 'top' },
  { name: 'high-side', view: { azimuthDeg: 64, elevationDeg: 32 } },
  { name: 'high-front', view: { azimuthDeg: 12, elevationDeg: 34 } },
  { name: 'low-side', view: { azimuthDeg: 62, elevationDeg: 6 } },
  { name: 'high-flank', view: { azimuthDeg: 94, elevationDeg: 38 } },
  { name: 'steep-side', view: { azimuthDeg: 74, elevationDeg: 52 } },
  { name: 'steep-front', view: { azimuthDeg: 4, elevationDeg: 54 } },
] as const satisfies readonly {
  name: string;
  view: ModelView | { azimuthDeg: number; elevationDeg: number };
}[];

export const imageIndexRenderSize = { width: 160, height: 120 } as const;
/**
 * Samples per pixel edge of the index renders (the seed's and the image-search benchmark's). One
 * was measured (ADR 0051): the renders cost less, but pixels are shaded once per triangle either
 * way, so the saving was small and search quality dipped; kept at two.
 */
export const imageIndexRenderSupersample = 2;

/** Where the index renders of a model preview key live: beside the files folder, never served. */
export function imageIndexRenderFile(filesDir: string, key: string, name: string): string {
  return path.join(path.dirname(path.resolve(filesDir)), 'index-renders', key, `${name}.webp`);
}

/**
 * The index renders of a 3D or SU model's preview key, as outputs of its render job. With
 * `coverCopied`, the cover angle is left out: the job already renders the cover thumbnail, and
 * `imageIndexCoverCopy` takes it as a downscaled copy of that instead of a render of its own.
 */
export function imageIndexRenderOutputs(
  filesDir: string,
  key: string,
  options: { coverCopied?: boolean } = {},
): RenderOutput[] {
  const views = options.coverCopied
    ? imageIndexViews.filter(({ view }) => view !== 'cover')
    : imageIndexViews;
  return views.map(({ name, view }) => ({
    file: imageIndexRenderFile(filesDir, key, name),
    view,
    ...imageIndexRenderSize,
    supersample: imageIndexRenderSupersample,
    format: 'webp' as const,
    quality: 80,
  }));
}

/** The cover angle's index picture, as a downscaled copy of the job's cover render (same framing). */
export function imageIndexCoverCopy(
  filesDir: string,
  key: string,
): { file: string; width: number; height: number } {
  return { file: imageIndexRenderFile(filesDir, key, 'cover'), ...imageIndexRenderSize };
}
