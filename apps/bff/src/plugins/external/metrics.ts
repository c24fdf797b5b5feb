import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, type Registry } from 'prom-client';
import { registerHttpMetrics } from '@yunmo/server-kit/http-metrics';
import { ApiError, errorMessages } from '../../errors.js';
import { sendError } from '../app/error-handler.js';

export interface GatewayMetrics {
  readonly registry: Registry;
  /** Public cache lookups, by result (`hit` or `miss`). */
  readonly cacheLookups: Counter<'result'>;
  /** Public cache emptied after a write, by origin (`local` write or a `peer` gateway's). */
  readonly cacheInvalidations: Counter<'origin'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics;
  }
}

/** Prometheus figures of this process: requests by route pattern, latency, event loop, memory, cache. */
export default fp(
  async function metricsPlugin(fastify: FastifyInstance) {
    const registry = registerHttpMetrics(fastify, {
      service: 'gateway',
      token: fastify.config.METRICS_TOKEN,
      refuse: (request, reply) =>
        sendError(request, reply, new ApiError(404, 'NOT_FOUND', errorMessages.notFound)),
    });
    const cacheLookups = new Counter({
      name: 'gateway_cache_lookups_total',
      help: 'Public cache lookups by result',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const cacheInvalidations = new Counter({
      name: 'gateway_cache_invalidations_total',
      help: 'Public cache emptied after a write, by origin (local or peer gateway)',
      labelNames: ['origin'] as const,
      registers: [registry],
    });
    fastify.decorate('metrics', { registry, cacheLookups, cacheInvalidations });
  },
  { name: 'metrics', dependencies: ['env'] },
);
