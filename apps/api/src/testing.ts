import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions } from './app.js';

export interface TestApiOptions {
  /** Models to seed (default 200). */
  count?: number;
  /** Seed of the generator (default 42). */
  seed?: number;
  /** More settings of the API (SHUTDOWN_SCHEDULE, …). */
  env?: Record<string, string>;
  /** Receives every log line (JSON, level info) when given; no logging otherwise. */
  logLines?: string[];
}

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** A throwaway /v1 API: PGlite in a temp directory, migrated and seeded (no per-model images, every path valid), on 127.0.0.1:0. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-'));
  const logLines = options.logLines;
  const instance =
    logLines === undefined
      ? Fastify({ logger: false, pluginTimeout: 0 })
      : Fastify(
          serverOptions(
            { LOG_LEVEL: 'info' },
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
                callback();
              },
            }),
          ),
        );
  try {
    await instance.register(fp(app), {
      env: {
        DATABASE_URL: '',
        YUNMO_DATA_DIR: dataDir,
        SEED_COUNT: String(options.count ?? 200),
        SEED_VALUE: String(options.seed ?? 42),
        SEED_IMAGES: '0',
        // Gateway tests register through the captcha: the test API hands its answer out.
        CAPTCHA_REVEAL_ANSWERS: '1',
        SMS_DAILY_LIMIT_PER_ADDRESS: '100000',
        // Seeding stalls the loop right before the first request; shedding has its own tests.
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        ...options.env,
      },
    });
    await instance.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await instance.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = instance.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app: instance,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await instance.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
