import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { IMAGE_SEARCH_MAX_BYTES, imageSearchUrlSchema } from '@yunmo/domain/validation/image-search';
import { z } from 'zod';
import { modelCardSchema } from './common.js';
import { defineRoute } from './route.js';

/** A pasted, dropped, uploaded or cropped picture travels as a base64 data URL (3 MB of bytes). */
export const imageSearchDataUrlMaxLength = Math.ceil((IMAGE_SEARCH_MAX_BYTES * 4) / 3) + 64;

const dataUrlSchema = z
  .string()
  .max(imageSearchDataUrlMaxLength, IMAGE_SEARCH_MESSAGES.fileTooLarge)
  .regex(/^data:image\/(?:jpeg|jpg|png);base64,[A-Za-z0-9+/]+={0,2}$/i, IMAGE_SEARCH_MESSAGES.fileWrongFormat);

export const imageSearchBodySchema = z.union([
  z.object({ image: dataUrlSchema, cid: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ url: imageSearchUrlSchema, cid: z.union([z.literal(1), z.literal(2)]) }),
]);
export type ImageSearchBody = z.infer<typeof imageSearchBodySchema>;

export const searchByImageRoute = defineRoute({
  operationId: 'searchByImage',
  method: 'POST',
  path: '/api/image-search',
  summary: 'Search by image: a JPEG/PNG data URL (paste, drop, upload, crop) or an image link, in tab 3D模型 (cid 1) or SU模型 (cid 2)',
  tags: ['image-search'],
  body: imageSearchBodySchema,
  responses: { 200: z.array(modelCardSchema) },
});
