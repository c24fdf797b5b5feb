import {
  createApiTokenRoute,
  listApiTokensRoute,
  revokeApiTokenRoute,
} from '@yunmo/api-contract/api-tokens';
import { wholeList } from '@yunmo/api-contract/common';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPES } from '@yunmo/domain/api-tokens';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';
import { legacyNullSchema } from '@yunmo/api-contract/v1/payloads';

const legacyTokenSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  tokenPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export default async function apiTokenRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, listApiTokensRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const tokens = await fastify.v1.fetch(
      request,
      { path: '/v1/apiToken/list', login: true },
      z.array(legacyTokenSchema),
    );
    return wholeList(tokens);
  });

  registerRoute(fastify, createApiTokenRoute, async (request, reply) => {
    // Only a login session creates tokens: a leaked token must not mint its successors.
    if (request.apiTokenScope !== null)
      throw new ApiError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.sessionRequired);
    void reply.header('cache-control', 'no-store');
    return fastify.v1.fetch(
      request,
      { method: 'POST', path: '/v1/apiToken/create', body: request.body, login: true },
      legacyTokenSchema.extend({ token: z.string() }),
    );
  });

  registerRoute(fastify, revokeApiTokenRoute, async (request, reply) => {
    await fastify.v1.fetch(
      request,
      { method: 'POST', path: '/v1/apiToken/revoke', body: { id: request.params.id }, login: true },
      legacyNullSchema,
    );
    return reply.code(204).send(null);
  });
}
