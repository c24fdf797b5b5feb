import { z } from 'zod';
import {
  assetKindSchema,
  componentRegistry,
  countSchema,
  idSchema,
  modelPageSchema,
  namedItemSchema,
  pageNumberSchema,
  searchTextSchema,
} from './common.js';
import { defineRoute } from './route.js';

export const kindParamsSchema = z.object({ kind: assetKindSchema });

export const categoryNodeSchema = z.object({
  id: idSchema,
  name: z.string(),
  children: z.array(namedItemSchema),
});
componentRegistry.add(categoryNodeSchema, { id: 'CategoryNode' });

export const choiceSchema = z.object({ value: z.string(), label: z.string() });
componentRegistry.add(choiceSchema, { id: 'Choice' });

export const kindFiltersSchema = z.object({
  kind: assetKindSchema,
  defaultFilterCode: z.string(),
  categories: z.array(categoryNodeSchema),
  styles: z.array(z.object({ id: idSchema, name: z.string(), value: z.string() })),
  renderers: z.array(namedItemSchema),
  /** Fee filters; `value` names the filter-code slot (free, vip, member, nofree) set to 1. */
  feeTypes: z.array(choiceSchema),
  /** Sort choices; `value` is the sort code written into the filter code. */
  sorts: z.array(choiceSchema),
});
componentRegistry.add(kindFiltersSchema, { id: 'KindFilters' });
export type KindFilters = z.infer<typeof kindFiltersSchema>;

/** The twelve slots of the list filter code, decoded. */
export const filterStateSchema = z.object({
  categoryId: z.number().int(),
  subcategoryId: z.number().int(),
  styleId: z.number().int(),
  sort: z.number().int(),
  free: z.number().int(),
  vip: z.number().int(),
  member: z.number().int(),
  nofree: z.number().int(),
  renderIndex: z.number().int(),
  unique: z.number().int(),
  vr: z.number().int(),
  spaces: z.number().int(),
});
componentRegistry.add(filterStateSchema, { id: 'FilterState' });
export type FilterState = z.infer<typeof filterStateSchema>;

export const modelSearchQuerySchema = z.object({
  /** Twelve hyphen-joined numbers; an invalid code falls back to the default (filterValid: false). */
  filter: z.string().max(200).optional(),
  q: searchTextSchema.optional(),
  page: pageNumberSchema,
});

export const modelSearchResultSchema = modelPageSchema.extend({
  /** The filter code actually applied. */
  filterCode: z.string(),
  filter: filterStateSchema,
  filterValid: z.boolean(),
});
componentRegistry.add(modelSearchResultSchema, { id: 'ModelSearchResult' });
export type ModelSearchResult = z.infer<typeof modelSearchResultSchema>;

export const categoryCountSchema = z.object({ categoryId: idSchema, name: z.string(), count: countSchema });
componentRegistry.add(categoryCountSchema, { id: 'CategoryCount' });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

export const searchAnalysisSchema = modelSearchResultSchema.extend({
  analysis: z.object({
    element: z.string(),
    elementAnalysis: z.unknown(),
    elementExtend: z.unknown(),
    elementExtendAnalysis: z.unknown(),
    categories: z.unknown(),
  }),
});
componentRegistry.add(searchAnalysisSchema, { id: 'SearchAnalysis' });
export type SearchAnalysis = z.infer<typeof searchAnalysisSchema>;

export const getKindFiltersRoute = defineRoute({
  operationId: 'getKindFilters',
  method: 'GET',
  path: '/api/kinds/{kind}/filters',
  summary: 'Filter choices of a list page: category tree, styles, renderers, fee types, sorts',
  tags: ['lists'],
  params: kindParamsSchema,
  responses: { 200: kindFiltersSchema },
  publicCache: true,
});

export const searchKindModelsRoute = defineRoute({
  operationId: 'searchKindModels',
  method: 'GET',
  path: '/api/kinds/{kind}/models',
  summary: 'List search (40 per page) by filter code and keyword',
  tags: ['lists'],
  params: kindParamsSchema,
  querystring: modelSearchQuerySchema,
  responses: { 200: modelSearchResultSchema },
});

export const getCategoryCountsRoute = defineRoute({
  operationId: 'getCategoryCounts',
  method: 'GET',
  path: '/api/kinds/{kind}/category-counts',
  summary: 'Per-category hit counts for a keyword',
  tags: ['lists'],
  params: kindParamsSchema,
  querystring: z.object({ q: searchTextSchema.optional() }),
  responses: { 200: z.array(categoryCountSchema) },
});

export const getSearchAnalysisRoute = defineRoute({
  operationId: 'getSearchAnalysis',
  method: 'GET',
  path: '/api/kinds/{kind}/search-analysis',
  summary: 'List search with the search-analysis details of the debugger views',
  tags: ['lists'],
  params: kindParamsSchema,
  querystring: modelSearchQuerySchema,
  responses: { 200: searchAnalysisSchema },
});
