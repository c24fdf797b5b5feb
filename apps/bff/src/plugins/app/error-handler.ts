import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CLIENT_FAILURE_CODE } from '@yunmo/domain/messages';
import { ApiError, errorMessages } from '../../errors.js';

const maxReportedIssues = 10;

function isLegacyPath(url: string): boolean {
  return url.startsWith('/v1/') || url === '/v1' || url.startsWith('/user/v1/') || url.startsWith('/files/');
}

function describeValidation(error: FastifyError): ApiError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.slice(0, maxReportedIssues).map((issue) => {
      const where = [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
        .filter((part) => part !== undefined && part !== '')
        .join('.');
      return { path: where, message: issue.message };
    });
    const first = issues[0];
    const message = first === undefined ? errorMessages.badRequest : `${errorMessages.badRequest}：${first.path} ${first.message}`;
    return new ApiError(400, 'BAD_REQUEST', message, { details: issues });
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
  if (status === 404 || status === 403) return new ApiError(404, 'NOT_FOUND', errorMessages.notFound);
  if (status === 405) return new ApiError(405, 'METHOD_NOT_ALLOWED', errorMessages.methodNotAllowed);
  if (status >= 400 && status < 500) return new ApiError(400, 'BAD_REQUEST', errorMessages.badRequest);
  return new ApiError(500, 'INTERNAL', errorMessages.serverError);
}

/** The legacy JSON calls (not the /files downloads, which stay plain HTTP). */
function isLegacyCall(url: string): boolean {
  return isLegacyPath(url) && !url.startsWith('/files/');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, apiError: ApiError): FastifyReply {
  // The legacy contract (spec §7.1, §8): a request or server failure is code -1 in the envelope,
  // answered as such rather than as an HTTP 5xx (load shedding keeps its 503 and Retry-After).
  const legacyFailure = isLegacyCall(request.url) && apiError.statusCode >= 500 && apiError.statusCode !== 503;
  void reply.code(legacyFailure ? 200 : apiError.statusCode).header('cache-control', 'no-store');
  if (isLegacyPath(request.url)) {
    return reply.send({ code: CLIENT_FAILURE_CODE, msg: apiError.message, data: null });
  }
  return reply.send(apiError.toBody());
}

export default fp(
  async function errorHandlerPlugin(fastify: FastifyInstance) {
    fastify.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      const apiError = toApiError(error);
      // The API is down or too slow: a public page a guest saw a moment ago is better than an error.
      if ((apiError.statusCode === 502 || apiError.statusCode === 504) && fastify.hasDecorator('staleCopies')) {
        if (fastify.staleCopies.answer(request, reply)) {
          request.log.warn({ code: apiError.code }, 'upstream unavailable: answered the last good copy');
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
