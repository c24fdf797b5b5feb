import { WorkerPool } from '@yunmo/server-kit/worker-pool';
import type { TextureSet } from './generate.js';
import type { RenderedImage } from './render.js';

/** One material: its map set at `size`, and (optionally) a ball and a swatch render of it. */
export interface MaterialJob {
  family: string;
  variant: number;
  size: number;
  preview?: { width: number; height: number };
}

export interface MaterialResult {
  set: TextureSet;
  ball?: RenderedImage;
  swatch?: RenderedImage;
}

/**
 * Worker threads that generate material sets and render their previews (pure JS, CPU bound), so a
 * seed uses every core and its main thread stays free for the database and the encoders.
 */
export class MaterialPool extends WorkerPool<MaterialJob, MaterialResult> {
  constructor(size?: number) {
    super(new URL('./worker.js', import.meta.url), 'material', size);
  }
}
