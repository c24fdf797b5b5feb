/**
 * A task that many requests share: it runs once, `delayMs` after the first request since it last
 * ran, whatever else asks meanwhile; with 0 it runs at once. The public caches empty this way
 * after writes that move only counters (ADR 0065).
 */
export class CoalescedTask {
  private pending: NodeJS.Timeout | undefined;

  constructor(private readonly task: () => void) {}

  request(delayMs: number): void {
    if (delayMs <= 0) {
      this.task();
      return;
    }
    if (this.pending !== undefined) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.task();
    }, delayMs);
    // A pending run never keeps a process alive that is otherwise done.
    this.pending.unref();
  }

  /** Drops a pending run (the process is closing). */
  cancel(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
  }
}
