import { z } from 'zod';
import {
  albumSummarySchema,
  componentRegistry,
  countSchema,
  linkItemSchema,
  modelCardSchema,
  namedItemSchema,
  rankItemSchema,
} from './common.js';
import { defineRoute } from './route.js';

export const showcaseSchema = z.object({
  /** Count of recent additions. */
  recentCount: countSchema,
  items: z.array(modelCardSchema),
  classes: z.array(namedItemSchema),
});
componentRegistry.add(showcaseSchema, { id: 'Showcase' });
export type Showcase = z.infer<typeof showcaseSchema>;

export const homeResponseSchema = z.object({
  /** Home images, category 1: the banner carousel of `/`. */
  banners: z.array(linkItemSchema),
  /** Home images, category 3: the picture row under the showcases. */
  sceneImages: z.array(linkItemSchema),
  /** The big images: the banner carousel of `/newHome`. */
  bigImages: z.array(linkItemSchema),
  navItems: z.array(linkItemSchema),
  ads: z.array(linkItemSchema),
  showcases: z.object({
    max: showcaseSchema,
    su: showcaseSchema,
    mapping: showcaseSchema,
    ue4: showcaseSchema,
    member: showcaseSchema,
  }),
  albums: z.array(albumSummarySchema),
  /** Top 13 per board for the home page; the income boards come from the author income call. */
  rankings: z.object({
    incomeTotal: z.array(rankItemSchema),
    incomeMonth: z.array(rankItemSchema),
    uploadsTotal: z.array(rankItemSchema),
    uploadsMonth: z.array(rankItemSchema),
  }),
  labelWords: z.array(z.string()),
});
componentRegistry.add(homeResponseSchema, { id: 'HomePage' });
export type HomePage = z.infer<typeof homeResponseSchema>;

export const getHomeRoute = defineRoute({
  operationId: 'getHome',
  method: 'GET',
  path: '/api/home',
  summary: 'Everything the home page shows, in one call',
  tags: ['home'],
  responses: { 200: homeResponseSchema },
  publicCache: true,
});
