import {
  cancelFavouriteRoute,
  getFavouriteRoute,
  saveFavouriteRoute,
} from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

export default async function favouriteRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, saveFavouriteRoute, async (request) => {
    await fastify.v1.call(request, v1Calls.favour, {
      body: { materialId: request.body.modelId, folderId: request.body.folderId },
    });
    return { favourited: true, folderId: request.body.folderId };
  });

  registerRoute(fastify, getFavouriteRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const state = await fastify.v1.call(request, v1Calls.favourState, {
      query: { materialId: request.params.modelId },
    });
    return { favourited: state.favor === 1, folderId: state.folderId };
  });

  registerRoute(fastify, cancelFavouriteRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.cancelFavour, {
      query: { category: request.query.category, materialId: request.params.modelId },
    });
    return reply.code(204).send(null);
  });
}
