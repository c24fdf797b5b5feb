import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig, type Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface EnvOptions {
  /** Already validated configuration; read from process.env when absent. */
  config?: Config;
}

export default fp(
  async function envPlugin(fastify: FastifyInstance, options: EnvOptions) {
    fastify.decorate('config', options.config ?? loadConfig(process.env));
  },
  { name: 'env' },
);
