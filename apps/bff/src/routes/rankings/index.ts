import { wholeList } from '@yunmo/api-contract/common';
import { getRankingRoute } from '@yunmo/api-contract/rankings';
import { RANKING_CATEGORIES } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { registerCachedRoute } from '../../http/register-route.js';
import { toRankItems } from '../../legacy/to-api.js';

/** The ranking page shows the top 20. */
const rankingSize = 20;

const categories = {
  income: {
    total: RANKING_CATEGORIES.earningsCumulative,
    month: RANKING_CATEGORIES.earningsLastMonth,
  },
  uploads: {
    total: RANKING_CATEGORIES.uploadCumulative,
    month: RANKING_CATEGORIES.uploadLastMonth,
  },
} as const;

export default async function rankingRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    getRankingRoute,
    (request) => `ranking:${request.params.board}:${request.query.period}`,
    async (request) => {
      const items = await fastify.v1.call(request, v1Calls.ranking, {
        query: { category: categories[request.params.board][request.query.period] },
      });
      return wholeList(toRankItems(items.slice(0, rankingSize)));
    },
  );
}
