import { getSignInRoute, signInRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyInt } from '@yunmo/api-contract/v1/payloads';

const legacySignSchema = z.object({ sign: legacyInt, downCoin: z.string() });
const toState = (raw: z.infer<typeof legacySignSchema>) => ({
  signedToday: raw.sign !== 0,
  downloadPoints: raw.downCoin,
});

export default async function signInRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getSignInRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return toState(
      await fastify.v1.fetch(request, { path: '/v1/sign/info', login: true }, legacySignSchema),
    );
  });

  // Already signed today answers 422 with legacyCode 10031 and the API's message.
  registerRoute(fastify, signInRoute, async (request) =>
    toState(
      await fastify.v1.fetch(
        request,
        { method: 'POST', path: '/v1/sign/in', login: true },
        legacySignSchema,
      ),
    ),
  );
}
