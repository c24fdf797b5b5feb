import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AutoLoad from '@fastify/autoload';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { EnvOptions } from './plugins/external/env.js';

const here = dirname(fileURLToPath(import.meta.url));

export type AppOptions = EnvOptions;

/** Header and cookie values that must never reach the logs. */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.token',
  'req.headers["x-csrf-token"]',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

/** Fastify options of the gateway: structured logs with request ids and secrets redacted. */
export function serverOptions(config: Config, logStream?: NodeJS.WritableStream): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactedLogPaths, censor: '[Redacted]' },
      serializers: {
        req: (request: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
          method: request.method,
          url: request.url,
          headers: request.headers,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: 'loopback, linklocal, uniquelocal',
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  };
}

/** The gateway: external plugins, then the app's own plugins, then the routes (one folder per area). */
export default async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const ignorePattern = /\.test\.[jt]s$|\.d\.ts$/;
  await fastify.register(AutoLoad, { dir: join(here, 'plugins/external'), options, ignorePattern });
  await fastify.register(AutoLoad, { dir: join(here, 'plugins/app'), options, ignorePattern });
  await fastify.register(AutoLoad, { dir: join(here, 'routes'), options, ignorePattern, dirNameRoutePrefix: false });
}
