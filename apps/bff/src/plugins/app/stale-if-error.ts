import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Bounds of the copies kept for an upstream outage: entries, bytes per copy and in all. */
const maxEntries = 500;
const maxCopyBytes = 256 * 1024;
const maxTotalBytes = 16 * 1024 * 1024;

export const staleHeader = 'x-served-stale';

interface Copy {
  payload: string;
  contentType: string;
  storedAt: number;
}

export interface StaleCopies {
  /** Answers the last good copy of a public page when the upstream is down; false when there is none. */
  answer(request: FastifyRequest, reply: FastifyReply): boolean;
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    staleCopies: StaleCopies;
  }
  interface FastifyContextConfig {
    /** A public GET of browsing data: its last good answer may stand in while the upstream is down. */
    publicRead?: boolean;
  }
}

/** Only what every visitor sees alike: guests' public GETs that set no cookie. */
function isShareable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.routeOptions.config.publicRead !== true) return false;
  const token = request.cookies.token;
  return token === undefined || token === '';
}

/**
 * Stale-if-error for the public catalogue: the last 200 of each public GET (by URL) is kept, in a
 * bounded LRU, and answered instead of 502/504 while the API is unreachable, for at most
 * STALE_IF_ERROR_MS. Visitors keep browsing what they saw a moment ago; writes and per-user calls
 * still fail clearly.
 */
export default fp(
  async function staleIfErrorPlugin(fastify: FastifyInstance) {
    const lifetimeMs = fastify.config.STALE_IF_ERROR_MS;
    const copies = new Map<string, Copy>();
    let totalBytes = 0;

    function forget(key: string): void {
      const copy = copies.get(key);
      if (copy === undefined) return;
      copies.delete(key);
      totalBytes -= copy.payload.length;
    }

    fastify.decorate('staleCopies', {
      answer(request: FastifyRequest, reply: FastifyReply): boolean {
        if (lifetimeMs === 0 || !isShareable(request)) return false;
        const copy = copies.get(request.url);
        if (copy === undefined) return false;
        if (Date.now() - copy.storedAt > lifetimeMs) {
          forget(request.url);
          return false;
        }
        void reply
          .code(200)
          .header('content-type', copy.contentType)
          .header('cache-control', 'no-store')
          .header(staleHeader, new Date(copy.storedAt).toUTCString())
          .send(copy.payload);
        return true;
      },
      get size() {
        return copies.size;
      },
    });

    if (lifetimeMs === 0) return;
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string' || !isShareable(request))
        return payload;
      if (
        reply.hasHeader('set-cookie') ||
        reply.hasHeader(staleHeader) ||
        payload.length > maxCopyBytes
      )
        return payload;
      forget(request.url);
      copies.set(request.url, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        storedAt: Date.now(),
      });
      totalBytes += payload.length;
      while (copies.size > maxEntries || totalBytes > maxTotalBytes) {
        const oldest = copies.keys().next().value;
        if (oldest === undefined) break;
        forget(oldest);
      }
      return payload;
    });
  },
  { name: 'stale-if-error', dependencies: ['env', 'cookie'] },
);
