import { LIST_MESSAGES } from '@yunmo/domain/messages';
import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';
import { authorCoverSchema } from '@yunmo/domain/validation/author-cover';
import { z } from 'zod';
import {
  componentRegistry,
  countSchema,
  idSchema,
  modelCardSchema,
  noContentSchema,
  pageNumberSchema,
} from './common.js';
import { defineRoute } from './route.js';

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** The author's user name (the page address carries it base-36 encoded; the API takes it decoded). */
export const authorNameParamsSchema = z.object({ author: z.string().trim().min(1).max(64) });

export const authorProfileSchema = component(
  z.object({
    userName: z.string(),
    nickname: z.string(),
    avatarUrl: z.string().nullable(),
    phone: z.string().nullable(),
    wechat: z.string().nullable(),
    introduction: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    mobileBannerUrl: z.string().nullable(),
    following: z.boolean(),
    /** True when the caller is this author (owner tools). */
    isOwner: z.boolean(),
    followers: countSchema,
    counts: z.object({
      models: countSchema,
      panoramas: countSchema,
      videos: countSchema,
      /** Models per sub-kind: 1 3D, 2 SU, 3 textures and materials, 4 UE4. */
      subKinds: z.object({
        '1': countSchema,
        '2': countSchema,
        '3': countSchema,
        '4': countSchema,
      }),
    }),
  }),
  'AuthorProfile',
);
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

export const authorWorkSchema = component(
  z.object({
    id: idSchema,
    title: z.string(),
    thumbnailUrl: z.string(),
    url: z.string(),
    views: countSchema,
    type: z.enum(['panorama', 'video']),
  }),
  'AuthorWork',
  'A panorama or video tutorial of an author; `url` is its page on this site.',
);

/** The page of one panorama or video work. */
export function authorWorkPath(id: number): string {
  return `/personalCenter/work/${String(id)}`;
}

export const authorWorkParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const authorWorkDetailSchema = component(
  z.object({
    id: idSchema,
    type: z.enum(['panorama', 'video']),
    title: z.string(),
    thumbnailUrl: z.string(),
    /** The panorama picture, or the video file; null when the tutorial has no playable video. */
    mediaUrl: z.string().nullable(),
    views: countSchema,
    publishedAt: z.string(),
    author: z.object({ userName: z.string(), nickname: z.string() }),
  }),
  'AuthorWorkDetail',
  'One panorama or video tutorial with its author.',
);
export type AuthorWorkDetail = z.infer<typeof authorWorkDetailSchema>;
export type AuthorWork = z.infer<typeof authorWorkSchema>;

export const authorWorkTypes = ['model', 'panorama', 'video'] as const;

export const authorWorksQuerySchema = z.object({
  type: z.enum(authorWorkTypes).default('model'),
  subKind: z.coerce.number().int().min(1).max(4).optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_INPUT_LIMITS.authorWorks, LIST_MESSAGES.authorSearchTooLong)
    .optional(),
  page: pageNumberSchema,
});

export const authorWorksPageSchema = component(
  z.object({
    /** Models (the models tab: each has `kind`), or panoramas and videos (each has `type`). */
    items: z.array(z.union([modelCardSchema, authorWorkSchema])),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: countSchema,
  }),
  'AuthorWorksPage',
  'One page (12) of an author’s models, or of panoramas or videos, in the list envelope.',
);
export type AuthorWorksPage = z.infer<typeof authorWorksPageSchema>;

export const getAuthorProfileRoute = defineRoute({
  operationId: 'getAuthorProfile',
  method: 'GET',
  path: '/api/authors/{author}',
  summary:
    'Author page profile: banner, avatar, contacts, introduction, counts and whether the caller follows',
  tags: ['authors'],
  params: authorNameParamsSchema,
  responses: { 200: authorProfileSchema },
});

export const listAuthorWorksRoute = defineRoute({
  operationId: 'listAuthorWorks',
  method: 'GET',
  path: '/api/authors/{author}/works',
  summary:
    'Author works by type (models with sub-kind, panorama, video), keyword or ID search of at most 20 characters, 12 per page',
  tags: ['authors'],
  params: authorNameParamsSchema,
  querystring: authorWorksQuerySchema,
  responses: { 200: authorWorksPageSchema },
});

export const getAuthorWorkRoute = defineRoute({
  operationId: 'getAuthorWork',
  method: 'GET',
  path: '/api/author-works/{id}',
  summary: 'One panorama or video tutorial of an author, for its own page (counts a view)',
  tags: ['authors'],
  params: authorWorkParamsSchema,
  responses: { 200: authorWorkDetailSchema },
});

export const followAuthorRoute = defineRoute({
  operationId: 'followAuthor',
  method: 'PUT',
  path: '/api/authors/{author}/follow',
  summary: 'Follow an author',
  tags: ['authors'],
  params: authorNameParamsSchema,
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const unfollowAuthorRoute = defineRoute({
  operationId: 'unfollowAuthor',
  method: 'DELETE',
  path: '/api/authors/{author}/follow',
  summary: 'Stop following an author',
  tags: ['authors'],
  params: authorNameParamsSchema,
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const changeAuthorCoverRoute = defineRoute({
  operationId: 'changeAuthorCover',
  method: 'PUT',
  path: '/api/me/author-cover',
  summary:
    'The owner changes the cover of their author page: one JPG/JPEG/PNG of at most 3 MB as a data URL, checked by its bytes',
  tags: ['authors'],
  body: authorCoverSchema,
  responses: { 200: z.object({ bannerUrl: z.string(), mobileBannerUrl: z.string() }) },
  requiresLogin: true,
});
