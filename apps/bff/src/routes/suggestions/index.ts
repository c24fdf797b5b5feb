import { submitSuggestionRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { legacyNullSchema } from '@yunmo/api-contract/v1/payloads';

export default async function suggestionRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, submitSuggestionRoute, async (request, reply) => {
    await fastify.v1.fetch(
      request,
      { method: 'POST', path: '/v1/feedback/suggestion', body: request.body, login: true },
      legacyNullSchema,
    );
    return reply.code(204).send(null);
  });
}
