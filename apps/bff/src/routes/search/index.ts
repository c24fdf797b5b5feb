import { wholeList } from '@yunmo/api-contract/common';
import {
  listHotWordsRoute,
  listLabelWordsRoute,
  listSuggestionsRoute,
} from '@yunmo/api-contract/search';
import { ASSOCIATION_WORD_CATEGORIES, HOT_LIST_CATEGORIES } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import { toNamedItem } from '../../legacy/to-api.js';

const maxSuggestions = 10;

export default async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    listHotWordsRoute,
    (request) => `hot-words:${request.query.kind}`,
    async (request) => {
      const words = await fastify.v1.call(request, v1Calls.hotList, {
        query: { category: HOT_LIST_CATEGORIES[request.query.kind] },
      });
      return wholeList(words.map(toNamedItem));
    },
  );

  registerRoute(fastify, listSuggestionsRoute, async (request) => {
    const words = await fastify.v1.call(request, v1Calls.associationWords, {
      query: { word: request.query.q, category: ASSOCIATION_WORD_CATEGORIES[request.query.kind] },
    });
    return wholeList(words.slice(0, maxSuggestions).map((word) => word.word));
  });

  registerCachedRoute(
    fastify,
    listLabelWordsRoute,
    () => 'label-words',
    async (request) => {
      const words = await fastify.v1.call(request, v1Calls.labelWords);
      return wholeList(words.map((word) => word.word));
    },
  );
}
