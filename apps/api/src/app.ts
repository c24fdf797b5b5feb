import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AutoLoad from '@fastify/autoload';
import type { FastifyInstance, FastifyPluginOptions, FastifyServerOptions } from 'fastify';
import { loggingEnvSchema } from './config/env.js';
import type { EnvPluginOptions } from './plugins/external/env.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export type AppOptions = FastifyPluginOptions & EnvPluginOptions;

/** The /v1 API: external plugins, then application plugins, then every routes/ folder as its own encapsulated plugin. */
export default async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  await fastify.register(AutoLoad, {
    dir: path.join(here, 'plugins/external'),
    options,
    ignorePattern: /\.test\.[jt]s$/u,
  });
  await fastify.register(AutoLoad, {
    dir: path.join(here, 'plugins/app'),
    options,
    ignorePattern: /\.test\.[jt]s$/u,
  });
  await fastify.register(AutoLoad, {
    dir: path.join(here, 'routes'),
    autoHooks: true,
    cascadeHooks: true,
    ignorePattern: /\.test\.[jt]s$/u,
    options,
  });
}

/** Header and body values that must never reach the logs (bodies are not logged, but errors may carry them). */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.token',
  'req.headers["x-client-ip-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.smsCode',
  '*.token',
  '*.phone',
];

/** The URL as logged: values of sensitive query parameters are replaced. */
export function loggedUrl(url: string): string {
  return url.replace(
    /([?&](?:phone|mobile|token|password|smsCode|code|account)=)[^&#]*/giu,
    '$1[Redacted]',
  );
}

const wellFormedRequestId = /^[A-Za-z0-9._-]{8,64}$/u;

/** The gateway's X-Request-Id when well formed (the gateway's own rule), a new one otherwise. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && wellFormedRequestId.test(header) ? header : randomUUID();
}

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

/** Fastify options the server and the tests share; `logStream` receives the JSON lines (tests). */
export function serverOptions(
  environment: Record<string, string | undefined> = process.env,
  logStream?: NodeJS.WritableStream,
): FastifyServerOptions {
  const logging = loggingEnvSchema.parse(environment);
  const pretty =
    logStream === undefined && wantsPrettyLogs(logging.LOG_PRETTY, process.stdout.isTTY === true);
  return {
    logger: {
      level: logging.LOG_LEVEL,
      base: { service: 'api', pid: process.pid, hostname: hostname() },
      redact: { paths: redactedLogPaths, censor: '[Redacted]' },
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: loggedUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(logStream === undefined ? {} : { stream: logStream }),
      ...(pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: prettyOptions,
            },
          }
        : {}),
    },
    // One id per request from the gateway through the API: the gateway's when well formed.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Model numbers and ids are short; anything larger than this is not a real call.
    bodyLimit: 64 * 1024,
    // The first start migrates and seeds before listening, which takes longer than the default 10 s.
    pluginTimeout: 0,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  };
}
