import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AutoLoad from '@fastify/autoload';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
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

/** Fastify options the server and the test helper share. */
export const serverOptions = {
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  // Model numbers and ids are short; anything larger than this is not a real call.
  bodyLimit: 64 * 1024,
  // The first start migrates and seeds before listening, which takes longer than the default 10 s.
  pluginTimeout: 0,
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
};
