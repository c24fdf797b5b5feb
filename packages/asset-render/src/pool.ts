import { WorkerPool } from '@yunmo/server-kit/worker-pool';
import type { RenderJob, RenderResult } from './jobs.js';

/**
 * Worker threads that render jobs in parallel (one per core by default); each worker keeps its
 * lighting and buffers warm between jobs.
 */
export class RenderPool extends WorkerPool<RenderJob, RenderResult> {
  constructor(size?: number) {
    super(new URL('./worker.js', import.meta.url), 'render', size);
  }
}
