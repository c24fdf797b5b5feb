import { submitExperienceFeedbackRoute, submitFeedbackRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

export default async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  // The body was checked with the domain's feedback schema (the web form uses the same one).
  registerRoute(fastify, submitFeedbackRoute, async (request) =>
    fastify.v1.call(request, v1Calls.feedback, { body: request.body }),
  );

  registerRoute(fastify, submitExperienceFeedbackRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.experienceFeedback, { body: request.body });
    return reply.code(204).send(null);
  });
}
