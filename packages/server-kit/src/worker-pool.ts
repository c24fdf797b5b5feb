import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Pending<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  urgent: boolean;
}

interface Slot<Job, Result> {
  worker: Worker;
  busy: Pending<Job, Result> | undefined;
}

/** What a pool's worker posts back for one `{ id, job }` message. */
export interface WorkerAnswer<Result> {
  id: number;
  result?: Result;
  error?: string;
}

/**
 * A fixed set of worker threads running CPU-bound jobs in parallel (one per core by default), so the
 * main thread stays free for the database and the network. A worker keeps its warm state between
 * jobs; idle workers are unref'd, so an idle pool never keeps the process alive. A worker that dies
 * fails its job and is replaced on demand.
 */
export class WorkerPool<Job, Result> {
  private readonly slots: Slot<Job, Result>[] = [];
  private readonly queue: Pending<Job, Result>[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly script: URL,
    private readonly name: string,
    readonly size = Math.max(1, availableParallelism()),
  ) {}

  private spawn(): Slot<Job, Result> {
    const worker = new Worker(this.script);
    const slot: Slot<Job, Result> = { worker, busy: undefined };
    worker.on('message', (message: WorkerAnswer<Result>) => {
      const pending = slot.busy;
      slot.busy = undefined;
      worker.unref();
      if (pending) {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.result!);
      }
      this.pump();
    });
    const retire = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      const pending = slot.busy;
      slot.busy = undefined;
      pending?.reject(error);
      this.pump();
    };
    worker.on('error', retire);
    // A worker can also end without an error event (process.exit in it, or terminate).
    worker.on('exit', (code) =>
      retire(new Error(`${this.name} worker exited with code ${String(code)}`)),
    );
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

  /**
   * Queues a job. An `urgent` one (someone is waiting for it, e.g. a request) goes before the
   * queued ones that nobody waits for (background work), after other urgent ones.
   */
  run(job: Job, urgent = false): Promise<Result> {
    if (this.closed) return Promise.reject(new Error(`${this.name} pool closed`));
    return new Promise<Result>((resolve, reject) => {
      const pending = { job, resolve, reject, urgent };
      if (urgent) {
        const firstOrdinary = this.queue.findIndex((queued) => !queued.urgent);
        this.queue.splice(firstOrdinary === -1 ? this.queue.length : firstOrdinary, 0, pending);
      } else this.queue.push(pending);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new Error(`${this.name} pool closed`));
    const slots = this.slots.splice(0);
    // Running jobs fail too: their workers are terminated, and a retired slot reports nothing.
    for (const slot of slots) {
      const pending = slot.busy;
      slot.busy = undefined;
      pending?.reject(new Error(`${this.name} pool closed`));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
