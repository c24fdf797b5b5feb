import { z } from 'zod';
import { assetKindSchema, listPageSchema, namedItemSchema, searchTextSchema } from './common.js';
import { defineRoute } from './route.js';

export const hotWordsQuerySchema = z.object({ kind: assetKindSchema.default('max') });
export const suggestionsQuerySchema = z.object({
  kind: assetKindSchema.default('max'),
  q: searchTextSchema.min(1),
});

export const listHotWordsRoute = defineRoute({
  operationId: 'listHotWords',
  method: 'GET',
  path: '/api/search/hot-words',
  summary: 'Hot search words of a kind',
  tags: ['search'],
  querystring: hotWordsQuerySchema,
  responses: { 200: listPageSchema(namedItemSchema) },
  publicCache: true,
});

export const listSuggestionsRoute = defineRoute({
  operationId: 'listSuggestions',
  method: 'GET',
  path: '/api/search/suggestions',
  summary: 'Associated words for what is being typed (at most 10, prefix matches first)',
  tags: ['search'],
  querystring: suggestionsQuerySchema,
  responses: { 200: listPageSchema(z.string()) },
});

export const listLabelWordsRoute = defineRoute({
  operationId: 'listLabelWords',
  method: 'GET',
  path: '/api/label-words',
  summary: 'Label words (hot search words page)',
  tags: ['search'],
  responses: { 200: listPageSchema(z.string()) },
  publicCache: true,
});
