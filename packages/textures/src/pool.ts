import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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

interface Pending {
  job: MaterialJob;
  resolve: (result: MaterialResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | undefined;
}

/**
 * Worker threads that generate material sets and render their previews (pure JS, CPU bound), so a
 * seed uses every core and its main thread stays free for the database and the encoders. Idle
 * workers are unref'd, so an idle pool never keeps the process alive.
 */
export class MaterialPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(readonly size = Math.max(1, availableParallelism())) {}

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker.js', import.meta.url));
    const slot: Slot = { worker, busy: undefined };
    worker.on('message', (message: { id: number; result?: MaterialResult; error?: string }) => {
      const pending = slot.busy;
      slot.busy = undefined;
      worker.unref();
      if (pending) {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.result!);
      }
      this.pump();
    });
    worker.on('error', (error) => {
      const pending = slot.busy;
      slot.busy = undefined;
      this.slots.splice(this.slots.indexOf(slot), 1);
      pending?.reject(error);
      this.pump();
    });
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = this.slots.find((candidate) => !candidate.busy);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      slot.busy = pending;
      this.nextId += 1;
      slot.worker.ref();
      slot.worker.postMessage({ id: this.nextId, job: pending.job });
    }
  }

  run(job: MaterialJob): Promise<MaterialResult> {
    if (this.closed) return Promise.reject(new Error('material pool closed'));
    return new Promise<MaterialResult>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('material pool closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }
}
