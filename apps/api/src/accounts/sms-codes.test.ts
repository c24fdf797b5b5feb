import { SMS_CODE_RULES } from '@yunmo/domain/accounts';
import { describe, expect, it } from 'vitest';
import { SmsCodes } from './sms-codes.js';

const start = Date.UTC(2026, 10, 24, 2, 0, 0);

describe('SmsCodes', async () => {
  it('issues 6-digit codes that expire after five minutes and are spent by the right answer', async () => {
    const codes = new SmsCodes();
    const issued = await codes.issue('13100000001', 'a', start);
    if (!issued.ok) throw new Error('not issued');
    expect(issued.code).toMatch(/^[0-9]{6}$/u);
    expect(await codes.verify('13100000001', issued.code, start + 1000)).toBe(true);
    expect(await codes.verify('13100000001', issued.code, start + 2000)).toBe(false);
    const later = await codes.issue('13100000002', 'a', start);
    if (!later.ok) throw new Error('not issued');
    expect(
      await codes.verify(
        '13100000002',
        later.code,
        start + SMS_CODE_RULES.lifetimeMinutes * 60_000,
      ),
    ).toBe(false);
  });

  it('allows five tries, then the code is gone', async () => {
    const codes = new SmsCodes();
    const issued = await codes.issue('13100000003', 'a', start);
    if (!issued.ok) throw new Error('not issued');
    const wrong = issued.code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < SMS_CODE_RULES.maxAttempts; attempt += 1)
      expect(await codes.verify('13100000003', wrong, start)).toBe(false);
    expect(await codes.verify('13100000003', issued.code, start)).toBe(false);
  });

  it('keeps a 60 s cooldown per phone and daily caps per phone and per address', async () => {
    const codes = new SmsCodes();
    expect((await codes.issue('13100000004', 'a', start)).ok).toBe(true);
    expect(await codes.issue('13100000004', 'b', start + 30_000)).toEqual({
      ok: false,
      reason: 'cooldown',
      seconds: 30,
    });
    let now = start;
    for (let sent = 1; sent < SMS_CODE_RULES.dailyPerPhone; sent += 1) {
      now += SMS_CODE_RULES.resendSeconds * 1000;
      expect((await codes.issue('13100000004', `x${String(sent)}`, now)).ok).toBe(true);
    }
    now += SMS_CODE_RULES.resendSeconds * 1000;
    expect(await codes.issue('13100000004', 'fresh', now)).toEqual({
      ok: false,
      reason: 'daily-limit',
    });
    // One address asking for many phones.
    const perAddress = new SmsCodes();
    for (let index = 0; index < SMS_CODE_RULES.dailyPerAddress; index += 1)
      expect(
        (await perAddress.issue(`1320000${String(index).padStart(4, '0')}`, 'bot', start)).ok,
      ).toBe(true);
    expect(await perAddress.issue('13300000000', 'bot', start)).toEqual({
      ok: false,
      reason: 'daily-limit',
    });
    // The next day (Asia/Shanghai) the caps start again.
    expect((await perAddress.issue('13300000000', 'bot', start + 24 * 3_600_000)).ok).toBe(true);
  });
});
