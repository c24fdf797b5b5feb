import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { internalErrorMessage, LegacyError } from '../../http/legacy-error.js';

const overloadedMessage = '服务繁忙，请稍后再试';

function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/** Everything ends in the legacy shape; unexpected failures are logged and answered without details. */
export default fp(
  (fastify, _options, done) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof LegacyError)
        return reply.code(200).send({ code: error.code, msg: error.message, data: null });
      // Shed by under-pressure: the status and Retry-After are already set.
      if (error.code === 'FST_UNDER_PRESSURE')
        return reply.code(503).send({ code: 503, msg: overloadedMessage, data: null });
      if (error.statusCode === 429)
        return reply.code(429).send({ code: 429, msg: error.message, data: null });
      if (isClientError(error)) {
        request.log.info({ err: error }, 'rejected request');
        const msg =
          error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '参数错误：请使用 JSON 请求体'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? '参数错误：请求体过大'
              : '参数错误：请求格式不正确';
        return reply.code(200).send({ code: 400, msg, data: null });
      }
      request.log.error({ err: error }, 'unexpected failure');
      return reply.code(200).send({ code: -1, msg: internalErrorMessage, data: null });
    });
    fastify.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ code: 404, msg: 'This page could not be found', data: null }),
    );
    done();
  },
  { name: 'error-handler' },
);
