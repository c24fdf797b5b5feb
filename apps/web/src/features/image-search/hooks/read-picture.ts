import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { checkImageSearchFile } from '@yunmo/domain/validation/image-search';
import { readImageFile, type ImageFileOutcome } from '@/lib/read-image-file';

export type PictureOutcome = ImageFileOutcome;

/** Checks a picked, dropped or pasted file (3 MB, JPG/JPEG/PNG by its first bytes) and reads it as a data URL. */
export function readPicture(file: File): Promise<PictureOutcome> {
  return readImageFile(file, checkImageSearchFile, IMAGE_SEARCH_MESSAGES.searchFailed);
}

/** Crops a picture to a rectangle given in fractions of its size; answers a PNG data URL. */
export async function cropPicture(
  dataUrl: string,
  crop: { x: number; y: number; width: number; height: number },
): Promise<string> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * crop.width));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * crop.height));
  const context = canvas.getContext('2d');
  if (!context) return dataUrl;
  context.drawImage(
    image,
    image.naturalWidth * crop.x,
    image.naturalHeight * crop.y,
    canvas.width,
    canvas.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return canvas.toDataURL('image/jpeg', 0.92);
}

/** The bytes of a base64 data URL, typed as the URL says (pictures go to the upload as they are). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/u.exec(head)?.[1] ?? 'image/jpeg';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: type === 'image/jpg' ? 'image/jpeg' : type });
}
