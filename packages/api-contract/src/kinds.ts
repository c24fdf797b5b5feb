import { FEE_SLOTS } from '@yunmo/domain/fees-and-sorts';
import { z } from 'zod';
import {
  assetKindSchema,
  componentRegistry,
  countSchema,
  idSchema,
  listPageSchema,
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

export const feeChoiceSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The filter-code slot set to 1 while this fee filter is selected. */
  slot: z.enum(FEE_SLOTS),
});
componentRegistry.add(feeChoiceSchema, { id: 'FeeChoice' });

export const sortChoiceSchema = z.object({
  /** The sort code written into the filter code. */
  value: z.number().int(),
  key: z.string(),
  label: z.string(),
});
componentRegistry.add(sortChoiceSchema, { id: 'SortChoice' });

export const kindFiltersSchema = z.object({
  kind: assetKindSchema,
  defaultFilterCode: z.string(),
  categories: z.array(categoryNodeSchema),
  styles: z.array(z.object({ id: idSchema, name: z.string(), value: z.string() })),
  renderers: z.array(namedItemSchema),
  feeTypes: z.array(feeChoiceSchema),
  sorts: z.array(sortChoiceSchema),
});
componentRegistry.add(kindFiltersSchema, { id: 'KindFilters' });
export type KindFilters = z.infer<typeof kindFiltersSchema>;

/** The twelve slots of the list filter code, decoded (slot names of @yunmo/domain/filter-code). */
export const filterStateSchema = z.object({
  firstCategoryId: z.number().int(),
  secondCategoryId: z.number().int(),
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
  /** Twelve hyphen-joined numbers; any invalid code, of any length, falls back to the default (filterValid: false). */
  filter: z.string().optional(),
  q: searchTextSchema.optional(),
  page: pageNumberSchema,
  /** Keyword fields of the MAX/SU search: 0 titles, numbers and ids; 1 titles only; 2 numbers and ids only. */
  esIndex: z.coerce.number().int().min(0).max(2).optional(),
});

export const categoryCountSchema = z.object({
  categoryId: idSchema,
  name: z.string(),
  count: countSchema,
});
componentRegistry.add(categoryCountSchema, { id: 'CategoryCount' });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

export const modelSearchResultSchema = modelPageSchema.extend({
  /** The filter code actually applied. */
  filterCode: z.string(),
  filter: filterStateSchema,
  filterValid: z.boolean(),
  /**
   * Hits per first-level category for the same keyword and filters, category filters left out
   * (MAX and SU only; empty for the other kinds), so a keyword search needs no second request.
   */
  categoryCounts: z.array(categoryCountSchema),
});
componentRegistry.add(modelSearchResultSchema, { id: 'ModelSearchResult' });
export type ModelSearchResult = z.infer<typeof modelSearchResultSchema>;

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
  responses: { 200: listPageSchema(categoryCountSchema) },
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
