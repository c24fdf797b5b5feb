import type { FastifyInstance } from 'fastify';
import { request as upstreamRequest } from 'undici';

const upstreamCheckTimeoutMs = 2000;

/** Liveness and readiness, for load balancers and orchestrators. */
export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  // Alive as long as the process answers, under pressure too: shedding load is not a reason to restart.
  fastify.get(
    '/healthz',
    { config: { pressureHandler: () => undefined, rateLimit: false } },
    (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  // Ready when the API answers its own readiness check (it checks the database and storage).
  fastify.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    let upstream: 'ok' | 'unreachable' = 'unreachable';
    try {
      // undici's request, not fetch: fetch refuses ports on its blocked list (4190, 6000, ...).
      const response = await upstreamRequest(`${fastify.config.V1_UPSTREAM}/readyz`, {
        headers: { 'x-request-id': request.id },
        headersTimeout: upstreamCheckTimeoutMs,
        bodyTimeout: upstreamCheckTimeoutMs,
        signal: AbortSignal.timeout(upstreamCheckTimeoutMs),
      });
      await response.body.dump();
      if (response.statusCode >= 200 && response.statusCode < 300) upstream = 'ok';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: upstream unreachable');
    }
    const ready = upstream === 'ok';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', checks: { upstream } });
  });
}
