import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, errorMessages } from '../../errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods /api answers on this URL's path (empty when the path itself is unknown). */
    allowedMethods(url: string): string[];
  }
}

/** `/api/albums/:uuid` -> a pattern matching one concrete path of that route. */
export function routePattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`, 'u');
}

/**
 * A known /api path called with a method it does not have is a 405 with `Allow` (RFC 9110), not a
 * 404; undefined when the path is unknown too.
 */
export function methodNotAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
): ApiError | undefined {
  const allowed = request.server.allowedMethods(request.url);
  if (allowed.length === 0) return undefined;
  void reply.header('allow', allowed.join(', '));
  return new ApiError(405, 'METHOD_NOT_ALLOWED', errorMessages.methodNotAllowed);
}

export default fp(
  async function allowedMethodsPlugin(fastify: FastifyInstance) {
    const routes: { pattern: RegExp; methods: Set<string> }[] = [];
    const byUrl = new Map<string, Set<string>>();
    fastify.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      let methods = byUrl.get(route.url);
      if (methods === undefined) {
        methods = new Set();
        byUrl.set(route.url, methods);
        routes.push({ pattern: routePattern(route.url), methods });
      }
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        methods.add(method);
    });
    fastify.decorate('allowedMethods', (url: string) => {
      const path = url.split('?', 1)[0] ?? '';
      if (!path.startsWith('/api/')) return [];
      const allowed = new Set<string>();
      for (const route of routes)
        if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
      return [...allowed].sort();
    });
  },
  { name: 'allowed-methods' },
);
