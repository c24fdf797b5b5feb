import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import {
  IMAGE_SEARCH_MAX_BYTES,
  imageSearchUrlSchema,
} from '@yunmo/domain/validation/image-search';
import { z } from 'zod';
import { listPageSchema, modelCardSchema } from './common.js';
import { defineRoute } from './route.js';

/** A pasted, dropped, uploaded or cropped picture travels as a base64 data URL (3 MB of bytes). */
export const imageSearchDataUrlMaxLength = Math.ceil((IMAGE_SEARCH_MAX_BYTES * 4) / 3) + 64;

const dataUrlSchema = z
  .string()
  .max(imageSearchDataUrlMaxLength, IMAGE_SEARCH_MESSAGES.fileTooLarge)
  .regex(
    /^data:image\/(?:jpeg|jpg|png);base64,[A-Za-z0-9+/]+={0,2}$/i,
    IMAGE_SEARCH_MESSAGES.fileWrongFormat,
  );

const cidSchema = z.union([z.literal(1), z.literal(2)]);

/** Where the API keeps an uploaded search picture while it lives (15 minutes). */
export const searchPicturePathSchema = z
  .string()
  .regex(
    /^\/v1\/search\/userRole\/imgSearch\/picture\/[0-9a-f]{32}\.jpg$/u,
    IMAGE_SEARCH_MESSAGES.searchFailed,
  );

/**
 * The search: an uploaded picture's path (the spec's flow: upload first, then search with flag 1),
 * or, for older clients, a data URL or an image link.
 */
export const imageSearchBodySchema = z.union([
  z.object({ path: searchPicturePathSchema, cid: cidSchema }),
  z.object({ image: dataUrlSchema, cid: cidSchema }),
  z.object({ url: imageSearchUrlSchema, cid: cidSchema }),
]);
export type ImageSearchBody = z.infer<typeof imageSearchBodySchema>;

export const searchByImageRoute = defineRoute({
  operationId: 'searchByImage',
  method: 'POST',
  path: '/api/image-search',
  summary:
    'Search by image: a JPEG/PNG data URL (paste, drop, upload, crop) or an image link, in tab 3D模型 (cid 1) or SU模型 (cid 2)',
  tags: ['image-search'],
  body: imageSearchBodySchema,
  responses: { 200: listPageSchema(modelCardSchema) },
  publicEffect: 'none',
});

/** An uploaded search picture: the path the search takes and the same-origin preview of it. */
export const searchPictureSchema = z.object({
  path: searchPicturePathSchema,
  previewUrl: z.string(),
});
export type SearchPicture = z.infer<typeof searchPictureSchema>;

/** The picture types an upload may carry (checked again by its first bytes). */
export const SEARCH_PICTURE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

export const uploadSearchPictureRoute = defineRoute({
  operationId: 'uploadSearchPicture',
  method: 'POST',
  path: '/api/image-search/pictures',
  summary:
    'Uploads a search picture (the raw JPEG/PNG bytes as the body, at most 3 MB), before the search',
  tags: ['image-search'],
  binaryBody: SEARCH_PICTURE_CONTENT_TYPES,
  responses: { 200: searchPictureSchema },
});

export const uploadSearchPictureByLinkRoute = defineRoute({
  operationId: 'uploadSearchPictureByLink',
  method: 'POST',
  path: '/api/image-search/pictures/by-link',
  summary: 'Fetches an image link on the server (SSRF-guarded) and keeps it as a search picture',
  tags: ['image-search'],
  body: z.object({ url: imageSearchUrlSchema }),
  responses: { 200: searchPictureSchema },
});
