import { randomBytes } from 'node:crypto';
import { LOGIN_THROTTLE, SMS_CODE_RULES } from '@yunmo/domain/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { portOpen } from '@yunmo/server-kit/port-open';
import { CaptchaChallenges } from './captcha-challenges.js';
import { LoginThrottle } from './login-throttle.js';
import { MemoryState, RedisState, type SharedState } from './shared-state.js';
import { SmsCodes } from './sms-codes.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers (CI machines may have none: the Redis cases then skip). */
function redisAvailable(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return portOpen(hostname, Number(port || 6379));
}

const withRedis = await redisAvailable();
const opened: RedisState[] = [];

/** Two handles on one state: two API processes (Redis), or one process (memory). */
function pair(kind: 'memory' | 'redis'): [SharedState, SharedState] {
  if (kind === 'memory') {
    const state = new MemoryState();
    return [state, state];
  }
  // A prefix of its own per case, so runs and cases never share a key.
  const prefix = `yunmo-test-${randomBytes(4).toString('hex')}:`;
  const first = new RedisState(redisUrl, prefix);
  const second = new RedisState(redisUrl, prefix);
  opened.push(first, second);
  return [first, second];
}

afterAll(async () => {
  for (const state of opened) {
    await state.clearAll().catch(() => undefined);
    await state.close();
  }
});

describe.each([
  ['memory', true],
  ['redis', withRedis],
] as const)('shared state in %s', (kind, available) => {
  it.skipIf(!available)(
    'hands a taken value to exactly one of many concurrent callers',
    async () => {
      const [one, other] = pair(kind);
      const now = Date.now();
      await one.put('k', 'v', now + 60_000);
      const taken = await Promise.all(
        Array.from({ length: 20 }, (_, index) => (index % 2 ? one : other).take('k', now)),
      );
      expect(taken.filter((value) => value === 'v')).toHaveLength(1);
      await one.put('gone', 'v', now + 10);
      expect(await other.take('gone', now + 10)).toBeUndefined();
    },
  );

  it.skipIf(!available)('counts within limits atomically, all counters or none', async () => {
    const [one, other] = pair(kind);
    const now = Date.now();
    const counters = [
      { key: 'a', limit: 3 },
      { key: 'b', limit: 5 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? one : other).countWithin(counters, now, 60_000),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
    // b was counted only with a: two more fit on b alone.
    expect(await one.countWithin([{ key: 'b', limit: 5 }], now, 60_000)).toBe(true);
    expect(await one.countWithin([{ key: 'b', limit: 5 }], now, 60_000)).toBe(true);
    expect(await one.countWithin([{ key: 'b', limit: 5 }], now, 60_000)).toBe(false);
    // After the period the counters start again.
    expect(await other.countWithin(counters, now + 60_000, 60_000)).toBe(true);
  });

  it.skipIf(!available)('holds a key for one caller and tells the others how long', async () => {
    const [one, other] = pair(kind);
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? one : other).hold('h', now, 60_000)),
    );
    expect(answers.filter((held) => held === 0)).toHaveLength(1);
    expect(answers.filter((held) => held === 60_000)).toHaveLength(9);
  });

  it.skipIf(!available)('shares the login throttle between processes', async () => {
    const [one, other] = pair(kind);
    const first = new LoginThrottle(one);
    const second = new LoginThrottle(other);
    const now = Date.now();
    // Failures spread over both processes count together.
    for (let failure = 0; failure < LOGIN_THROTTLE.captchaAfterFromAddress; failure += 1)
      await (failure % 2 ? first : second).recordFailure('Carol', 'addr', now + failure);
    expect(await first.check('carol', 'addr', now + 10)).toMatchObject({ captcha: true });
    expect(await second.check('carol', 'addr', now + 10)).toMatchObject({ captcha: true });
    await second.recordSuccess('carol', 'addr');
    expect(await first.check('carol', 'addr', now + 10)).toMatchObject({ captcha: false });
  });

  it.skipIf(!available)('answers a captcha issued by one process on another, once', async () => {
    const [one, other] = pair(kind);
    const issuer = new CaptchaChallenges({ revealAnswers: true }, one);
    const checker = new CaptchaChallenges({ revealAnswers: true }, other);
    const challenge = await issuer.issue();
    const answers = await Promise.all([
      checker.verify(challenge.captchaId, challenge.answer),
      issuer.verify(challenge.captchaId, challenge.answer),
    ]);
    expect(answers.sort()).toEqual([false, true]);
  });

  it.skipIf(!available)(
    'checks an SMS code on another process; a right code counts once',
    async () => {
      const [one, other] = pair(kind);
      const sender = new SmsCodes(undefined, one);
      const checker = new SmsCodes(undefined, other);
      const now = Date.now();
      const issued = await sender.issue('13100000009', 'addr', now);
      if (!issued.ok) throw new Error('not issued');
      // The cooldown holds on the other process too.
      expect(await checker.issue('13100000009', 'addr', now + 1000)).toEqual({
        ok: false,
        reason: 'cooldown',
        seconds: SMS_CODE_RULES.resendSeconds - 1,
      });
      const verdicts = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? sender : checker).verify('13100000009', issued.code, now + 2000),
        ),
      );
      expect(verdicts.filter(Boolean)).toHaveLength(1);
    },
  );
});
