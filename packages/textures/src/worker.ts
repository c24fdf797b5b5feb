import { parentPort } from 'node:worker_threads';
import { generateTexture } from './generate.js';
import type { MaterialJob, MaterialResult } from './pool.js';
import { renderMaterialBall, renderSwatch } from './render.js';

/** Builds one material's maps and preview renders off the main thread; the buffers are transferred back. */
parentPort?.on('message', (message: { id: number; job: MaterialJob }) => {
  try {
    const { job } = message;
    const set = generateTexture({ family: job.family, variant: job.variant, size: job.size });
    const result: MaterialResult = { set };
    if (job.preview) {
      result.ball = renderMaterialBall(set, job.preview);
      result.swatch = renderSwatch(set, job.preview);
    }
    const buffers = [
      set.baseColor,
      set.normal,
      set.roughness,
      set.metallic,
      set.height,
      set.ao,
      result.ball?.data,
      result.swatch?.data,
    ]
      .filter((data): data is Uint8Array => data !== undefined)
      .map((data) => data.buffer as ArrayBuffer);
    parentPort!.postMessage({ id: message.id, result }, [...new Set(buffers)]);
  } catch (error) {
    parentPort!.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
