import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoalescedTask } from './coalesced-task.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('a task many requests share', () => {
  it('runs once within the delay however many ask, at once without a delay, and not after cancel', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const task = new CoalescedTask(() => {
      runs += 1;
    });
    for (let request = 0; request < 5; request += 1) task.request(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // One run for the five requests: nothing more is due.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);

    task.request(0);
    expect(runs).toBe(2);

    // A closing process drops what is pending.
    task.request(5_000);
    task.cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });
});
