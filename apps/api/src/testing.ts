import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app from './app.js';

export interface TestApiOptions {
  /** Models to seed (default 200). */
  count?: number;
  /** Seed of the generator (default 42). */
  seed?: number;
}

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** A throwaway /v1 API: PGlite in a temp directory, migrated and seeded (no per-model images, every path valid), on 127.0.0.1:0. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-'));
  const instance = Fastify({ logger: false, pluginTimeout: 0 });
  try {
    await instance.register(fp(app), {
      env: {
        DATABASE_URL: '',
        YUNMO_DATA_DIR: dataDir,
        SEED_COUNT: String(options.count ?? 200),
        SEED_VALUE: String(options.seed ?? 42),
        SEED_IMAGES: '0',
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
