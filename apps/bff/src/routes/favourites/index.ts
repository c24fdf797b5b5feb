import { cancelFavouriteRoute, getFavouriteRoute, saveFavouriteRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyInt, legacyNullSchema } from '../../legacy/schemas.js';

export default async function favouriteRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, saveFavouriteRoute, async (request, reply) => {
    await fastify.upstream.call(
      request,
      { method: 'POST', path: '/v1/favor', body: { materialId: request.body.modelId, folderId: request.body.folderId }, withToken: true },
      legacyNullSchema,
    );
    return reply.code(204).send(null);
  });

  registerRoute(fastify, getFavouriteRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const state = await fastify.upstream.call(
      request,
      { path: '/v1/favor/state', query: { materialId: request.params.modelId }, withToken: true },
      z.object({ favor: legacyInt, folderId: legacyInt.nullable() }),
    );
    return { favourited: state.favor === 1, folderId: state.folderId };
  });

  registerRoute(fastify, cancelFavouriteRoute, async (request, reply) => {
    await fastify.upstream.call(
      request,
      { method: 'DELETE', path: '/v1/favor/cancel', query: { category: request.query.category, materialId: request.params.modelId }, withToken: true },
      legacyNullSchema,
    );
    return reply.code(204).send(null);
  });
}
