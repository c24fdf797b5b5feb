/**
 * Counts failed login attempts per client address in a sliding window, in memory: the account
 * lockout (stored with the user) stops guessing one account, this stops one address guessing many.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  /** Counts one use of `key`; false (and nothing counted) when it is already at its limit. */
  take(key: string, now = Date.now()): boolean {
    if (this.isBlocked(key, now)) return false;
    this.recordFailure(key, now);
    return true;
  }

  recordFailure(key: string, now = Date.now()): void {
    const kept = this.recent(key, now);
    kept.push(now);
    this.failures.set(key, kept);
    // Bound the memory a flood of distinct addresses can take.
    if (this.failures.size > 100_000) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }
}
