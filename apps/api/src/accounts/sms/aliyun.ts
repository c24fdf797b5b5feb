import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './provider.js';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template with a `${code}` parameter. */
  codeTemplate: string;
  /** Template without parameters telling the number is registered. */
  registeredTemplate: string;
  endpoint: string;
}

/** RFC 3986 encoding as Alibaba Cloud's RPC signature (v1) wants it. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/gu,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The signed query of one SendSms call (HMAC-SHA1 over the sorted, encoded parameters). */
export function signedSendSmsQuery(
  settings: AliyunSmsSettings,
  message: SmsMessage,
  now = new Date(),
  nonce: string = randomUUID(),
): string {
  const parameters: Record<string, string> = {
    AccessKeyId: settings.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.phone,
    RegionId: 'cn-hangzhou',
    SignName: settings.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode:
      message.kind === 'register-code' ? settings.codeTemplate : settings.registeredTemplate,
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/u, 'Z'),
    Version: '2017-05-25',
  };
  if (message.kind === 'register-code')
    parameters.TemplateParam = JSON.stringify({ code: message.code });
  const canonical = Object.keys(parameters)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(parameters[key] ?? '')}`)
    .join('&');
  const toSign = `GET&${percentEncode('/')}&${percentEncode(canonical)}`;
  const signature = createHmac('sha1', `${settings.accessKeySecret}&`)
    .update(toSign)
    .digest('base64');
  return `Signature=${percentEncode(signature)}&${canonical}`;
}

/** Alibaba Cloud SMS (dysmsapi SendSms over HTTPS). */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;

  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetchImpl(
      `${this.settings.endpoint}/?${signedSendSmsQuery(this.settings, message)}`,
      { signal: AbortSignal.timeout(5_000) },
    );
    const body = (await response.json().catch(() => null)) as {
      Code?: string;
      Message?: string;
    } | null;
    if (!response.ok || body?.Code !== 'OK')
      throw new Error(
        `Aliyun SendSms failed: ${body?.Code ?? String(response.status)} ${body?.Message ?? ''}`,
      );
  }
}
