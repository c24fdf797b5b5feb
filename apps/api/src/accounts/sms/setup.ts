import { SMS_CODE_RULES } from '@yunmo/domain/accounts';
import { z } from 'zod';
import { AliyunSmsProvider } from './aliyun.js';
import type { SmsProvider } from './provider.js';
import { SandboxSmsProvider } from './sandbox.js';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().optional());

/** Account-security settings (README, docs/decisions/0009-login-and-registration.md). */
export const accountSecurityEnv = z
  .object({
    NODE_ENV: optionalText,
    /** sandbox (default) | aliyun: who delivers registration SMS. */
    SMS_PROVIDER: z.preprocess(blankToUndefined, z.enum(['sandbox', 'aliyun']).default('sandbox')),
    ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
    ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
    ALIYUN_SMS_SIGN_NAME: optionalText,
    /** Template with a ${code} parameter. */
    ALIYUN_SMS_TEMPLATE_CODE: optionalText,
    /** Template telling the number already has an account. */
    ALIYUN_SMS_TEMPLATE_REGISTERED: optionalText,
    ALIYUN_SMS_ENDPOINT: z.preprocess(
      blankToUndefined,
      z.string().default('https://dysmsapi.aliyuncs.com'),
    ),
    /** SMS codes one address may ask for per day (test servers, where every visitor shares one address, raise it). */
    SMS_DAILY_LIMIT_PER_ADDRESS: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).default(SMS_CODE_RULES.dailyPerAddress),
    ),
    /** Browser and API tests only: the captcha answer comes with the image. Refused in production. */
    CAPTCHA_REVEAL_ANSWERS: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  })
  .superRefine((settings, context) => {
    if (settings.NODE_ENV === 'production' && settings.CAPTCHA_REVEAL_ANSWERS === '1') {
      context.addIssue({
        code: 'custom',
        path: ['CAPTCHA_REVEAL_ANSWERS'],
        message: 'CAPTCHA_REVEAL_ANSWERS must not be set in production',
      });
    }
    if (settings.SMS_PROVIDER === 'aliyun') {
      for (const key of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
        'ALIYUN_SMS_TEMPLATE_REGISTERED',
      ] as const) {
        if (settings[key] === undefined)
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required with SMS_PROVIDER=aliyun`,
          });
      }
    }
  });
export type AccountSecuritySettings = z.infer<typeof accountSecurityEnv>;

export function loadAccountSecuritySettings(
  source: Record<string, string | undefined>,
): AccountSecuritySettings {
  const parsed = accountSecurityEnv.safeParse(source);
  if (!parsed.success)
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}

export function smsProvider(
  settings: AccountSecuritySettings,
  log: (line: string) => void,
): SmsProvider {
  if (settings.SMS_PROVIDER === 'aliyun') {
    return new AliyunSmsProvider({
      accessKeyId: settings.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
      accessKeySecret: settings.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
      signName: settings.ALIYUN_SMS_SIGN_NAME ?? '',
      codeTemplate: settings.ALIYUN_SMS_TEMPLATE_CODE ?? '',
      registeredTemplate: settings.ALIYUN_SMS_TEMPLATE_REGISTERED ?? '',
      endpoint: settings.ALIYUN_SMS_ENDPOINT.replace(/\/+$/u, ''),
    });
  }
  return new SandboxSmsProvider(log);
}
