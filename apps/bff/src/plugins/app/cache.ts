import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { CoalescedTask } from '@yunmo/server-kit/coalesced-task';
import type { DeclaredPublicEffect } from '@yunmo/api-contract/v1/define';
import { v1PublicEffect, type PublicEffect } from '@yunmo/api-contract/v1/public-effect';

const maxEntries = 1000;

export interface CachedValue<T> {
  data: T;
  etag: string;
  /** Whether the value came from the cache (undefined: not looked up). */
  hit?: boolean;
}

export interface PublicCache {
  /**
   * The value under `key`, produced at most once per TTL (concurrent callers share one upstream
   * call). With a TTL of 0 every call produces afresh.
   */
  get<T>(key: string, produce: () => Promise<T>): Promise<CachedValue<T>>;
  /** Empties this gateway's cache. */
  clear(): void;
  /** Empties this gateway's cache and, with Redis, every other gateway's. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** A write's declared effect on public answers (from its route contract; ADR 0065). */
    publicEffect?: DeclaredPublicEffect;
  }
}

export function etagOf(data: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

/**
 * Answers public browsing data with an ETag, or 304 when the client already has it.
 * Returns undefined after sending a 304 (the handler must then return the reply).
 */
export function withEtag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  value: CachedValue<T>,
  ttlMs: number,
): T | undefined {
  reply.header('etag', value.etag);
  if (value.hit !== undefined) reply.header(cacheHeader, value.hit ? 'hit' : 'miss');
  reply.header(
    'cache-control',
    ttlMs > 0 ? `public, max-age=${Math.floor(ttlMs / 1000)}` : 'no-cache',
  );
  if (matchesIfNoneMatch(request.headers['if-none-match'], value.etag)) {
    void reply.code(304).send();
    return undefined;
  }
  return value.data;
}

/** Header naming whether a cached public answer came from this gateway's cache (operators, tests). */
export const cacheHeader = 'x-cache';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a successful write changes that visitors share: as its /api contract declares, or its /v1
 * call for the passthrough; signing in and out changes only the caller's own session.
 */
function publicEffectOf(request: FastifyRequest): PublicEffect {
  const declared = request.routeOptions.config.publicEffect;
  if (declared !== undefined) return declared;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/session/')) return 'none';
  if (path.startsWith('/v1/')) return v1PublicEffect(path);
  return 'all';
}

/**
 * The public browsing cache: an LRU of at most 1000 values, each kept CACHE_TTL_MS. A successful
 * write through any gateway empties it; with REDIS_URL the write is announced on a Redis channel,
 * so every other gateway empties its own too and no visitor reads data older than the write
 * (between gateways the lag is one pub/sub message).
 */
export default fp(
  async function cachePlugin(fastify: FastifyInstance) {
    const ttlMs = fastify.config.CACHE_TTL_MS;
    const entries = new LRUCache<string, Promise<CachedValue<unknown>>>({
      max: maxEntries,
      ttl: Math.max(ttlMs, 1),
    });
    const channel = `${fastify.config.REDIS_KEY_PREFIX}bff-cache-invalidate`;
    const instance = randomUUID();

    function produceValue<T>(produce: () => Promise<T>): Promise<CachedValue<T>> {
      return produce().then((data) => ({ data, etag: etagOf(data) }));
    }

    let publisher: Redis | undefined;
    const redisUrl = fastify.config.REDIS_URL;
    if (redisUrl !== undefined && ttlMs > 0) {
      const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 };
      publisher = new Redis(redisUrl, options);
      const subscriber = new Redis(redisUrl, options);
      // A Redis outage must not end the gateway: each keeps its own TTL meanwhile.
      publisher.on('error', () => undefined);
      subscriber.on('error', () => undefined);
      subscriber.on('message', (_channel: string, sender: string) => {
        if (sender === instance) return;
        entries.clear();
        fastify.metrics.cacheInvalidations.inc({ origin: 'peer' });
      });
      await subscriber.subscribe(channel).catch((error: unknown) => {
        fastify.log.warn(
          { err: error },
          'cache invalidation channel unavailable: caches expire by TTL only',
        );
      });
      fastify.addHook('onClose', async () => {
        await Promise.all(
          [publisher?.quit(), subscriber.quit()].map((done) => done?.catch(() => undefined)),
        );
      });
    }

    const cache: PublicCache = {
      async get<T>(key: string, produce: () => Promise<T>): Promise<CachedValue<T>> {
        if (ttlMs === 0) return produceValue(produce);
        const existing = entries.get(key);
        if (existing !== undefined) {
          fastify.metrics.cacheLookups.inc({ result: 'hit' });
          return { ...((await existing) as CachedValue<T>), hit: true };
        }
        fastify.metrics.cacheLookups.inc({ result: 'miss' });
        const value = produceValue(produce);
        entries.set(key, value);
        // Failures are not cached: the next caller tries the upstream again.
        value.catch(() => {
          if (entries.get(key) === value) entries.delete(key);
        });
        return { ...(await value), hit: false };
      },
      clear() {
        entries.clear();
      },
      invalidate() {
        if (entries.size > 0) entries.clear();
        fastify.metrics.cacheInvalidations.inc({ origin: 'local' });
        publisher?.publish(channel, instance).catch((error: unknown) => {
          fastify.log.warn(
            { err: error },
            'cache invalidation not announced to the other gateways',
          );
        });
      },
    };
    fastify.decorate('publicCache', cache);
    // The counter writes of CACHE_COUNTS_LAG_MS share one invalidation (ADR 0065).
    const countsInvalidation = new CoalescedTask(() => {
      cache.invalidate();
    });
    fastify.addHook('onClose', async () => {
      countsInvalidation.cancel();
    });

    // A successful write may change what the public pages show (listings, rankings, counts).
    fastify.addHook('onResponse', async (request, reply) => {
      if (ttlMs === 0 || !unsafeMethods.has(request.method) || reply.statusCode >= 400) return;
      const effect = publicEffectOf(request);
      if (effect === 'counts') countsInvalidation.request(fastify.config.CACHE_COUNTS_LAG_MS);
      else if (effect === 'all') cache.invalidate();
    });
  },
  { name: 'cache', dependencies: ['env', 'metrics'] },
);
