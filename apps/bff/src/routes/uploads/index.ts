import { getFeedbackUploadPolicyRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';

const legacyPolicySchema = z.object({
  storage: z.enum(['local', 's3']),
  host: z.string(),
  fields: z.record(z.string(), z.string()),
});

export default async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  // The browser posts the form to `host` itself: the built-in storage (through /v1) or S3.
  registerRoute(fastify, getFeedbackUploadPolicyRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return fastify.v1.fetch(
      request,
      { path: '/v1/feedback/policy', login: true },
      legacyPolicySchema,
    );
  });
}
