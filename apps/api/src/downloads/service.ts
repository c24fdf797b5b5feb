import type { FastifyInstance } from 'fastify';
import type { DbClient } from '../db/client.js';
import { DownloadEngine } from './engine.js';
import { loadLinkSecret } from './signed-links.js';

export interface DownloadService {
  engine: DownloadEngine;
  secret: Buffer;
}

const frequentWindowMs = 3 * 60 * 1000;
const services = new WeakMap<DbClient, Promise<DownloadService>>();

/** One engine per database, shared by every kind's routes. */
export function downloadService(fastify: FastifyInstance): Promise<DownloadService> {
  const existing = services.get(fastify.db);
  if (existing) return existing;
  const settings = fastify.config;
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
