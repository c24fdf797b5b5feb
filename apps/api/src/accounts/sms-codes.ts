import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_RULES } from '@yunmo/domain/accounts';
import { shanghaiDayKey } from '@yunmo/domain/daily-rules';
import { MemoryState, type SharedState } from './shared-state.js';

/** Why a code was not sent. */
export type SmsIssueRefusal = { reason: 'cooldown'; seconds: number } | { reason: 'daily-limit' };

const dayMs = 24 * 60 * 60 * 1000;

function hashCode(phone: string, code: string): Buffer {
  return createHash('sha256').update(`${phone}:${code}`).digest();
}

/**
 * Registration SMS codes, in the shared state (Redis when several API processes run, so the code
 * sent by one is checked by another and the limits hold across them; in memory a restart only
 * means asking again). Only a hash of each code is kept; a code lives five minutes, allows five
 * tries and is spent by the right one. Sending has a 60 s cooldown per phone and daily caps per
 * phone and per address (per Asia/Shanghai day).
 */
export class SmsCodes {
  /** `dailyPerAddress` may be raised for test servers, where every visitor shares one address. */
  constructor(
    private readonly limits: { dailyPerAddress: number } = {
      dailyPerAddress: SMS_CODE_RULES.dailyPerAddress,
    },
    private readonly state: SharedState = new MemoryState(),
  ) {}

  /** Checks the limits and counts a send; answers the new code, or why none may be sent now. */
  async issue(
    phone: string,
    address: string,
    now = Date.now(),
  ): Promise<{ ok: true; code: string } | ({ ok: false } & SmsIssueRefusal)> {
    const cooldownKey = `sms:last:${phone}`;
    const heldMs = await this.state.hold(cooldownKey, now, SMS_CODE_RULES.resendSeconds * 1000);
    if (heldMs > 0) return { ok: false, reason: 'cooldown', seconds: Math.ceil(heldMs / 1000) };
    const today = shanghaiDayKey(new Date(now));
    const counted = await this.state.countWithin(
      [
        { key: `sms:day:${today}:phone:${phone}`, limit: SMS_CODE_RULES.dailyPerPhone },
        { key: `sms:day:${today}:address:${address}`, limit: this.limits.dailyPerAddress },
      ],
      now,
      dayMs,
    );
    if (!counted) {
      // Nothing was sent, so no cooldown either.
      await this.state.delete(cooldownKey);
      return { ok: false, reason: 'daily-limit' };
    }
    const code = String(randomInt(0, 10 ** SMS_CODE_RULES.length)).padStart(
      SMS_CODE_RULES.length,
      '0',
    );
    await this.state.put(
      `sms:code:${phone}`,
      hashCode(phone, code).toString('hex'),
      now + SMS_CODE_RULES.lifetimeMinutes * 60_000,
    );
    return { ok: true, code };
  }

  /** Records that the message to `phone` carried no code (the number is registered): nothing to verify. */
  async forget(phone: string): Promise<void> {
    await this.state.delete(`sms:code:${phone}`);
  }

  /** True once for the right, unexpired code; every wrong try counts, and the fifth spends the code. */
  async verify(phone: string, code: string, now = Date.now()): Promise<boolean> {
    const key = `sms:code:${phone}`;
    const tried = await this.state.attempt(key, now);
    if (tried === undefined) return false;
    const expected = Buffer.from(tried.value, 'hex');
    const given = hashCode(phone, code);
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      // Of two concurrent right answers only the one that removes the code succeeds.
      return (await this.state.take(key, now)) !== undefined;
    }
    if (tried.attempts >= SMS_CODE_RULES.maxAttempts) await this.state.delete(key);
    return false;
  }
}
