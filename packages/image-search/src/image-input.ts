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
import { type DecodeGate, DecodeGateBusyError, sharedDecodeGate } from './decode-gate.js';

/** The spec's cap on image-search pictures: 3 MB. */
export { IMAGE_SEARCH_MAX_BYTES };
/**
 * Largest picture decoded (width x height): 4096 x 4096, about 16.8 megapixels. The embedder only
 * looks at a copy at most 1024 px on its longest side, so more pixels add nothing to a search; 16.8 MP
 * still takes a 12 MP phone photo (4032 x 3024), a 4K screenshot and a 4096 px square. Decoding costs
 * about 4 bytes of memory per pixel, so the cap bounds one decode to ~67 MB (40 MP took ~160 MB and
 * ~0.44 s of CPU). Anything larger is refused from its header, before a pixel is decoded.
 */
export const IMAGE_SEARCH_MAX_PIXELS = 4096 * 4096;
/** Catalogue renders (indexing and the upload service, both trusted) may be larger. */
export const CATALOGUE_IMAGE_MAX_PIXELS = 40_000_000;
/** Longest side of the normalised copy handed to the embedder. */
export const NORMALISED_MAX_SIDE = 1024;

/** Where the picture came from: the messages differ for files and links. */
export type ImageInputSource = 'file' | 'url';

/** Why a picture is refused. */
export type ImageInputRefusalCode =
  'empty' | 'too-large' | 'wrong-format' | 'too-many-pixels' | 'undecodable' | 'busy';

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
  /** Bounds the decodes in flight; `sharedDecodeGate` unless given, `null` for trusted batch work. */
  readonly gate?: DecodeGate | null;
}

function refuse(code: ImageInputRefusalCode, message: string): ImageInputResult {
  return { ok: false, code, message };
}

/** Validates and normalises one picture. Never throws for bad input. */
export async function checkImageInput(
  bytes: Uint8Array,
  options: ImageInputOptions,
): Promise<ImageInputResult> {
  const maxBytes = options.maxBytes ?? IMAGE_SEARCH_MAX_BYTES;
  const maxPixels = options.maxPixels ?? IMAGE_SEARCH_MAX_PIXELS;
  const wrongFormat =
    options.source === 'file'
      ? IMAGE_SEARCH_MESSAGES.fileWrongFormat
      : IMAGE_SEARCH_MESSAGES.urlWrongFormat;
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
  const decode = () =>
    sharp(buffer, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .rotate()
      .resize(NORMALISED_MAX_SIDE, NORMALISED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  const gate = options.gate === undefined ? sharedDecodeGate : options.gate;
  try {
    const normalised = gate ? await gate.run(decode) : await decode();
    return { ok: true, format, width, height, normalised };
  } catch (error) {
    if (error instanceof DecodeGateBusyError) return refuse('busy', IMAGE_SEARCH_MESSAGES.busy);
    return refuse('undecodable', IMAGE_SEARCH_MESSAGES.searchFailed);
  }
}

/** Why an uploaded picture could not be re-encoded. */
export type ReencodeRefusalCode = 'wrong-format' | 'too-many-pixels' | 'undecodable' | 'busy';

export type ReencodeResult =
  | {
      readonly ok: true;
      readonly format: AcceptedImageType;
      readonly width: number;
      readonly height: number;
      readonly data: Buffer;
    }
  | { readonly ok: false; readonly code: ReencodeRefusalCode };

/**
 * Decodes an uploaded picture fully and writes a new file from its pixels, so what is kept is a
 * picture and nothing else (no trailing bytes, no metadata, no polyglot). Same checks as the search
 * input: JPEG/PNG by magic bytes, the header's dimensions against `maxPixels` before any pixel is
 * decoded, a decode that must not be truncated, and the shared decode gate.
 */
export async function reencodeImage(
  input: Buffer | string,
  options: { readonly maxPixels?: number; readonly gate?: DecodeGate | null } = {},
): Promise<ReencodeResult> {
  const maxPixels = options.maxPixels ?? IMAGE_SEARCH_MAX_PIXELS;
  let format: AcceptedImageType | undefined;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    format = metadata.format === 'jpeg' || metadata.format === 'png' ? metadata.format : undefined;
    width = metadata.width;
    height = metadata.height;
  } catch {
    return { ok: false, code: 'wrong-format' };
  }
  if (format === undefined) return { ok: false, code: 'wrong-format' };
  if (!(width > 0 && height > 0) || width * height > maxPixels)
    return { ok: false, code: 'too-many-pixels' };
  const acceptedFormat = format;
  const encode = () => {
    const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated' }).rotate();
    return (
      acceptedFormat === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 90, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
  };
  const gate = options.gate === undefined ? sharedDecodeGate : options.gate;
  try {
    const { data, info } = gate ? await gate.run(encode) : await encode();
    return { ok: true, format: acceptedFormat, width: info.width, height: info.height, data };
  } catch (error) {
    if (error instanceof DecodeGateBusyError) return { ok: false, code: 'busy' };
    return { ok: false, code: 'undecodable' };
  }
}
