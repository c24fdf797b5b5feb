import fp from 'fastify-plugin';
import { CaptchaChallenges } from '../../accounts/captcha-challenges.js';
import { LoginThrottle } from '../../accounts/login-throttle.js';
import { SmsCodes } from '../../accounts/sms-codes.js';
import type { SmsProvider } from '../../accounts/sms/provider.js';
import { loadAccountSecuritySettings, smsProvider } from '../../accounts/sms/setup.js';
import type { EnvPluginOptions } from '../external/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountSecurity: {
      captchas: CaptchaChallenges;
      smsCodes: SmsCodes;
      sms: SmsProvider;
      loginThrottle: LoginThrottle;
      /** The sandbox outbox page is served (sandbox provider, not production). */
      sandboxOutbox: boolean;
    };
  }
}

/** Login throttling, captchas and registration SMS: one set per API process. */
export default fp<EnvPluginOptions>(
  (fastify, options, done) => {
    let settings: ReturnType<typeof loadAccountSecuritySettings>;
    try {
      settings = loadAccountSecuritySettings({ ...process.env, ...options.env });
    } catch (error) {
      // Handed to avvio, so a bad environment fails the start instead of escaping as an uncaught exception.
      done(error as Error);
      return;
    }
    const sms = smsProvider(settings, (line) => fastify.log.info(line));
    if (sms.name === 'sandbox')
      fastify.log.info(
        'SMS: sandbox provider, messages are not sent; registration codes appear in this log',
      );
    fastify.decorate('accountSecurity', {
      captchas: new CaptchaChallenges({ revealAnswers: settings.CAPTCHA_REVEAL_ANSWERS === '1' }),
      smsCodes: new SmsCodes({ dailyPerAddress: settings.SMS_DAILY_LIMIT_PER_ADDRESS }),
      sms,
      loginThrottle: new LoginThrottle(),
      sandboxOutbox: sms.name === 'sandbox' && settings.NODE_ENV !== 'production',
    });
    done();
  },
  { name: 'account-security', dependencies: ['env'] },
);
