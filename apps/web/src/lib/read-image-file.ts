import type { ImageFileCheck, ImageFileFacts } from '@yunmo/domain/validation/image-file';

export type ImageFileOutcome = { ok: true; dataUrl: string } | { ok: false; message: string };

/**
 * Checks a picked, dropped or pasted picture by its first bytes with the given domain rule, then
 * reads it as a data URL labelled with the type the bytes show (browsers label by extension).
 */
export async function readImageFile(
  file: File,
  check: (facts: ImageFileFacts) => ImageFileCheck,
  unreadableMessage: string,
): Promise<ImageFileOutcome> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const checked = check({ name: file.name || 'paste.png', size: file.size, head });
  if (!checked.ok) return checked;
  const dataUrl = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : null);
    };
    reader.onerror = () => {
      resolve(null);
    };
    reader.readAsDataURL(file);
  });
  if (!dataUrl) return { ok: false, message: unreadableMessage };
  return { ok: true, dataUrl: dataUrl.replace(/^data:[^;]*;/u, `data:image/${checked.type};`) };
}
