import type { IncomingHttpHeaders } from 'node:http';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER } from '@yunmo/domain/client-address';
import { ApiError, errorMessages, upstreamTimedOut } from '../../errors.js';
import { clientHeaders } from '../../http/client-address.js';
import { sendError } from './error-handler.js';

/**
 * Headers a visitor may not hand to the API: forwarding and client-address headers are the
 * gateway's to write, and `expect` (100-continue, which curl sends for large uploads) is answered
 * by this server itself; undici refuses to send it upstream.
 */
const droppedHeaders = new Set([
  'cookie',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  CLIENT_IP_HEADER,
  CLIENT_IP_SIGNATURE_HEADER,
]);

/**
 * Request headers for the upstream: the `token` header from the `token` cookie, no cookies, and the
 * visitor's (signed) address, overwriting any the visitor sent: the API's login limit counts it.
 */
export function forwardedHeaders(
  request: FastifyRequest,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!droppedHeaders.has(name.toLowerCase())) forwarded[name] = value;
  }
  Object.assign(forwarded, clientHeaders(request), { 'x-request-id': request.id });
  const token = request.cookies.token;
  if (forwarded.token === undefined && token !== undefined && token !== '') forwarded.token = token;
  return forwarded;
}

function onProxyError(reply: FastifyReply, { error }: { error: Error }): void {
  const details = error as Error & { statusCode?: number; code?: string };
  const timedOut = details.statusCode === 504 || /TIMEOUT/i.test(details.code ?? '');
  reply.log.warn({ err: error }, 'legacy passthrough failed');
  const apiError = timedOut
    ? upstreamTimedOut()
    : new ApiError(502, 'UPSTREAM_ERROR', errorMessages.requestError);
  void sendError(reply.request, reply, apiError);
}

/**
 * `/v1/*`, `/user/v1/*` (the follow calls) and `/files/*` pass through unchanged to the legacy API (bodies, status codes, Range
 * requests); only the identity is translated from cookie to header.
 */
export default fp(
  async function legacyProxyPlugin(fastify: FastifyInstance) {
    const timeout = fastify.config.UPSTREAM_TIMEOUT_MS;
    // The operator's calls are made on the API itself, never through the public gateway.
    fastify.all('/v1/operator/*', async (_request, reply) =>
      reply.code(404).send({ code: 404, msg: 'Not Found', data: null }),
    );
    for (const prefix of ['/v1', '/user/v1', '/files']) {
      const options: FastifyHttpProxyOptions = {
        upstream: fastify.config.V1_UPSTREAM,
        prefix,
        rewritePrefix: prefix,
        undici: {
          connections: 128,
          keepAliveTimeout: 30_000,
          headersTimeout: timeout,
          bodyTimeout: timeout,
        },
        replyOptions: {
          // reply-from types its callbacks for HTTP/2 servers too; this server is HTTP/1.1.
          rewriteRequestHeaders: (request, headers) =>
            forwardedHeaders(request as FastifyRequest, headers as IncomingHttpHeaders),
          onError: (reply, error) => {
            onProxyError(reply as FastifyReply, error);
          },
          timeout,
        },
      };
      await fastify.register(proxy, options);
    }
  },
  { name: 'legacy-proxy', dependencies: ['env', 'cookie', 'error-handler'] },
);
