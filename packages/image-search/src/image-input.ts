/**
 * Checks an uploaded or fetched image before anything decodes it fully: size, JPG/JPEG/PNG by
 * magic bytes (never by name or declared type), header dimensions (decompression bombs), then
 * a full decode that must succeed (truncated files). Bad input gives a typed refusal with the
 * spec's Chinese message; nothing here throws for bad input.
 *
 * @module
 */
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { detectImageType, type AcceptedImageType } from '@yunmo/domain/validation/image-file';
import { IMAGE_SEARCH_MAX_BYTES } from '@yunmo/domain/validation/image-search';
import sharp from 'sharp';

/** The spec's cap on image-search pictures: 3 MB. */
export { IMAGE_SEARCH_MAX_BYTES };
/** Largest picture decoded (width x height); a 3 MB file claiming more is a decompression bomb. */
export const IMAGE_SEARCH_MAX_PIXELS = 40_000_000;
/** Longest side of the normalised copy handed to the embedder. */
export const NORMALISED_MAX_SIDE = 1024;

/** Where the picture came from: the messages differ for files and links. */
export type ImageInputSource = 'file' | 'url';

/** Why a picture is refused. */
export type ImageInputRefusalCode = 'empty' | 'too-large' | 'wrong-format' | 'too-many-pixels' | 'undecodable';

/** The outcome of `checkImageInput`. */
export type ImageInputResult =
  | {
      readonly ok: true;
      readonly format: AcceptedImageType;
      /** Size of the picture as sent. */
      readonly width: number;
      readonly height: number;
      /** Upright PNG copy, at most `NORMALISED_MAX_SIDE` pixels on its longest side. */
      readonly normalised: Buffer;
    }
  | { readonly ok: false; readonly code: ImageInputRefusalCode; readonly message: string };

/** Limits of one check; the defaults are the spec's. */
export interface ImageInputOptions {
  readonly source: ImageInputSource;
  readonly maxBytes?: number;
  readonly maxPixels?: number;
}

function refuse(code: ImageInputRefusalCode, message: string): ImageInputResult {
  return { ok: false, code, message };
}

/** Validates and normalises one picture. Never throws for bad input. */
export async function checkImageInput(bytes: Uint8Array, options: ImageInputOptions): Promise<ImageInputResult> {
  const maxBytes = options.maxBytes ?? IMAGE_SEARCH_MAX_BYTES;
  const maxPixels = options.maxPixels ?? IMAGE_SEARCH_MAX_PIXELS;
  const wrongFormat = options.source === 'file' ? IMAGE_SEARCH_MESSAGES.fileWrongFormat : IMAGE_SEARCH_MESSAGES.urlWrongFormat;
  if (bytes.byteLength === 0) return refuse('empty', wrongFormat);
  if (bytes.byteLength > maxBytes) return refuse('too-large', IMAGE_SEARCH_MESSAGES.fileTooLarge);
  const format = detectImageType(bytes.subarray(0, 16));
  if (format === undefined) return refuse('wrong-format', wrongFormat);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width: number;
  let height: number;
  try {
    // Reads the header only: the dimensions are known before any pixel is decoded.
    const metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (metadata.format !== format) return refuse('wrong-format', wrongFormat);
    width = metadata.width;
    height = metadata.height;
  } catch {
    return refuse('undecodable', IMAGE_SEARCH_MESSAGES.searchFailed);
  }
  if (!(width > 0 && height > 0) || width * height > maxPixels) {
    return refuse('too-many-pixels', IMAGE_SEARCH_MESSAGES.searchFailed);
  }
  try {
    const normalised = await sharp(buffer, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .rotate()
      .resize(NORMALISED_MAX_SIDE, NORMALISED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { ok: true, format, width, height, normalised };
  } catch {
    return refuse('undecodable', IMAGE_SEARCH_MESSAGES.searchFailed);
  }
}
