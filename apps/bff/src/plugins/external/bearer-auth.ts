import {
  isApiToken,
  scopeAllows,
  scopeOfApiToken,
  type ApiTokenScope,
} from '@yunmo/domain/api-tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, errorMessages } from '../../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The scope of the personal access token this /api call is authenticated by; null for cookie or guest calls. */
    apiTokenScope: ApiTokenScope | null;
  }
}

const bearerPattern = /^Bearer\s+(\S+)\s*$/iu;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The token of an `Authorization: Bearer` header, undefined without one. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  return bearerPattern.exec(header)?.[1] ?? '';
}

/** 401 for a bearer credential that is not a personal access token, naming the scheme (RFC 6750). */
function invalidBearer(reply: FastifyReply): ApiError {
  void reply.header('www-authenticate', 'Bearer realm="yunmo-api", error="invalid_token"');
  return new ApiError(401, 'NOT_LOGGED_IN', errorMessages.notLoggedIn);
}

/**
 * Personal access tokens on /api (ADR 0033). A call with `Authorization: Bearer ymp_…` is
 * authenticated by the token alone: it takes the request's credential slot (the `token` cookie,
 * which the upstream calls, the rate limiter and the cache rules already read), so it needs no CSRF
 * token (a page on another site cannot set the header) and is counted per token. A read token is
 * refused any method but GET/HEAD/OPTIONS before the API is called; the API checks the hash and
 * revocation on every call. Tokens are accepted nowhere else: sent as a cookie or `token` header, or
 * to the legacy /v1 passthrough, they are dropped, so the scope cannot be sidestepped.
 */
export default fp(
  async function bearerAuthPlugin(fastify: FastifyInstance) {
    fastify.decorateRequest('apiTokenScope', null);
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const cookieToken = request.cookies.token;
      if (cookieToken !== undefined && isApiToken(cookieToken)) delete request.cookies.token;
      const headerToken = request.headers.token;
      if (typeof headerToken === 'string' && isApiToken(headerToken)) delete request.headers.token;
      if (!isApiPath(request.url)) return;
      const bearer = bearerOf(request);
      if (bearer === undefined) return;
      const scope = scopeOfApiToken(bearer);
      if (scope === undefined) throw invalidBearer(reply);
      if (!scopeAllows(scope, request.method)) {
        void reply.header(
          'www-authenticate',
          'Bearer realm="yunmo-api", error="insufficient_scope", scope="write"',
        );
        throw new ApiError(403, 'TOKEN_SCOPE', '');
      }
      request.apiTokenScope = scope;
      request.cookies.token = bearer;
    });
  },
  { name: 'bearer-auth', dependencies: ['cookie'] },
);
