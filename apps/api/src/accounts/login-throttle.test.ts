import { LOGIN_THROTTLE } from '@yunmo/domain/accounts';
import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', async () => {
  it('asks for a captcha after a few failures on an account from one address, never locks', async () => {
    const throttle = new LoginThrottle();
    let now = 1_000_000;
    for (let failure = 0; failure < LOGIN_THROTTLE.captchaAfterFromAddress; failure += 1) {
      expect(await throttle.check('carol', 'a', now)).toEqual({ kind: 'open', captcha: false });
      await throttle.recordFailure('carol', 'a', now);
      now += 120_000;
    }
    expect(await throttle.check('carol', 'a', now)).toEqual({ kind: 'open', captcha: true });
    // The owner elsewhere is not asked yet; the same name in other letter cases counts as one.
    expect(await throttle.check('carol', 'home', now)).toEqual({ kind: 'open', captcha: false });
    expect(await throttle.check('CAROL', 'a', now)).toEqual({ kind: 'open', captcha: true });
    // The window passes and the captcha goes.
    expect(await throttle.check('carol', 'a', now + LOGIN_THROTTLE.windowMinutes * 60_000)).toEqual(
      {
        kind: 'open',
        captcha: false,
      },
    );
  });

  it('asks everyone for a captcha once an account failed often from many addresses', async () => {
    const throttle = new LoginThrottle();
    for (let index = 0; index < LOGIN_THROTTLE.captchaAfterAccount; index += 1)
      await throttle.recordFailure('dave', `addr-${String(index)}`, 1_000);
    expect(await throttle.check('dave', 'owner-home', 2_000)).toEqual({
      kind: 'open',
      captcha: true,
    });
    expect(await throttle.check('erin', 'owner-home', 2_000)).toEqual({
      kind: 'open',
      captcha: false,
    });
  });

  it('makes one address wait longer and longer, whatever accounts it tries', async () => {
    const throttle = new LoginThrottle();
    let now = 0;
    const waits: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      let gate = await throttle.check(`user-${String(index)}`, 'attacker', now);
      if (gate.kind === 'wait') {
        waits.push(gate.seconds);
        now += gate.seconds * 1000;
        gate = await throttle.check(`user-${String(index)}`, 'attacker', now);
      }
      expect(gate.kind).toBe('open');
      await throttle.recordFailure(`user-${String(index)}`, 'attacker', now);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(await throttle.check('user-x', 'someone-else', now)).toEqual({
      kind: 'open',
      captcha: false,
    });
  });
});
