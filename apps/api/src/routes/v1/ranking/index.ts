import { v1Calls } from '@yunmo/api-contract/v1/calls';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { oneOf, parseParams } from '../../../http/params.js';
import { rankingList } from '../../../ranking/queries.js';
import { rankingSize } from '../../../ranking/refresh.js';

const ranking: FastifyPluginAsync = async (fastify) => {
  fastify.get('/list', async (request, reply) => {
    const { category } = parseParams(
      z.object({ category: oneOf('category', [1, 2, 3, 4] as const, 1) }),
      request.query,
    );
    return reply.v1Cached(v1Calls.ranking, () => rankingList(fastify.db, category, rankingSize));
  });
};

export default ranking;
