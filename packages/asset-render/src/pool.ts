import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderJob, RenderResult } from './jobs.js';

interface Pending {
  job: RenderJob;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | undefined;
  id: number;
}

/**
 * A fixed set of worker threads that render jobs in parallel (one per core by default). Each worker
 * keeps its lighting and buffers warm between jobs. Workers are unref'd while idle, so an idle pool
 * never keeps the process alive.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(readonly size = Math.max(1, availableParallelism())) {}

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker.js', import.meta.url));
    const slot: Slot = { worker, busy: undefined, id: 0 };
    worker.on('message', (message: { id: number; result?: RenderResult; error?: string }) => {
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
      slot.id = this.nextId;
      slot.worker.ref();
      slot.worker.postMessage({ id: slot.id, job: pending.job });
    }
  }

  run(job: RenderJob): Promise<RenderResult> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    return new Promise<RenderResult>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('render pool closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }
}
