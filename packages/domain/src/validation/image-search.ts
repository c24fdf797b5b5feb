/**
 * Image search input: an uploaded or pasted file (JPG/JPEG/PNG by magic bytes, at most 3 MB) or
 * an image URL (JPG/JPEG/PNG, not empty), and the search request.
 *
 * @module
 */
import { z } from 'zod';
import { IMAGE_SEARCH_MESSAGES } from '../messages.js';
import {
  MEBIBYTE,
  checkImageFile,
  type ImageFileCheck,
  type ImageFileFacts,
} from './image-file.js';

/** Image search files are at most 3 MB. */
export const IMAGE_SEARCH_MAX_BYTES = 3 * MEBIBYTE;

/** Checks an uploaded or pasted file. */
export function checkImageSearchFile(file: ImageFileFacts): ImageFileCheck {
  return checkImageFile(file, {
    maxBytes: IMAGE_SEARCH_MAX_BYTES,
    strictlyBelow: false,
    wrongFormatMessage: IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    tooLargeMessage: IMAGE_SEARCH_MESSAGES.fileTooLarge,
  });
}

// Parsed by pattern: the domain package runs without DOM or Node globals such as URL.
const HTTP_IMAGE_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)(?:\?[^\s#]*)?(?:#\S*)?$/i;
const IMAGE_PATH = /\.(?:jpe?g|png)$/i;
const IMAGE_DATA_URL = /^data:image\/(?:jpeg|jpg|png);base64,[A-Za-z0-9+/]+={0,2}$/i;

function isImageUrl(value: string): boolean {
  if (IMAGE_DATA_URL.test(value)) return true;
  const path = HTTP_IMAGE_URL.exec(value)?.[1];
  return path !== undefined && IMAGE_PATH.test(path);
}

/** The URL box: required, an http(s) JPG/JPEG/PNG address or a JPEG/PNG data URL. */
export const imageSearchUrlSchema = z
  .string(IMAGE_SEARCH_MESSAGES.emptyUrl)
  .trim()
  .min(1, IMAGE_SEARCH_MESSAGES.emptyUrl)
  .max(4096, IMAGE_SEARCH_MESSAGES.unusableLink)
  .refine(isImageUrl, IMAGE_SEARCH_MESSAGES.urlWrongFormat);

/** The `imgSearch` request: `path`, `flag` (1 server URL, 2 data), `cid` (1 3D, 2 SU). */
export const imageSearchRequestSchema = z.object({
  path: z.string().trim().min(1, IMAGE_SEARCH_MESSAGES.emptyUrl),
  flag: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  cid: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

/** A valid image search request. */
export type ImageSearchRequest = z.output<typeof imageSearchRequestSchema>;
