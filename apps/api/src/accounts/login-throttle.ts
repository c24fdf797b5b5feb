import { LOGIN_THROTTLE } from '@yunmo/domain/accounts';

/** What a login attempt must do before its password is checked. */
export type LoginGate = { kind: 'open'; captcha: boolean } | { kind: 'wait'; seconds: number };

interface Failures {
  times: number[];
}

const windowMs = LOGIN_THROTTLE.windowMinutes * 60_000;
/** Keys kept at most per map; a flood of distinct keys drops the oldest. */
const maxKeys = 100_000;

/**
 * Slows password guessing without ever locking the owner out (in memory; the API is one process).
 * Counted per account (the name or phone typed, known or not, so unknown accounts behave the same),
 * per account and address, and per address:
 * - after a few failures the account needs a captcha (the owner solves it and logs in);
 * - an address that keeps failing waits longer and longer before its next attempt is even checked.
 */
export class LoginThrottle {
  private readonly byAccount = new Map<string, Failures>();
  private readonly byAccountAddress = new Map<string, Failures>();
  private readonly byAddress = new Map<string, Failures>();

  private recent(map: Map<string, Failures>, key: string, now: number): number[] {
    const entry = map.get(key);
    if (!entry) return [];
    entry.times = entry.times.filter((at) => now - at < windowMs);
    if (entry.times.length === 0) map.delete(key);
    return entry.times;
  }

  private add(map: Map<string, Failures>, key: string, now: number): void {
    const times = this.recent(map, key, now);
    if (times.length === 0) map.set(key, { times: [now] });
    else times.push(now);
    if (map.size > maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  /** The wait an address has earned: none for the first free failures, then doubling. */
  private waitMs(address: string, now: number): number {
    const times = this.recent(this.byAddress, address, now);
    const over = times.length - LOGIN_THROTTLE.freeFailuresPerAddress;
    if (over <= 0) return 0;
    const delay =
      Math.min(LOGIN_THROTTLE.maxDelaySeconds, LOGIN_THROTTLE.baseDelaySeconds * 2 ** (over - 1)) *
      1000;
    const last = times[times.length - 1] ?? now;
    return Math.max(0, last + delay - now);
  }

  check(account: string, address: string, now = Date.now()): LoginGate {
    const wait = this.waitMs(address, now);
    if (wait > 0) return { kind: 'wait', seconds: Math.ceil(wait / 1000) };
    const key = account.toLowerCase();
    const captcha =
      this.recent(this.byAccountAddress, `${key}\u0000${address}`, now).length >=
        LOGIN_THROTTLE.captchaAfterFromAddress ||
      this.recent(this.byAccount, key, now).length >= LOGIN_THROTTLE.captchaAfterAccount;
    return { kind: 'open', captcha };
  }

  recordFailure(account: string, address: string, now = Date.now()): void {
    const key = account.toLowerCase();
    this.add(this.byAccount, key, now);
    this.add(this.byAccountAddress, `${key}\u0000${address}`, now);
    this.add(this.byAddress, address, now);
  }

  /** A successful login clears that account's counters from that address (not the address's own wait). */
  recordSuccess(account: string, address: string): void {
    this.byAccountAddress.delete(`${account.toLowerCase()}\u0000${address}`);
  }
}
