import {
  createApiTokenRoute,
  listApiTokensRoute,
  revokeApiTokenRoute,
} from '@yunmo/api-contract/api-tokens';
import { wholeList } from '@yunmo/api-contract/common';
import { API_TOKEN_MESSAGES } from '@yunmo/domain/api-tokens';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { ApiError } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';

export default async function apiTokenRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, listApiTokensRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const tokens = await fastify.v1.call(request, v1Calls.apiTokens);
    return wholeList(tokens);
  });

  registerRoute(fastify, createApiTokenRoute, async (request, reply) => {
    // Only a login session creates tokens: a leaked token must not mint its successors.
    if (request.apiTokenScope !== null)
      throw new ApiError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.sessionRequired);
    void reply.header('cache-control', 'no-store');
    return fastify.v1.call(request, v1Calls.createApiToken, { body: request.body });
  });

  registerRoute(fastify, revokeApiTokenRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.revokeApiToken, { body: { id: request.params.id } });
    return reply.code(204).send(null);
  });
}
