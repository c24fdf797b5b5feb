import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('blocks an address after the maximum failures inside the window, and forgets them after it', () => {
    const limiter = new AttemptLimiter(3, 1000);
    limiter.recordFailure('a', 0);
    limiter.recordFailure('a', 100);
    expect(limiter.isBlocked('a', 200)).toBe(false);
    limiter.recordFailure('a', 200);
    expect(limiter.isBlocked('a', 300)).toBe(true);
    expect(limiter.isBlocked('b', 300)).toBe(false);
    expect(limiter.isBlocked('a', 1150)).toBe(false);
    expect(limiter.isBlocked('a', 5000)).toBe(false);
  });
});
