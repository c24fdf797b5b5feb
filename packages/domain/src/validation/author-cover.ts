/**
 * The author page's change-cover upload: the image rules of the spec's picture uploads (JPG/JPEG/PNG
 * by magic bytes, at most 3 MB), sent as a data URL so the gateway and the API check the same bytes.
 *
 * @module
 */
import { z } from 'zod';
import { IMAGE_SEARCH_MESSAGES } from '../messages.js';
import {
  checkImageFile,
  imageDataUrlPayload,
  type ImageFileCheck,
  type ImageFileFacts,
} from './image-file.js';
import { IMAGE_SEARCH_MAX_BYTES } from './image-search.js';

/** A cover is at most 3 MB, like every picture the site takes. */
export const AUTHOR_COVER_MAX_BYTES = IMAGE_SEARCH_MAX_BYTES;

/** Longest data URL of a cover: 3 MB in base64 plus the prefix. */
export const AUTHOR_COVER_DATA_URL_MAX_LENGTH = Math.ceil((AUTHOR_COVER_MAX_BYTES * 4) / 3) + 64;

/** Checks the chosen file in the browser before it is read. */
export function checkAuthorCoverFile(file: ImageFileFacts): ImageFileCheck {
  return checkImageFile(file, {
    maxBytes: AUTHOR_COVER_MAX_BYTES,
    strictlyBelow: false,
    wrongFormatMessage: IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    tooLargeMessage: IMAGE_SEARCH_MESSAGES.fileTooLarge,
  });
}

/** The request of a cover change: one JPEG or PNG data URL. */
export const authorCoverSchema = z.object({
  image: z
    .string(IMAGE_SEARCH_MESSAGES.fileWrongFormat)
    .trim()
    .max(AUTHOR_COVER_DATA_URL_MAX_LENGTH, IMAGE_SEARCH_MESSAGES.fileTooLarge)
    .refine(
      (value) => imageDataUrlPayload(value) !== undefined,
      IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    ),
});

/** The base64 payload of a cover data URL, or undefined when it is not one. */
export const coverBase64 = imageDataUrlPayload;
