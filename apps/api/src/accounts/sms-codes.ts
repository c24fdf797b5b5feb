import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_RULES } from '@yunmo/domain/accounts';
import { shanghaiDayKey } from '@yunmo/domain/daily-rules';

interface PendingCode {
  readonly hash: Buffer;
  readonly expiresAt: number;
  attempts: number;
}

/** Why a code was not sent. */
export type SmsIssueRefusal = { reason: 'cooldown'; seconds: number } | { reason: 'daily-limit' };

const maxKeys = 100_000;

function hashCode(phone: string, code: string): Buffer {
  return createHash('sha256').update(`${phone}:${code}`).digest();
}

/**
 * Registration SMS codes, in memory (the API is one process; a restart only means asking again).
 * Only a hash of each code is kept; a code lives five minutes, allows five tries and is spent by the
 * right one. Sending has a 60 s cooldown per phone and daily caps per phone and per address.
 */
export class SmsCodes {
  private readonly pending = new Map<string, PendingCode>();
  private readonly lastSent = new Map<string, number>();
  private readonly sentToday = new Map<string, number>();
  private day = '';

  /** `dailyPerAddress` may be raised for test servers, where every visitor shares one address. */
  constructor(
    private readonly limits: { dailyPerAddress: number } = {
      dailyPerAddress: SMS_CODE_RULES.dailyPerAddress,
    },
  ) {}

  private countToday(key: string, now: number): number {
    const today = shanghaiDayKey(new Date(now));
    if (today !== this.day) {
      this.day = today;
      this.sentToday.clear();
    }
    return this.sentToday.get(key) ?? 0;
  }

  /** Checks the limits and counts a send; answers the new code, or why none may be sent now. */
  issue(
    phone: string,
    address: string,
    now = Date.now(),
  ): { ok: true; code: string } | ({ ok: false } & SmsIssueRefusal) {
    const last = this.lastSent.get(phone);
    if (last !== undefined && now - last < SMS_CODE_RULES.resendSeconds * 1000) {
      return {
        ok: false,
        reason: 'cooldown',
        seconds: Math.ceil((last + SMS_CODE_RULES.resendSeconds * 1000 - now) / 1000),
      };
    }
    const phoneKey = `phone:${phone}`;
    const addressKey = `address:${address}`;
    if (
      this.countToday(phoneKey, now) >= SMS_CODE_RULES.dailyPerPhone ||
      this.countToday(addressKey, now) >= this.limits.dailyPerAddress
    ) {
      return { ok: false, reason: 'daily-limit' };
    }
    this.sentToday.set(phoneKey, this.countToday(phoneKey, now) + 1);
    this.sentToday.set(addressKey, this.countToday(addressKey, now) + 1);
    this.lastSent.set(phone, now);
    const code = String(randomInt(0, 10 ** SMS_CODE_RULES.length)).padStart(
      SMS_CODE_RULES.length,
      '0',
    );
    this.pending.set(phone, {
      hash: hashCode(phone, code),
      expiresAt: now + SMS_CODE_RULES.lifetimeMinutes * 60_000,
      attempts: 0,
    });
    this.trim(now);
    return { ok: true, code };
  }

  /** Records that the message to `phone` carried no code (the number is registered): nothing to verify. */
  forget(phone: string): void {
    this.pending.delete(phone);
  }

  /** True once for the right, unexpired code; every wrong try counts, and the fifth spends the code. */
  verify(phone: string, code: string, now = Date.now()): boolean {
    const entry = this.pending.get(phone);
    if (!entry) return false;
    if (entry.expiresAt <= now) {
      this.pending.delete(phone);
      return false;
    }
    entry.attempts += 1;
    if (timingSafeEqual(entry.hash, hashCode(phone, code))) {
      this.pending.delete(phone);
      return true;
    }
    if (entry.attempts >= SMS_CODE_RULES.maxAttempts) this.pending.delete(phone);
    return false;
  }

  private trim(now: number): void {
    if (this.pending.size <= maxKeys && this.lastSent.size <= maxKeys) return;
    for (const [phone, entry] of this.pending)
      if (entry.expiresAt <= now) this.pending.delete(phone);
    for (const [phone, at] of this.lastSent)
      if (now - at >= SMS_CODE_RULES.resendSeconds * 1000) this.lastSent.delete(phone);
  }
}
