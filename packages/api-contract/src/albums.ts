import { z } from 'zod';
import {
  albumSummarySchema,
  componentRegistry,
  countSchema,
  idSchema,
  listPageSchema,
  modelCardSchema,
  namedItemSchema,
  noContentSchema,
  pageNumberSchema,
  queryIdSchema,
  searchTextSchema,
} from './common.js';
import { defineRoute } from './route.js';

export const albumSorts = ['time', 'popularity'] as const;

export const albumSearchQuerySchema = z.object({
  labelId: queryIdSchema.optional(),
  sort: z.enum(albumSorts).default('time'),
  q: searchTextSchema.optional(),
  page: pageNumberSchema,
});

export const albumPageSchema = z.object({
  total: countSchema,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  items: z.array(albumSummarySchema),
});
componentRegistry.add(albumPageSchema, { id: 'AlbumPage' });

export const albumParamsSchema = z.object({
  uuid: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'uuid: letters, digits and hyphens, at most 64'),
});

export const albumDetailSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  title: z.string(),
  modelCount: countSchema,
  favourites: countSchema,
  views: countSchema,
  models: z.array(modelCardSchema),
});
componentRegistry.add(albumDetailSchema, { id: 'AlbumDetail' });
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

export const searchAlbumsRoute = defineRoute({
  operationId: 'searchAlbums',
  method: 'GET',
  path: '/api/albums',
  summary: 'Album list (20 per page) by label and keyword',
  tags: ['albums'],
  querystring: albumSearchQuerySchema,
  responses: { 200: albumPageSchema },
});

export const listAlbumLabelsRoute = defineRoute({
  operationId: 'listAlbumLabels',
  method: 'GET',
  path: '/api/albums/labels',
  summary: 'Album label tags',
  tags: ['albums'],
  responses: { 200: listPageSchema(namedItemSchema) },
  publicCache: true,
});

export const getAlbumRoute = defineRoute({
  operationId: 'getAlbum',
  method: 'GET',
  path: '/api/albums/{uuid}',
  summary: 'Album detail with all its models',
  tags: ['albums'],
  params: albumParamsSchema,
  responses: { 200: albumDetailSchema },
});

export const listSimilarAlbumsRoute = defineRoute({
  operationId: 'listSimilarAlbums',
  method: 'GET',
  path: '/api/albums/{uuid}/similar',
  summary: 'Similar albums',
  tags: ['albums'],
  params: albumParamsSchema,
  responses: { 200: listPageSchema(albumSummarySchema) },
});

export const favourAlbumRoute = defineRoute({
  operationId: 'favourAlbum',
  method: 'PUT',
  path: '/api/albums/{uuid}/favourite',
  summary: 'Favourite an album',
  tags: ['albums'],
  params: albumParamsSchema,
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const unfavourAlbumRoute = defineRoute({
  operationId: 'unfavourAlbum',
  method: 'DELETE',
  path: '/api/albums/{uuid}/favourite',
  summary: 'Cancel an album favourite',
  tags: ['albums'],
  params: albumParamsSchema,
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

/** Up to one page of album uuids, comma-separated in the query. */
export const albumFavouriteStateQuerySchema = z.object({
  uuids: z
    .string()
    .transform((value) => value.split(',').filter((part) => part !== ''))
    .pipe(
      z
        .array(
          z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'uuid: letters, digits and hyphens, at most 64'),
        )
        .min(1)
        .max(40),
    ),
});

export const albumFavouriteStateSchema = z.object({
  /** The listed albums the caller has favourited. */
  favourited: z.array(z.string()),
});
componentRegistry.add(albumFavouriteStateSchema, { id: 'AlbumFavouriteState' });

export const getAlbumFavouriteStateRoute = defineRoute({
  operationId: 'getAlbumFavouriteState',
  method: 'GET',
  path: '/api/me/album-favourites',
  summary: 'Which of the listed albums (at most 40) the caller has favourited',
  tags: ['albums'],
  querystring: albumFavouriteStateQuerySchema,
  responses: { 200: albumFavouriteStateSchema },
  requiresLogin: true,
});
