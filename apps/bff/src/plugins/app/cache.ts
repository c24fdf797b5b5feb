import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const maxEntries = 1000;

export interface CachedValue<T> {
  data: T;
  etag: string;
}

export interface PublicCache {
  /**
   * The value under `key`, produced at most once per TTL (concurrent callers share one upstream
   * call). With a TTL of 0 every call produces afresh.
   */
  get<T>(key: string, produce: () => Promise<T>): Promise<CachedValue<T>>;
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
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
  reply.header('cache-control', ttlMs > 0 ? `public, max-age=${Math.floor(ttlMs / 1000)}` : 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], value.etag)) {
    void reply.code(304).send();
    return undefined;
  }
  return value.data;
}

interface Entry {
  expiresAt: number;
  value: Promise<CachedValue<unknown>>;
}

export default fp(
  async function cachePlugin(fastify: FastifyInstance) {
    const ttlMs = fastify.config.CACHE_TTL_MS;
    const entries = new Map<string, Entry>();

    function produceValue<T>(produce: () => Promise<T>): Promise<CachedValue<T>> {
      return produce().then((data) => ({ data, etag: etagOf(data) }));
    }

    fastify.decorate('publicCache', {
      get<T>(key: string, produce: () => Promise<T>): Promise<CachedValue<T>> {
        if (ttlMs === 0) return produceValue(produce);
        const now = Date.now();
        const existing = entries.get(key);
        if (existing !== undefined && existing.expiresAt > now) {
          fastify.metrics.cacheLookups.inc({ result: 'hit' });
          return existing.value as Promise<CachedValue<T>>;
        }
        fastify.metrics.cacheLookups.inc({ result: 'miss' });
        const value = produceValue(produce);
        const entry: Entry = { expiresAt: now + ttlMs, value };
        entries.delete(key);
        entries.set(key, entry);
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        // Failures are not cached: the next caller tries the upstream again.
        value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
        return value;
      },
      clear() {
        entries.clear();
      },
    });
  },
  { name: 'cache', dependencies: ['env', 'metrics'] },
);
