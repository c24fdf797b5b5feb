import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface ApiMetrics {
  readonly registry: Registry;
  /** Downloads granted (a signed link handed out), by mode (`check` free, `pay` charged). */
  readonly downloads: Counter<'mode'>;
  /** Orders created, by channel (`qr`, `beans`) and purpose. */
  readonly orders: Counter<'channel' | 'purpose'>;
  /** Sign-in attempts that reached a verdict, by result (`success`, `failure`). */
  readonly signIns: Counter<'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, only a
 * direct loopback peer (no X-Forwarded-For, so nothing relayed by a proxy).
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

/** Prometheus figures of the API: requests by route pattern, latency, event loop, memory, pool, business events. */
export default fp(
  async (fastify: FastifyInstance) => {
    // One registry per app, so several apps in one process (tests) do not collide.
    const registry = new Registry();
    registry.setDefaultLabels({ service: 'api' });
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
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (PGlite has no pool)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const executor = fastify.hasDecorator('db') ? fastify.db.executor : undefined;
        if (!(executor instanceof pg.Pool)) return;
        this.set({ state: 'total' }, executor.totalCount);
        this.set({ state: 'idle' }, executor.idleCount);
        this.set({ state: 'waiting' }, executor.waitingCount);
      },
    });
    const downloads = new Counter({
      name: 'yunmo_downloads_granted_total',
      help: 'Downloads granted',
      labelNames: ['mode'] as const,
      registers: [registry],
    });
    const orders = new Counter({
      name: 'yunmo_orders_created_total',
      help: 'Orders created',
      labelNames: ['channel', 'purpose'] as const,
      registers: [registry],
    });
    const signIns = new Counter({
      name: 'yunmo_sign_ins_total',
      help: 'Sign-in attempts by result',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    fastify.decorate('metrics', { registry, downloads, orders, signIns });

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
          return reply
            .code(404)
            .send({ code: 404, msg: 'This page could not be found', data: null });
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
