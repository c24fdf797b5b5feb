import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  NotifyAnswer,
  NotifyRequest,
  PaymentProvider,
  ProviderOrder,
  VerifiedNotification,
} from './provider.js';

/** The notify body the sandbox cashier posts: every field is covered by the HMAC in `sign`. */
const sandboxNotifyBody = z.object({
  orderNumber: z.string().min(1).max(64),
  amountFen: z.coerce.number().int().positive(),
  result: z.enum(['paid', 'failed']),
  notifyId: z.string().regex(/^[0-9a-f]{32}$/u),
  sign: z.string().min(1).max(128),
});

export type SandboxNotifyFields = Omit<z.infer<typeof sandboxNotifyBody>, 'sign'>;

/** The string the HMAC covers: the fields in a fixed order, `&`-joined. */
export function sandboxSigningString(fields: SandboxNotifyFields): string {
  return `amountFen=${String(fields.amountFen)}&notifyId=${fields.notifyId}&orderNumber=${fields.orderNumber}&result=${fields.result}`;
}

export function sandboxSign(secret: Buffer, fields: SandboxNotifyFields): string {
  return createHmac('sha256', secret).update(sandboxSigningString(fields)).digest('hex');
}

/**
 * The sandbox provider: the QR code opens the product's own cashier page, where the payer confirms
 * or fails the payment; the page posts a notification signed with the server secret. It stands in
 * for a real provider in development, demos and tests.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly secret: Buffer) {}

  createQrContent(order: ProviderOrder): Promise<string> {
    return Promise.resolve(`${order.publicBaseUrl}${sandboxCashierPath(order.orderNumber)}`);
  }

  /** A signed notify body for the cashier page's buttons (one fresh notify id each). */
  signedNotify(
    orderNumber: string,
    amountFen: number,
    result: 'paid' | 'failed',
  ): Record<string, string> {
    const fields: SandboxNotifyFields = {
      orderNumber,
      amountFen,
      result,
      notifyId: randomBytes(16).toString('hex'),
    };
    return {
      orderNumber,
      amountFen: String(amountFen),
      result,
      notifyId: fields.notifyId,
      sign: sandboxSign(this.secret, fields),
    };
  }

  verifyNotification(request: NotifyRequest): VerifiedNotification | null {
    const contentType = String(request.headers['content-type'] ?? '');
    let input: unknown;
    try {
      input = contentType.includes('json')
        ? JSON.parse(request.rawBody)
        : Object.fromEntries(new URLSearchParams(request.rawBody));
    } catch {
      return null;
    }
    const parsed = sandboxNotifyBody.safeParse(input);
    if (!parsed.success) return null;
    const { sign, ...fields } = parsed.data;
    const expected = Buffer.from(sandboxSign(this.secret, fields), 'hex');
    const given = Buffer.from(sign, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return {
      notifyId: fields.notifyId,
      orderNumber: fields.orderNumber,
      amountFen: fields.amountFen,
      paid: fields.result === 'paid',
      providerTradeNo: `SANDBOX-${fields.notifyId}`,
    };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return {
      status: accepted ? 200 : 400,
      contentType: 'text/plain; charset=utf-8',
      body: accepted ? 'success' : 'fail',
    };
  }
}

export function sandboxCashierPath(orderNumber: string): string {
  return `/v1/pay/sandbox/cashier/${encodeURIComponent(orderNumber)}`;
}
