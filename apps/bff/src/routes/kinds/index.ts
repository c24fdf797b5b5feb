import { wholeList } from '@yunmo/api-contract/common';
import {
  getCategoryCountsRoute,
  getKindFiltersRoute,
  getSearchAnalysisRoute,
  searchKindModelsRoute,
} from '@yunmo/api-contract/kinds';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { PAGE_SIZES } from '@yunmo/domain/paging';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { toCategoryCounts } from '../../legacy/to-api.js';
import { registerRoute, registerSharedListRoute } from '../../http/register-route.js';
import { withEtag } from '../../plugins/app/cache.js';
import { getKindFilters } from '../../services/kind-filters.js';
import { analyseSearch, searchModels } from '../../services/model-search.js';

export default async function kindRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getKindFiltersRoute, async (request, reply) => {
    const value = await getKindFilters(fastify, request, request.params.kind);
    return withEtag(request, reply, value, fastify.config.CACHE_TTL_MS) ?? reply;
  });

  registerSharedListRoute(fastify, searchKindModelsRoute, (request) =>
    searchModels(fastify, request, request.params.kind, request.query),
  );

  registerRoute(fastify, getSearchAnalysisRoute, (request) =>
    analyseSearch(fastify, request, request.params.kind, request.query),
  );

  registerRoute(fastify, getCategoryCountsRoute, async (request) => {
    const { kind } = request.params;
    // Only the MAX/SU search counts hits per category.
    if (kind !== 'max' && kind !== 'su') return wholeList([]);
    const counts = await fastify.v1.call(request, v1Calls.categoryCount, {
      query: {
        element: request.query.q,
        modelType: KIND_CODES[kind],
        pn: 1,
        size: PAGE_SIZES.list,
      },
    });
    return wholeList(toCategoryCounts(counts));
  });
}
