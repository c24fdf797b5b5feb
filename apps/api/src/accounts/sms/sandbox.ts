import { SMS_CODE_RULES } from '@yunmo/domain/accounts';
import { maskPhone } from '@yunmo/domain/privacy';
import type { SmsMessage, SmsProvider } from './provider.js';
import { smsText } from './provider.js';

export interface SandboxSms {
  readonly phone: string;
  readonly text: string;
  readonly sentAt: string;
}

/** Messages the sandbox keeps for its outbox page. */
const outboxSize = 200;

/**
 * The default provider: sends nothing. Messages go to an in-memory outbox that developers and the
 * browser tests read at `/v1/sms/sandbox/outbox` (never served in production), and to the log with
 * the phone masked.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox' as const;
  private readonly messages: SandboxSms[] = [];

  constructor(private readonly log: (line: string) => void) {}

  send(message: SmsMessage): Promise<void> {
    const text = smsText(message, SMS_CODE_RULES.lifetimeMinutes);
    this.messages.unshift({ phone: message.phone, text, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, outboxSize);
    this.log(`sandbox SMS to ${maskPhone(message.phone)}: ${text}`);
    return Promise.resolve();
  }

  /** Newest first; only the messages to `phone` when given. */
  outbox(phone?: string): SandboxSms[] {
    return phone === undefined
      ? [...this.messages]
      : this.messages.filter((message) => message.phone === phone);
  }
}
