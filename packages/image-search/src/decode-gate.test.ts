import { describe, expect, it } from 'vitest';
import { DecodeGate, DecodeGateBusyError } from './decode-gate.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('DecodeGate', () => {
  it('runs at most maxConcurrent tasks and starts a waiting one when a slot frees', async () => {
    const gate = new DecodeGate({ maxConcurrent: 2, maxQueued: 4, maxWaitMs: 60_000 });
    const blockers = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = blockers.map((blocker, index) =>
      gate.run(async () => {
        started.push(index);
        await blocker.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.active).toBe(2);
    expect(gate.queued).toBe(1);
    blockers[0]?.resolve();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.active).toBe(2);
    blockers[1]?.resolve();
    blockers[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.active).toBe(0);
    expect(gate.queued).toBe(0);
  });

  it('refuses at once when the queue is full', async () => {
    const gate = new DecodeGate({ maxConcurrent: 1, maxQueued: 1, maxWaitMs: 60_000 });
    const blocker = deferred();
    const first = gate.run(() => blocker.promise);
    const second = gate.run(() => Promise.resolve('second'));
    await expect(gate.run(() => Promise.resolve('third'))).rejects.toEqual(
      new DecodeGateBusyError('queue-full'),
    );
    blocker.resolve();
    await first;
    expect(await second).toBe('second');
  });

  it('gives up a wait after maxWaitMs and never runs the task', async () => {
    const gate = new DecodeGate({ maxConcurrent: 1, maxQueued: 5, maxWaitMs: 20 });
    const blocker = deferred();
    const first = gate.run(() => blocker.promise);
    let ran = false;
    const waiting = gate.run(() => {
      ran = true;
      return Promise.resolve();
    });
    await expect(waiting).rejects.toMatchObject({ reason: 'timed-out' });
    expect(gate.queued).toBe(0);
    blocker.resolve();
    await first;
    expect(ran).toBe(false);
    expect(gate.active).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new DecodeGate({ maxConcurrent: 1, maxQueued: 0, maxWaitMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow(
      'bad picture',
    );
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });
});
