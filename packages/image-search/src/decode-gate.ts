/**
 * A small semaphore in front of full picture decodes. Decoding costs memory in proportion to the
 * picture's pixels (4 bytes each while libvips works on it), so the number of decodes in flight is
 * what bounds the memory anonymous uploads can take: `maxConcurrent` decodes run, up to `maxQueued`
 * wait at most `maxWaitMs`, and everyone else is told at once that the service is busy.
 *
 * @module
 */

/** Settings of one gate. */
export interface DecodeGateOptions {
  readonly maxConcurrent: number;
  readonly maxQueued: number;
  readonly maxWaitMs: number;
}

/** Why a caller did not get a slot. */
export type DecodeGateRefusal = 'queue-full' | 'timed-out';

export class DecodeGateBusyError extends Error {
  override readonly name = 'DecodeGateBusyError';
  constructor(readonly reason: DecodeGateRefusal) {
    super(`decode gate busy: ${reason}`);
  }
}

interface Waiter {
  readonly grant: () => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

export class DecodeGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly options: DecodeGateOptions) {}

  /** Decodes in flight. */
  get active(): number {
    return this.running;
  }

  /** Callers waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a slot is free; throws `DecodeGateBusyError` when the queue is full or the wait too long. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.maxConcurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueued)
      return Promise.reject(new DecodeGateBusyError('queue-full'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes straight from the releasing caller to this one: `running` does not change.
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new DecodeGateBusyError('timed-out'));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.running -= 1;
  }
}

/**
 * The gate every anonymous picture decode of the API goes through (image search, feedback
 * screenshots, author covers). Two decodes at a time match the two cores the product is sized for;
 * with the 16.8-megapixel cap one decode holds at most about 67 MB of pixels, so the gate keeps
 * decoding under ~200 MB however many uploads arrive. Eight callers may wait up to 5 s each.
 */
export const sharedDecodeGate = new DecodeGate({
  maxConcurrent: 2,
  maxQueued: 8,
  maxWaitMs: 5_000,
});
