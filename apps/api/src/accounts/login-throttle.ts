import { LOGIN_THROTTLE } from '@yunmo/domain/accounts';
import { MemoryState, type SharedState } from './shared-state.js';

/** What a login attempt must do before its password is checked. */
export type LoginGate = { kind: 'open'; captcha: boolean } | { kind: 'wait'; seconds: number };

const windowMs = LOGIN_THROTTLE.windowMinutes * 60_000;

const accountKey = (account: string) => `login:acct:${account.toLowerCase()}`;
const pairKey = (account: string, address: string) =>
  `login:pair:${account.toLowerCase()}\u0000${address}`;
const addressKey = (address: string) => `login:addr:${address}`;

/**
 * Slows password guessing without ever locking the owner out. The counters live in the shared state
 * (Redis when several API processes run), so spreading guesses over instances gains nothing.
 * Counted per account (the name or phone typed, known or not, so unknown accounts behave the same),
 * per account and address, and per address:
 * - after a few failures the account needs a captcha (the owner solves it and logs in);
 * - an address that keeps failing waits longer and longer before its next attempt is even checked.
 */
export class LoginThrottle {
  constructor(private readonly state: SharedState = new MemoryState()) {}

  /** The wait an address has earned: none for the first free failures, then doubling. */
  private static waitMs(times: readonly number[], now: number): number {
    const over = times.length - LOGIN_THROTTLE.freeFailuresPerAddress;
    if (over <= 0) return 0;
    const delay =
      Math.min(LOGIN_THROTTLE.maxDelaySeconds, LOGIN_THROTTLE.baseDelaySeconds * 2 ** (over - 1)) *
      1000;
    const last = times[times.length - 1] ?? now;
    return Math.max(0, last + delay - now);
  }

  async check(account: string, address: string, now = Date.now()): Promise<LoginGate> {
    const [byAddress = [], byPair = [], byAccount = []] = await this.state.windowRead(
      [addressKey(address), pairKey(account, address), accountKey(account)],
      now,
      windowMs,
    );
    const wait = LoginThrottle.waitMs(byAddress, now);
    if (wait > 0) return { kind: 'wait', seconds: Math.ceil(wait / 1000) };
    const captcha =
      byPair.length >= LOGIN_THROTTLE.captchaAfterFromAddress ||
      byAccount.length >= LOGIN_THROTTLE.captchaAfterAccount;
    return { kind: 'open', captcha };
  }

  async recordFailure(account: string, address: string, now = Date.now()): Promise<void> {
    await this.state.windowAdd(
      [accountKey(account), pairKey(account, address), addressKey(address)],
      now,
      windowMs,
    );
  }

  /** A successful login clears that account's counters from that address (not the address's own wait). */
  async recordSuccess(account: string, address: string): Promise<void> {
    await this.state.delete(pairKey(account, address));
  }
}
