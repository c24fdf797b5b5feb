import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbClient } from '../db/client.js';
import { DownloadEngine } from './engine.js';
import { loadLinkSecret } from './signed-links.js';

export interface DownloadService {
  engine: DownloadEngine;
  secret: Buffer;
}

/** Download settings from the environment (options.env overrides process.env, like the env plugin). */
const downloadEnv = z.object({
  DOWNLOAD_LINK_SECRET: z.string().optional(),
  // More downloads than this within three minutes need a captcha.
  DOWNLOAD_CAPTCHA_THRESHOLD: z.coerce.number().int().min(1).max(100_000).default(10),
});

const frequentWindowMs = 3 * 60 * 1000;
const services = new WeakMap<DbClient, Promise<DownloadService>>();

/** One engine per database, shared by every kind's routes. */
export function downloadService(
  fastify: FastifyInstance,
  env: Record<string, string | undefined> | undefined,
): Promise<DownloadService> {
  const existing = services.get(fastify.db);
  if (existing) return existing;
  const settings = downloadEnv.parse({
    ...process.env,
    ...env,
    DOWNLOAD_CAPTCHA_THRESHOLD:
      env?.DOWNLOAD_CAPTCHA_THRESHOLD ?? process.env.DOWNLOAD_CAPTCHA_THRESHOLD ?? undefined,
  });
  const created = loadLinkSecret(fastify.config.YUNMO_DATA_DIR, settings.DOWNLOAD_LINK_SECRET).then(
    (secret) => {
      const engine = new DownloadEngine(fastify.db, {
        secret,
        captchaThreshold: settings.DOWNLOAD_CAPTCHA_THRESHOLD,
        captchaWindowMs: frequentWindowMs,
      });
      // Every kind's routes grant through this one engine: the downloads counter is kept here.
      const download = engine.download.bind(engine);
      engine.download = async (userId, request, mode) => {
        const result = await download(userId, request, mode);
        if (result.outcome === 'granted') fastify.metrics.downloads.inc({ mode });
        return result;
      };
      return { secret, engine };
    },
  );
  services.set(fastify.db, created);
  return created;
}
