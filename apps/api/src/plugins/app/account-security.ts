import fp from 'fastify-plugin';
import { CaptchaChallenges } from '../../accounts/captcha-challenges.js';
import { LoginThrottle } from '../../accounts/login-throttle.js';
import { FallbackState, sharedState } from '../../accounts/shared-state.js';
import { SmsCodes } from '../../accounts/sms-codes.js';
import type { SmsProvider } from '../../accounts/sms/provider.js';
import { smsProvider } from '../../accounts/sms/setup.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountSecurity: {
      captchas: CaptchaChallenges;
      smsCodes: SmsCodes;
      sms: SmsProvider;
      loginThrottle: LoginThrottle;
      /** The sandbox outbox page is served (sandbox provider, not production). */
      sandboxOutbox: boolean;
      /** Where the shared state lives: memory (no REDIS_URL), Redis, or memory while Redis is down. */
      stateStatus(): 'memory' | 'ok' | 'degraded';
    };
  }
}

/** Login throttling, captchas and registration SMS: in Redis when REDIS_URL is set (several API processes), else in memory. */
export default fp(
  (fastify, _options, done) => {
    const settings = fastify.config;
    const sms = smsProvider(settings, (line) => fastify.log.info(line));
    if (sms.name === 'sandbox')
      fastify.log.info(
        'SMS: sandbox provider, messages are not sent; registration codes appear in this log',
      );
    // One warning per outage, one line when Redis is back: not one per request.
    const state = sharedState(
      fastify.config.REDIS_URL,
      fastify.config.REDIS_KEY_PREFIX,
      (degraded, error) => {
        if (degraded)
          fastify.log.warn(
            { err: error },
            'Redis unreachable: login limits, captchas and SMS codes fall back to this process until it returns',
          );
        else fastify.log.info('Redis reachable again: shared login limits resumed');
      },
    );
    fastify.addHook('onClose', async () => {
      await state.close();
    });
    fastify.decorate('accountSecurity', {
      captchas: new CaptchaChallenges(
        { revealAnswers: settings.CAPTCHA_REVEAL_ANSWERS === '1' },
        state,
      ),
      smsCodes: new SmsCodes({ dailyPerAddress: settings.SMS_DAILY_LIMIT_PER_ADDRESS }, state),
      sms,
      loginThrottle: new LoginThrottle(state),
      sandboxOutbox: sms.name === 'sandbox' && settings.NODE_ENV !== 'production',
      stateStatus: () =>
        state instanceof FallbackState ? (state.degraded ? 'degraded' : 'ok') : 'memory',
    });
    done();
  },
  { name: 'account-security', dependencies: ['env'] },
);
