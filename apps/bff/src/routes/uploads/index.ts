import { getFeedbackUploadPolicyRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

export default async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  // The browser posts the form to `host` itself: the built-in storage (through /v1) or S3.
  registerRoute(fastify, getFeedbackUploadPolicyRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    // The form's fields only: the policy's expiry is the API's own check.
    const { storage, host, fields } = await fastify.v1.call(request, v1Calls.feedbackPolicy);
    return { storage, host, fields };
  });
}
