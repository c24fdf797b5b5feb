import { z } from 'zod';
import {
  assetKindSchema,
  linkItemSchema,
  listPageSchema,
  modelPageSchema,
  noContentSchema,
  pageNumberSchema,
} from './common.js';
import { defineRoute } from './route.js';
import { sortCodeSchema } from './models.js';

export const channelParamsSchema = z.object({ kind: assetKindSchema });

const maxHobbies = 50;

export const channelModelsQuerySchema = z.object({
  /** Comma-separated category ids, e.g. `1,2`. */
  categoryIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'categoryIds: comma-separated ids')
    .transform((text) => text.split(',').map(Number))
    .optional(),
  sort: sortCodeSchema.optional(),
  page: pageNumberSchema,
});

export const hobbiesSchema = z.object({
  categoryIds: z.array(z.number().int().min(0).max(2_147_483_647)).max(maxHobbies),
});
export type Hobbies = z.infer<typeof hobbiesSchema>;

export const getChannelBannersRoute = defineRoute({
  operationId: 'getChannelBanners',
  method: 'GET',
  path: '/api/channels/{kind}/banners',
  summary: 'Banner carousel of a channel page',
  tags: ['channels'],
  params: channelParamsSchema,
  responses: { 200: listPageSchema(linkItemSchema) },
  publicCache: true,
});

export const listChannelModelsRoute = defineRoute({
  operationId: 'listChannelModels',
  method: 'GET',
  path: '/api/channels/{kind}/models',
  summary: 'Channel grid (40 per page) filtered by favourite categories',
  tags: ['channels'],
  params: channelParamsSchema,
  querystring: channelModelsQuerySchema,
  responses: { 200: modelPageSchema },
});

export const getChannelHobbiesRoute = defineRoute({
  operationId: 'getChannelHobbies',
  method: 'GET',
  path: '/api/channels/{kind}/hobbies',
  summary: 'The logged-in user’s favourite categories of a channel',
  tags: ['channels'],
  params: channelParamsSchema,
  responses: { 200: hobbiesSchema },
  requiresLogin: true,
});

export const putChannelHobbiesRoute = defineRoute({
  operationId: 'putChannelHobbies',
  method: 'PUT',
  path: '/api/channels/{kind}/hobbies',
  summary: 'Save the logged-in user’s favourite categories of a channel',
  tags: ['channels'],
  params: channelParamsSchema,
  body: hobbiesSchema,
  responses: { 204: noContentSchema },
  requiresLogin: true,
});
