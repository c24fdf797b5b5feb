import {
  cancelFavouriteRoute,
  getFavouriteRoute,
  saveFavouriteRoute,
} from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyInt, legacyNullSchema } from '@yunmo/api-contract/v1/payloads';

export default async function favouriteRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, saveFavouriteRoute, async (request) => {
    await fastify.v1.fetch(
      request,
      {
        method: 'POST',
        path: '/v1/favor',
        body: { materialId: request.body.modelId, folderId: request.body.folderId },
        login: true,
      },
      legacyNullSchema,
    );
    return { favourited: true, folderId: request.body.folderId };
  });

  registerRoute(fastify, getFavouriteRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const state = await fastify.v1.fetch(
      request,
      { path: '/v1/favor/state', query: { materialId: request.params.modelId }, login: true },
      z.object({ favor: legacyInt, folderId: legacyInt.nullable() }),
    );
    return { favourited: state.favor === 1, folderId: state.folderId };
  });

  registerRoute(fastify, cancelFavouriteRoute, async (request, reply) => {
    await fastify.v1.fetch(
      request,
      {
        method: 'DELETE',
        path: '/v1/favor/cancel',
        query: { category: request.query.category, materialId: request.params.modelId },
        login: true,
      },
      legacyNullSchema,
    );
    return reply.code(204).send(null);
  });
}
