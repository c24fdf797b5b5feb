import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import { registerHttpMetrics } from '@yunmo/server-kit/http-metrics';

export interface ApiMetrics {
  readonly registry: Registry;
  /** Downloads granted (a signed link handed out), by mode (`check` free, `pay` charged). */
  readonly downloads: Counter<'mode'>;
  /** Orders created, by channel (`qr`, `beans`) and purpose. */
  readonly orders: Counter<'channel' | 'purpose'>;
  /** Sign-in attempts that reached a verdict, by result (`success`, `failure`). */
  readonly signIns: Counter<'result'>;
  /** Search result cache lookups, by result (`hit`, `counts`, `miss`, `unversioned`). */
  readonly searchCache: Counter<'result'>;
  /** Searches whose page and counts came from the in-memory index or from the database. */
  readonly searchAnswers: Counter<'by'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

/** Prometheus figures of the API: requests by route pattern, latency, event loop, memory, pool, business events. */
export default fp(
  async (fastify: FastifyInstance) => {
    const registry = registerHttpMetrics(fastify, {
      service: 'api',
      token: fastify.config.METRICS_TOKEN,
      refuse: (_request, reply) =>
        reply.code(404).send({ code: 404, msg: 'This page could not be found', data: null }),
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
    new Gauge({
      name: 'yunmo_dependency_degraded',
      help: 'A shared dependency is unreachable and the process runs on its own fallback (1)',
      labelNames: ['dependency'] as const,
      registers: [registry],
      collect() {
        if (!fastify.hasDecorator('accountSecurity')) return;
        this.set(
          { dependency: 'redis' },
          fastify.accountSecurity.stateStatus() === 'degraded' ? 1 : 0,
        );
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
    const searchCache = new Counter({
      name: 'yunmo_search_cache_lookups_total',
      help: 'Search result cache lookups: hit, counts (only the counts stored), miss, unversioned (no data version)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const searchAnswers = new Counter({
      name: 'yunmo_search_answers_total',
      help: 'Search pages and counts computed, by what answered: index (in memory) or database',
      labelNames: ['by'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'yunmo_search_index_models',
      help: 'Online models held by the in-memory search index (0 until its first full read ends)',
      registers: [registry],
      collect() {
        const index = fastify.hasDecorator('searchIndex') ? fastify.searchIndex : undefined;
        this.set(index?.state === 'ready' ? index.modelCount : 0);
      },
    });
    fastify.decorate('metrics', {
      registry,
      downloads,
      orders,
      signIns,
      searchCache,
      searchAnswers,
    });
  },
  { name: 'metrics', dependencies: ['env'] },
);
