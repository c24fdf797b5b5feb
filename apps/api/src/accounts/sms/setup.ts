import type { ApiConfig } from '../../config/env.js';
import { AliyunSmsProvider } from './aliyun.js';
import type { SmsProvider } from './provider.js';
import { SandboxSmsProvider } from './sandbox.js';

/** The account-security settings (docs/decisions/0009-login-and-registration.md), part of the API's one env schema. */
export type AccountSecuritySettings = Pick<
  ApiConfig,
  | 'SMS_PROVIDER'
  | 'ALIYUN_SMS_ACCESS_KEY_ID'
  | 'ALIYUN_SMS_ACCESS_KEY_SECRET'
  | 'ALIYUN_SMS_SIGN_NAME'
  | 'ALIYUN_SMS_TEMPLATE_CODE'
  | 'ALIYUN_SMS_TEMPLATE_REGISTERED'
  | 'ALIYUN_SMS_ENDPOINT'
>;

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
