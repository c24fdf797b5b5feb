/** What an SMS says: a registration code, or that the number already has an account. */
export type SmsMessage =
  | { kind: 'register-code'; phone: string; code: string }
  | { kind: 'already-registered'; phone: string };

/**
 * An SMS provider: delivers the product's two registration messages. Like the payment providers
 * it never touches the database; the code store owns codes, attempts and limits.
 */
export interface SmsProvider {
  readonly name: 'sandbox' | 'aliyun';
  send(message: SmsMessage): Promise<void>;
}

/** The text of a message, as the sandbox shows it and as the real templates say it. */
export function smsText(message: SmsMessage, lifetimeMinutes: number): string {
  if (message.kind === 'register-code')
    return `【云模】您的注册验证码为${message.code}，${String(lifetimeMinutes)}分钟内有效。如非本人操作，请忽略本短信。`;
  return '【云模】该手机号已注册云模账号，可直接登录或找回密码。如非本人操作，请忽略本短信。';
}
