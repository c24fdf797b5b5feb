/**
 * Pure image-file checks shared by the feedback screenshot and image search: type by magic
 * bytes (never by the browser's MIME guess), extension and size.
 *
 * @module
 */

/** Image types the product accepts. */
export type AcceptedImageType = 'jpeg' | 'png';

/** What is known about a chosen file without reading all of it. */
export interface ImageFileFacts {
  /** The file name as chosen by the user. */
  readonly name: string;
  /** Size in bytes. */
  readonly size: number;
  /** The first bytes of the file (at least 8 for PNG detection). */
  readonly head: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  );
}

const IMAGE_DATA_URL = /^data:image\/(?:jpeg|jpg|png);base64,([A-Za-z0-9+/]+={0,2})$/i;

/** The base64 payload of a JPEG or PNG data URL, or undefined when it is not one. */
export function imageDataUrlPayload(dataUrl: string): string | undefined {
  return IMAGE_DATA_URL.exec(dataUrl.trim())?.[1];
}

/** The image type of `head` by magic bytes (JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`). */
export function detectImageType(head: Uint8Array): AcceptedImageType | undefined {
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  return undefined;
}

const ACCEPTED_EXTENSION = /\.(?:jpe?g|png)$/i;
const ANY_EXTENSION = /\.[^./\\]+$/;

/** True when the name has no extension or a JPG/JPEG/PNG one (case-insensitive). */
export function hasAcceptedImageExtension(name: string): boolean {
  const trimmed = name.trim();
  return !ANY_EXTENSION.test(trimmed) || ACCEPTED_EXTENSION.test(trimmed);
}

/** Result of a file check: the detected type, or the Chinese message to show. */
export type ImageFileCheck =
  | { readonly ok: true; readonly type: AcceptedImageType }
  | { readonly ok: false; readonly message: string };

/** Limits and messages of one upload field. */
export interface ImageFileRules {
  /** Largest accepted size in bytes. */
  readonly maxBytes: number;
  /** When true the size must be strictly below `maxBytes`. */
  readonly strictlyBelow: boolean;
  readonly wrongFormatMessage: string;
  readonly tooLargeMessage: string;
}

/** Checks format (extension and magic bytes) first, then size. */
export function checkImageFile(file: ImageFileFacts, rules: ImageFileRules): ImageFileCheck {
  const type = detectImageType(file.head);
  if (type === undefined || !hasAcceptedImageExtension(file.name)) {
    return { ok: false, message: rules.wrongFormatMessage };
  }
  const tooLarge = rules.strictlyBelow ? file.size >= rules.maxBytes : file.size > rules.maxBytes;
  if (!Number.isFinite(file.size) || file.size < 0 || tooLarge) {
    return { ok: false, message: rules.tooLargeMessage };
  }
  return { ok: true, type };
}

/** One mebibyte. */
export const MEBIBYTE = 1024 * 1024;
