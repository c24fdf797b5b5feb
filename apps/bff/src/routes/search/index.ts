import { wholeList } from '@yunmo/api-contract/common';
import {
  listHotWordsRoute,
  listLabelWordsRoute,
  listSuggestionsRoute,
} from '@yunmo/api-contract/search';
import { ASSOCIATION_WORD_CATEGORIES, HOT_LIST_CATEGORIES } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import { legacyHotWordSchema, legacyLabelWordSchema } from '@yunmo/api-contract/v1/payloads';
import { toNamedItem } from '../../legacy/to-api.js';

const maxSuggestions = 10;

export default async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    listHotWordsRoute,
    (request) => `hot-words:${request.query.kind}`,
    async (request) => {
      const words = await fastify.v1.fetch(
        request,
        { path: '/v1/home/hotList', query: { category: HOT_LIST_CATEGORIES[request.query.kind] } },
        z.array(legacyHotWordSchema),
      );
      return wholeList(words.map(toNamedItem));
    },
  );

  registerRoute(fastify, listSuggestionsRoute, async (request) => {
    const words = await fastify.v1.fetch(
      request,
      {
        path: '/v1/home/associationWords',
        query: { word: request.query.q, category: ASSOCIATION_WORD_CATEGORIES[request.query.kind] },
      },
      z.array(legacyLabelWordSchema),
    );
    return wholeList(words.slice(0, maxSuggestions).map((word) => word.word));
  });

  registerCachedRoute(
    fastify,
    listLabelWordsRoute,
    () => 'label-words',
    async (request) => {
      const words = await fastify.v1.fetch(
        request,
        { path: '/v1/home/labelWords' },
        z.array(legacyLabelWordSchema),
      );
      return wholeList(words.map((word) => word.word));
    },
  );
}
