import fp from 'fastify-plugin';
import { loadConfig, type ApiConfig } from '../../config/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
  }
}

export interface EnvPluginOptions {
  /** Overrides applied over process.env (tests, embedding). */
  env?: Record<string, string | undefined>;
}

export default fp<EnvPluginOptions>(
  (fastify, options, done) => {
    // A refused configuration must fail the start, not escape as an unhandled error.
    try {
      fastify.decorate('config', loadConfig({ ...process.env, ...options.env }));
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  },
  { name: 'env' },
);
