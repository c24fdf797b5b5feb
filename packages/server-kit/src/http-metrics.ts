import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with a token, whoever sends it as a bearer token; without one, only a
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

export interface HttpMetricsOptions {
  /** The `service` label on every series. */
  service: string;
  /** Bearer token that opens /metrics from anywhere (else loopback only). */
  token: string | undefined;
  /** Answers a caller that may not read the figures (each process in its own error shape). */
  refuse: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

/**
 * Prometheus figures every process shares: requests and latency by route pattern, event loop and
 * memory, served at /metrics. Returns the registry, for the process's own series. One registry per
 * app, so several apps in one process (tests) do not collide.
 */
export function registerHttpMetrics(
  fastify: FastifyInstance,
  options: HttpMetricsOptions,
): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
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
      if (!mayReadMetrics(request, options.token)) return options.refuse(request, reply);
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
  return registry;
}
