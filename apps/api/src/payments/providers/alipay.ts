import { createSign, createVerify } from 'node:crypto';
import { fenToYuanString } from '@yunmo/domain/money';
import type {
  NotifyAnswer,
  NotifyRequest,
  PaymentProvider,
  ProviderOrder,
  VerifiedNotification,
} from './provider.js';

export interface AlipayConfig {
  appId: string;
  /** The merchant's RSA private key (PEM), signs requests. */
  privateKeyPem: string;
  /** Alipay's RSA public key (PEM), verifies notifications. */
  alipayPublicKeyPem: string;
  gatewayUrl: string;
  notifyUrl: string;
}

/**
 * The string Alipay signs: every parameter except `sign` and `sign_type`, with a non-empty value,
 * sorted by key, as `key=value` joined with `&` (values not URL-encoded).
 */
export function alipaySigningString(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter(
      (key) =>
        key !== 'sign' && key !== 'sign_type' && params[key] !== undefined && params[key] !== '',
    )
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
}

/** RSA2: SHA256withRSA over the signing string, base64. */
export function alipaySign(
  params: Record<string, string | undefined>,
  privateKeyPem: string,
): string {
  return createSign('RSA-SHA256')
    .update(alipaySigningString(params), 'utf8')
    .sign(privateKeyPem, 'base64');
}

export function alipayVerify(
  params: Record<string, string | undefined>,
  publicKeyPem: string,
): boolean {
  const signature = params.sign;
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(alipaySigningString(params), 'utf8')
      .verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** Yuan with two decimals, as Alipay writes amounts, to integer fen; null for anything else. */
export function yuanTextToFen(text: string | undefined): number | null {
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/u.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function shanghaiTimestamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay face-to-face payment (alipay.trade.precreate): the QR code is Alipay's qr_code. */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;

  constructor(
    private readonly config: AlipayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The signed request parameters of a precreate call. */
  precreateParams(order: ProviderOrder, now = new Date()): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method: 'alipay.trade.precreate',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: shanghaiTimestamp(now),
      version: '1.0',
      notify_url: this.config.notifyUrl,
      biz_content: JSON.stringify({
        out_trade_no: order.orderNumber,
        total_amount: fenToYuanString(order.amountFen),
        subject: order.subject,
      }),
    };
    return { ...params, sign: alipaySign(params, this.config.privateKeyPem) };
  }

  async createQrContent(order: ProviderOrder): Promise<string> {
    const response = await this.fetchImpl(this.config.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(this.precreateParams(order)).toString(),
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json()) as {
      alipay_trade_precreate_response?: { code?: string; qr_code?: string };
    };
    const result = answer.alipay_trade_precreate_response;
    if (result?.code !== '10000' || !result.qr_code) throw new Error('alipay precreate failed');
    return result.qr_code;
  }

  verifyNotification(request: NotifyRequest): VerifiedNotification | null {
    const params = Object.fromEntries(new URLSearchParams(request.rawBody));
    if (params.app_id !== this.config.appId) return null;
    if (!alipayVerify(params, this.config.alipayPublicKeyPem)) return null;
    const amountFen = yuanTextToFen(params.total_amount);
    if (!params.notify_id || !params.out_trade_no || amountFen === null) return null;
    return {
      notifyId: params.notify_id,
      orderNumber: params.out_trade_no,
      amountFen,
      paid: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
      providerTradeNo: params.trade_no ?? null,
    };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return {
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: accepted ? 'success' : 'failure',
    };
  }
}
