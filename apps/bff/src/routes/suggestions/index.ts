import { submitSuggestionRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

export default async function suggestionRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, submitSuggestionRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.suggestion, { body: request.body });
    return reply.code(204).send(null);
  });
}
