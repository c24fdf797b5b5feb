import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { ApiError, errorMessages } from '../../errors.js';
import { sendError } from '../app/error-handler.js';

export interface GatewayMetrics {
  readonly registry: Registry;
  /** Public cache lookups, by result (`hit` or `miss`). */
  readonly cacheLookups: Counter<'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics;
  }
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, only a
 * direct loopback peer. A request relayed by a proxy on the same machine carries X-Forwarded-For and
 * is refused, so a public reverse proxy never exposes the figures.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return (
    loopback.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined
  );
}

/** Prometheus figures of this process: requests by route pattern, latency, event loop, memory, cache. */
export default fp(
  async function metricsPlugin(fastify: FastifyInstance) {
    // One registry per app, so several apps in one process (tests) do not collide.
    const registry = new Registry();
    registry.setDefaultLabels({ service: 'gateway' });
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route pattern',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const cacheLookups = new Counter({
      name: 'gateway_cache_lookups_total',
      help: 'Public cache lookups by result',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    fastify.decorate('metrics', { registry, cacheLookups });

    fastify.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: one series per route, whatever the ids and queries.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    fastify.get(
      '/metrics',
      { config: { pressureHandler: () => undefined, rateLimit: false } },
      async (request, reply) => {
        if (!mayReadMetrics(request, fastify.config.METRICS_TOKEN)) {
          return sendError(request, reply, new ApiError(404, 'NOT_FOUND', errorMessages.notFound));
        }
        return reply
          .header('cache-control', 'no-store')
          .type(registry.contentType)
          .send(await registry.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['env'] },
);
