import { submitExperienceFeedbackRoute, submitFeedbackRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyInt, legacyNullSchema } from '@yunmo/api-contract/v1/payloads';

export default async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  // The body was checked with the domain's feedback schema (the web form uses the same one).
  registerRoute(fastify, submitFeedbackRoute, async (request) =>
    fastify.v1.fetch(
      request,
      { method: 'POST', path: '/v1/feedback/submit', body: request.body, login: true },
      z.object({ id: legacyInt }),
    ),
  );

  registerRoute(fastify, submitExperienceFeedbackRoute, async (request, reply) => {
    await fastify.v1.fetch(
      request,
      { method: 'POST', path: '/v1/feedback/save', body: request.body, login: true },
      legacyNullSchema,
    );
    return reply.code(204).send(null);
  });
}
