import { z } from 'zod';
import { assetKindSchema, modelPageSchema, pageNumberSchema, queryIdSchema } from './common.js';
import { defineRoute } from './route.js';

/** Sort codes of browsing spec, «Business constants and limits» (0-5 depending on the kind). */
export const sortCodeSchema = z.coerce.number().int().min(0).max(5);
export const feeTypes = ['free', 'nofree', 'member'] as const;

export const modelListQuerySchema = z.object({
  kind: assetKindSchema.optional(),
  categoryId: queryIdSchema.optional(),
  subcategoryId: queryIdSchema.optional(),
  feeType: z.enum(feeTypes).optional(),
  sort: sortCodeSchema.optional(),
  page: pageNumberSchema,
});

export const memberModelsQuerySchema = z.object({
  sort: sortCodeSchema.optional(),
  page: pageNumberSchema,
  /** 12 for the two lists of the membership page, 40 for the member list. */
  pageSize: z.coerce.number().int().min(1).max(40).default(40),
});

export const listModelsRoute = defineRoute({
  operationId: 'listModels',
  method: 'GET',
  path: '/api/models',
  summary: 'Model list by query (the /model/list page)',
  tags: ['lists'],
  querystring: modelListQuerySchema,
  responses: { 200: modelPageSchema },
});

export const listMemberModelsRoute = defineRoute({
  operationId: 'listMemberModels',
  method: 'GET',
  path: '/api/member-models',
  summary: 'Member models (membership page lists and the member list)',
  tags: ['lists'],
  querystring: memberModelsQuerySchema,
  responses: { 200: modelPageSchema },
});
