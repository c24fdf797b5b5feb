import { getSignInRoute, signInRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls, type V1Data } from '@yunmo/api-contract/v1/calls';

const toState = (raw: V1Data<typeof v1Calls.signInfo>) => ({
  signedToday: raw.sign !== 0,
  downloadPoints: raw.downCoin,
});

export default async function signInRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getSignInRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return toState(await fastify.v1.call(request, v1Calls.signInfo));
  });

  // Already signed today answers 422 with legacyCode 10031 and the API's message.
  registerRoute(fastify, signInRoute, async (request) =>
    toState(await fastify.v1.call(request, v1Calls.signIn)),
  );
}
