import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { CLIENT_FAILURE_CODE, RATE_LIMITED_PAGE } from '@yunmo/domain/messages';
import { SITE_NAME } from '@yunmo/domain/seo';
import { problemMediaType } from '@yunmo/api-contract/common';
import { ApiError, errorMessages } from '../../errors.js';

const maxReportedIssues = 10;

function isLegacyPath(url: string): boolean {
  return (
    url.startsWith('/v1/') ||
    url === '/v1' ||
    url.startsWith('/user/v1/') ||
    url.startsWith('/files/')
  );
}

function describeValidation(error: FastifyError): ApiError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.slice(0, maxReportedIssues).map((issue) => {
      const where = [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
        .filter((part) => part !== undefined && part !== '')
        .join('.');
      return { path: where, message: issue.message ?? errorMessages.badRequest };
    });
    const first = issues[0];
    const message =
      first === undefined
        ? errorMessages.badRequest
        : `${errorMessages.badRequest}：${first.path} ${first.message}`;
    return new ApiError(400, 'BAD_REQUEST', message, { errors: issues });
  }
  return new ApiError(400, 'BAD_REQUEST', errorMessages.badRequest);
}

/** Turns every failure into the one error shape, without internals. */
export function toApiError(error: FastifyError | ApiError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation !== undefined) return describeValidation(fastifyError);
  if (isResponseSerializationError(fastifyError) && 'method' in fastifyError) {
    return new ApiError(500, 'INTERNAL', errorMessages.serverError);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', errorMessages.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', errorMessages.unsupportedMediaType);
    case 'FST_CSRF_INVALID_TOKEN':
    case 'FST_CSRF_MISSING_SECRET':
      return new ApiError(403, 'CSRF_REJECTED', errorMessages.csrfRejected);
    default:
      break;
  }
  const status = fastifyError.statusCode ?? 500;
  // 403 comes from the static file server for directories: nothing to show there.
  if (status === 404 || status === 403)
    return new ApiError(404, 'NOT_FOUND', errorMessages.notFound);
  if (status === 405)
    return new ApiError(405, 'METHOD_NOT_ALLOWED', errorMessages.methodNotAllowed);
  if (status >= 400 && status < 500)
    return new ApiError(400, 'BAD_REQUEST', errorMessages.badRequest);
  return new ApiError(500, 'INTERNAL', errorMessages.serverError);
}

/** A browser loading a page (not a call of the app's): it must get a page, never an error body. */
function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || isLegacyPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/gu, (char) => `&#${String(char.charCodeAt(0))};`);

/** Seconds before a refused page reloads itself: at least 1, at most 10 minutes. */
export function rateLimitedWait(retryAfterSeconds: number): number {
  return Math.min(Math.max(Math.ceil(retryAfterSeconds), 1), 600);
}

/** The page a refused page load gets: the reason in Chinese, and a reload once the budget is back. */
export function rateLimitedPage(retryAfterSeconds: number): string {
  const wait = rateLimitedWait(retryAfterSeconds);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${String(wait)}"><title>${escapeHtml(RATE_LIMITED_PAGE.title)} - ${SITE_NAME}</title><style>body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;color:#1d2129;display:grid;place-items:center;min-height:100vh;background:#f5f7fa}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.25rem}a{display:inline-block;margin-top:1rem;padding:.5rem 1.25rem;border-radius:4px;background:#0b5cd5;color:#fff;text-decoration:none}a:focus-visible{outline:3px solid #1d2129;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(RATE_LIMITED_PAGE.title)}</h1><p>${escapeHtml(RATE_LIMITED_PAGE.text)}</p><a href="">${escapeHtml(RATE_LIMITED_PAGE.retry)}</a></main></body></html>`;
}

/** The legacy JSON calls (not the /files downloads, which stay plain HTTP). */
function isLegacyCall(url: string): boolean {
  return isLegacyPath(url) && !url.startsWith('/files/');
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  apiError: ApiError,
): FastifyReply {
  // The legacy contract (spec §7.1, §8): a request or server failure is code -1 in the envelope,
  // answered as such rather than as an HTTP 5xx (load shedding keeps its 503 and Retry-After).
  const legacyFailure =
    isLegacyCall(request.url) && apiError.statusCode >= 500 && apiError.statusCode !== 503;
  void reply.code(legacyFailure ? 200 : apiError.statusCode).header('cache-control', 'no-store');
  if (apiError.statusCode === 429 && isPageLoad(request)) {
    const retryAfter = apiError.extra.retryAfterSeconds ?? 60;
    // The web app itself, which shows the refusal in the site's own page and retries; the
    // standalone page only where no app is built (its scripts and styles are never rate-limited).
    const { server } = request;
    if (server.hasDecorator('spa') && server.spa.built)
      return server.spa.sendRateLimited(reply, retryAfter);
    return reply.type('text/html; charset=utf-8').send(rateLimitedPage(retryAfter));
  }
  if (isLegacyPath(request.url)) {
    return reply.send({ code: CLIENT_FAILURE_CODE, msg: apiError.message, data: null });
  }
  const path = request.url.split('?', 1)[0] ?? request.url;
  return reply.type(problemMediaType).send(apiError.toBody(path));
}

export default fp(
  async function errorHandlerPlugin(fastify: FastifyInstance) {
    fastify.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      const apiError = toApiError(error);
      // The API is down or too slow: a public page a guest saw a moment ago is better than an error.
      if (
        (apiError.statusCode === 502 || apiError.statusCode === 504) &&
        fastify.hasDecorator('staleCopies')
      ) {
        if (fastify.staleCopies.answer(request, reply)) {
          request.log.warn(
            { code: apiError.code },
            'upstream unavailable: answered the last good copy',
          );
          return reply;
        }
      }
      if (apiError.statusCode >= 500 && !(error instanceof ApiError)) {
        request.log.error({ err: error }, 'request failed');
      } else if (!(error instanceof ApiError)) {
        request.log.info({ err: error }, 'request refused');
      } else if (apiError.statusCode >= 500) {
        request.log.warn({ code: apiError.code }, apiError.message);
      }
      return sendError(request, reply, apiError);
    });
  },
  { name: 'error-handler' },
);
