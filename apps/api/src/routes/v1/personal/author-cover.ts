import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { checkImageInput, IMAGE_SEARCH_MAX_PIXELS } from '@yunmo/image-search/image-input';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbClient } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import type { PictureStore } from '../../../object-storage/picture-store.js';

/** Banner sizes of the author page: the desktop strip and the phone header. */
export const COVER_SIZES = {
  pc: { width: 1920, height: 360 },
  mobile: { width: 750, height: 300 },
} as const;

export type CoverOutcome =
  { ok: true; pcPath: string; mobilePath: string } | { ok: false; message: string };

/** Writes a file whole or not at all: a crash or a full disk leaves no half-written cover behind. */
async function writeWhole(diskPath: string, bytes: Buffer): Promise<void> {
  const partial = `${diskPath}.${String(process.pid)}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, diskPath);
}

/**
 * Checks the picture like every upload (JPG/JPEG/PNG by magic bytes, 3 MB, no decompression
 * bombs, no truncated files), crops it to the two banner sizes and points the author's profile at
 * them. Only the caller's own profile ever changes.
 */
export async function changeAuthorCover(
  db: DbClient,
  filesDir: string,
  userId: number,
  bytes: Buffer,
  pictures: Pick<PictureStore, 'publish'>,
): Promise<CoverOutcome> {
  const input = await checkImageInput(bytes, { source: 'file' });
  // A file that cannot be decoded whole is no usable JPG/JPEG/PNG; only size has its own message.
  if (!input.ok)
    return {
      ok: false,
      message: input.code === 'too-large' ? input.message : IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    };
  const crop = (size: { width: number; height: number }) =>
    sharp(bytes, { limitInputPixels: IMAGE_SEARCH_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  const [pc, mobile] = await Promise.all([crop(COVER_SIZES.pc), crop(COVER_SIZES.mobile)]);
  const name = `${String(userId)}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
  const directory = path.join(filesDir, 'covers');
  await mkdir(directory, { recursive: true });
  await writeWhole(path.join(directory, `${name}-pc.jpg`), pc);
  await writeWhole(path.join(directory, `${name}-mobile.jpg`), mobile);
  const pcPath = `/files/covers/${name}-pc.jpg`;
  const mobilePath = `/files/covers/${name}-mobile.jpg`;
  await pictures.publish(pcPath, path.join(directory, `${name}-pc.jpg`));
  await pictures.publish(mobilePath, path.join(directory, `${name}-mobile.jpg`));
  await db.orm
    .update(users)
    .set({ pcBannerPath: pcPath, mobileBannerPath: mobilePath })
    .where(eq(users.id, userId));
  return { ok: true, pcPath, mobilePath };
}
