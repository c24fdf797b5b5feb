import type { V1Call, V1Reply } from '@yunmo/api-contract/v1/calls';
import { V1_CODES, V1_OK_MESSAGE } from '@yunmo/api-contract/v1/codes';
import { v1PublicEffect } from '@yunmo/api-contract/v1/public-effect';
import { CoalescedTask } from '@yunmo/server-kit/coalesced-task';
import fp from 'fastify-plugin';
import {
  MemoryVersion,
  PublicCache,
  RedisVersion,
  type DataVersion,
} from '../../http/public-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyReply {
    /**
     * Answers a public list like `v1`, from the serialized answer stored for this URL while no
     * write happened since (with an ETag; a matching If-None-Match gets 304).
     */
    v1Cached<C extends V1Call>(call: C, compute: () => Promise<V1Reply<C>>): Promise<FastifyReply>;
  }
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The hot public lists answered from a cache that every write request empties, on every API
 * instance (a shared version in Redis with REDIS_URL, as the other shared state; ADR 0048).
 */
export default fp(
  (fastify, _options, done) => {
    const { REDIS_URL, REDIS_KEY_PREFIX } = fastify.config;
    const version: DataVersion =
      REDIS_URL === undefined ? new MemoryVersion() : new RedisVersion(REDIS_URL, REDIS_KEY_PREFIX);
    // The age bound covers what moves without a request: the clock (lists of the last 7 days)
    // and the scheduled jobs.
    const cache = new PublicCache(version, {
      maxAgeMs: fastify.config.PUBLIC_CACHE_MAX_AGE_MS,
      maxEntries: 1_000,
    });
    fastify.decorate('publicCache', cache);
    const failed = (error: unknown) =>
      fastify.log.error({ err: error }, 'the public list cache could not be invalidated');
    // The counter writes of PUBLIC_COUNTS_LAG_MS share one invalidation (ADR 0065).
    const countsInvalidation = new CoalescedTask(() => {
      cache.invalidate().catch(failed);
    });
    fastify.addHook('onClose', async () => {
      countsInvalidation.cancel();
      await version.close();
    });
    // Before the answer leaves: whoever saw the write answered may already ask again.
    // Whatever the outcome: the legacy dialect answers failures with 200 too, and a failure may
    // come after part of a write landed.
    // Each write's effect is declared with its /v1 call (ADR 0065): one that changes nothing
    // public keeps the lists, one that moves only counters empties them within the counters' lag.
    fastify.addHook('onSend', async (request, _reply, payload) => {
      if (reads.has(request.method)) return payload;
      const effect = v1PublicEffect(request.routeOptions.url ?? request.url.split('?')[0]!);
      if (effect === 'none') return payload;
      if (effect === 'counts') {
        countsInvalidation.request(fastify.config.PUBLIC_COUNTS_LAG_MS);
        return payload;
      }
      try {
        await cache.invalidate();
      } catch (error) {
        request.log.error({ err: error }, 'the public list cache could not be invalidated');
      }
      return payload;
    });
    fastify.decorateReply(
      'v1Cached',
      async function v1Cached(_call: V1Call, compute: () => Promise<unknown>) {
        const answer = await cache.answer(this.request.url, async () =>
          JSON.stringify({ code: V1_CODES.ok, msg: V1_OK_MESSAGE, data: await compute() }),
        );
        this.header('etag', answer.etag);
        if (this.request.headers['if-none-match'] === answer.etag) return this.code(304).send();
        return this.code(200).type('application/json; charset=utf-8').send(answer.body);
      },
    );
    done();
  },
  { name: 'public-cache', dependencies: ['env'] },
);
