import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { checkImageSearchFile } from '@yunmo/domain/validation/image-search';

export type PictureOutcome = { ok: true; dataUrl: string } | { ok: false; message: string };

/** Checks a picked, dropped or pasted file (3 MB, JPG/JPEG/PNG by its first bytes) and reads it as a data URL. */
export async function readPicture(file: File): Promise<PictureOutcome> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const check = checkImageSearchFile({ name: file.name || 'paste.png', size: file.size, head });
  if (!check.ok) return check;
  const dataUrl = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => { resolve(typeof reader.result === 'string' ? reader.result : null); };
    reader.onerror = () => { resolve(null); };
    reader.readAsDataURL(file);
  });
  if (!dataUrl) return { ok: false, message: IMAGE_SEARCH_MESSAGES.searchFailed };
  // Browsers label by extension; the bytes decide the type the server checks again.
  return { ok: true, dataUrl: dataUrl.replace(/^data:[^;]*;/u, `data:image/${check.type};`) };
}

/** Crops a picture to a rectangle given in fractions of its size; answers a PNG data URL. */
export async function cropPicture(dataUrl: string, crop: { x: number; y: number; width: number; height: number }): Promise<string> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * crop.width));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * crop.height));
  const context = canvas.getContext('2d');
  if (!context) return dataUrl;
  context.drawImage(image, image.naturalWidth * crop.x, image.naturalHeight * crop.y, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.92);
}
