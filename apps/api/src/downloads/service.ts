import type { ApiConfig } from '../config/env.js';
import type { DbClient } from '../db/client.js';
import { DownloadEngine } from './engine.js';
import { loadLinkSecret } from './signed-links.js';

export interface DownloadService {
  engine: DownloadEngine;
  secret: Buffer;
}

const frequentWindowMs = 3 * 60 * 1000;

/** The one engine of an API process, shared by every kind's routes (the `downloads` plugin decorates it). */
export async function buildDownloadService(
  db: DbClient,
  config: ApiConfig,
  onGranted: (mode: 'check' | 'pay') => void,
): Promise<DownloadService> {
  const secret = await loadLinkSecret(config.YUNMO_DATA_DIR, config.DOWNLOAD_LINK_SECRET);
  const engine = new DownloadEngine(db, {
    secret,
    captchaThreshold: config.DOWNLOAD_CAPTCHA_THRESHOLD,
    captchaWindowMs: frequentWindowMs,
  });
  // Every kind's routes grant through this one engine: the downloads counter is kept here.
  const download = engine.download.bind(engine);
  engine.download = async (userId, request, mode) => {
    const result = await download(userId, request, mode);
    if (result.outcome === 'granted') onGranted(mode);
    return result;
  };
  return { secret, engine };
}
