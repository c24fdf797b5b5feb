import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
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
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.smsCode',
  '*.token',
  '*.phone',
];

/** One readable line per event: time, level, [service], message, then the remaining fields. */
const prettyOptions = {
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,service',
  messageFormat: '[{service}] {msg}',
  singleLine: true,
};

/** Human-readable lines when asked (LOG_PRETTY=1) or when stdout is a terminal; JSON otherwise. */
export function wantsPrettyLogs(logPretty: '0' | '1' | undefined, isTty: boolean): boolean {
  return logPretty === undefined ? isTty : logPretty === '1';
}

/** The URL as logged: values of sensitive query parameters are replaced. */
export function loggedUrl(url: string): string {
  return url.replace(
    /([?&](?:phone|mobile|token|password|smsCode|code|account)=)[^&#]*/giu,
    '$1[Redacted]',
  );
}

const wellFormedRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/** The client's X-Request-Id when it is well formed, a new one otherwise. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && wellFormedRequestId.test(header) ? header : randomUUID();
}

/** Answers that may carry one user's data: the JSON surfaces and the HTML pages. */
function isPersonalisable(url: string, contentType: unknown): boolean {
  if (/^\/(api|v1|user\/v1)(\/|\?|$)/.test(url)) return true;
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/** Fastify options of the gateway: structured logs with request ids and secrets redacted. */
export function serverOptions(
  config: Config,
  logStream?: NodeJS.WritableStream,
): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      base: { service: 'gateway', pid: process.pid, hostname: hostname() },
      redact: { paths: redactedLogPaths, censor: '[Redacted]' },
      serializers: {
        req: (request: {
          method: string;
          url: string;
          headers: Record<string, unknown>;
          ip?: string;
        }) => ({
          method: request.method,
          url: loggedUrl(request.url),
          headers: request.headers,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream === undefined ? {} : { stream: logStream }),
      ...(logStream === undefined &&
      wantsPrettyLogs(config.LOG_PRETTY, process.stdout.isTTY === true)
        ? { transport: { target: 'pino-pretty', options: prettyOptions } }
        : {}),
    },
    // A client's request id is taken only when well formed, so logs cannot be forged or flooded.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Forwarded headers only from the proxies configured; by default the socket peer is the client.
    trustProxy: config.TRUST_PROXY.length === 0 ? false : config.TRUST_PROXY,
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
    // Signed-in answers are never stored by the browser or a shared cache.
    const token = request.cookies.token ?? request.headers.token;
    if (
      typeof token === 'string' &&
      token !== '' &&
      isPersonalisable(request.url, reply.getHeader('content-type'))
    ) {
      reply.header('cache-control', 'private, no-store');
    }
    // HSTS only over HTTPS: TLS here, or X-Forwarded-Proto from a trusted proxy.
    // The API's own answers may carry one: it is dropped over plain HTTP.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    else reply.removeHeader('strict-transport-security');
  });
  const ignorePattern = /\.test\.[jt]s$|\.d\.ts$/;
  await fastify.register(AutoLoad, { dir: join(here, 'plugins/external'), options, ignorePattern });
  await fastify.register(AutoLoad, { dir: join(here, 'plugins/app'), options, ignorePattern });
  await fastify.register(AutoLoad, {
    dir: join(here, 'routes'),
    options,
    ignorePattern,
    dirNameRoutePrefix: false,
  });
}
