import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { modelPreviewWidths } from '@yunmo/domain/previews';
import { ensureTexturePreview } from '../assets/texture-assets.js';
import { publishPictures, type PictureStore } from '../object-storage/picture-store.js';
import { listedPreviewPaths } from './paths.js';
import type { PreviewService } from './service.js';

/** Material pictures whose seeded thumbnail is on disk: `/files/textures/<family>/<variant>/cover-1200.webp`. */
async function materialDetailPaths(directory: string): Promise<string[]> {
  const root = path.join(directory, 'textures');
  const found: string[] = [];
  for (const family of await readdir(root).catch(() => [] as string[]))
    for (const variant of await readdir(path.join(root, family)).catch(() => [] as string[]))
      found.push(
        `/files/textures/${family}/${variant}/cover-${String(modelPreviewWidths.detail)}.webp`,
      );
  return found;
}

/**
 * Makes every public picture of the files folder public in a bucket. A bucket cannot render a size
 * on its first request the way `/files` does on disk, so every size a srcset names is rendered
 * first (sizes already on disk are kept), then whatever the bucket lacks is uploaded. Nothing to
 * do on disk. Returns how many pictures were uploaded.
 */
export async function publishAllPictures(
  store: PictureStore,
  previews: PreviewService,
  directory: string,
): Promise<number> {
  if (store.kind === 'disk') return 0;
  for (const key of await previews.recordedKeys())
    for (const publicPath of listedPreviewPaths(key)) await previews.ensure(publicPath);
  for (const publicPath of await materialDetailPaths(directory))
    await ensureTexturePreview(directory, publicPath);
  return publishPictures(store, directory);
}
