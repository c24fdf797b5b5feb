import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { register } from 'tsx/esm/api';
import app, { serverOptions } from '../src/app.js';
import { loadConfig, type ConfigInput } from '../src/config.js';

// @fastify/autoload imports the plugin and route files natively; tsx lets Node load them as TypeScript.
register();

export const webDistFixture = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export interface BuildOptions {
  /** Receives every log line (JSON). */
  logLines?: string[];
}

/** The gateway as the server runs it, configured for a test: call `close()` when done. */
export async function build(
  environment: ConfigInput = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: options.logLines === undefined ? 'silent' : 'info',
    WEB_DIST: webDistFixture,
    // Shedding on event-loop lag is tested on its own; a busy test machine must not trip it elsewhere.
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Suites sign many users in from one test address; the budgets have their own tests.
    RATE_LIMIT_ADDRESS_MAX: '1000000',
    RATE_LIMIT_COSTLY_MAX: '1000000',
    ...environment,
  });
  const logLines = options.logLines;
  const stream =
    logLines === undefined
      ? undefined
      : new Writable({
          write(chunk: Buffer, _encoding, callback) {
            logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
            callback();
          },
        });
  // A loaded test machine can take longer than the 10 s default to load the route folders.
  const server = Fastify({ ...serverOptions(config, stream), pluginTimeout: 0 });
  await server.register(fp(app), { config });
  await server.ready();
  return server;
}
