import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type {
  NotifyAnswer,
  NotifyRequest,
  PaymentProvider,
  ProviderOrder,
  VerifiedNotification,
} from './provider.js';

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant certificate (goes into the Authorization header). */
  serialNo: string;
  /** The merchant's RSA private key (PEM), signs requests. */
  privateKeyPem: string;
  /** WeChat Pay's platform public key (PEM), verifies notifications. */
  platformPublicKeyPem: string;
  /** The 32-byte APIv3 key, decrypts notification resources (AES-256-GCM). */
  apiV3Key: string;
  apiBaseUrl: string;
  notifyUrl: string;
}

/** The APIv3 request signing string: "METHOD\nURL\ntimestamp\nnonce\nbody\n". */
export function wechatRequestMessage(
  method: string,
  url: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The APIv3 answer and notification signing string: "timestamp\nnonce\nbody\n". */
export function wechatResponseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** SHA256-RSA (PKCS#1 v1.5) over `message`, base64. */
export function wechatSign(message: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');
}

export function wechatVerify(message: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(message, 'utf8')
      .verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** Decrypts a notification resource: AES-256-GCM, the last 16 bytes of the ciphertext are the tag. */
export function wechatDecryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string | undefined },
): string | null {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) return null;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([
      decipher.update(data.subarray(0, data.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

const notificationEnvelope = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string(),
  resource: z.object({
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
  }),
});

const transaction = z.object({
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int() }),
  mchid: z.string(),
});

/** Notifications older than this are refused (replays of captured traffic). */
const notifyMaxAgeSeconds = 300;

/** WeChat Pay APIv3 Native payment: the QR code is WeChat's code_url. */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** The Authorization header of an APIv3 request. */
  authorization(
    method: string,
    url: string,
    body: string,
    timestamp: string,
    nonce: string,
  ): string {
    const signature = wechatSign(
      wechatRequestMessage(method, url, timestamp, nonce, body),
      this.config.privateKeyPem,
    );
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.config.serialNo}"`;
  }

  async createQrContent(order: ProviderOrder): Promise<string> {
    const path = '/v3/pay/transactions/native';
    const body = JSON.stringify({
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: order.subject,
      out_trade_no: order.orderNumber,
      notify_url: this.config.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    });
    const timestamp = String(Math.floor(this.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const response = await this.fetchImpl(`${this.config.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: this.authorization('POST', path, body, timestamp, nonce),
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json()) as { code_url?: string };
    if (!response.ok || !answer.code_url) throw new Error('wechat native order failed');
    return answer.code_url;
  }

  verifyNotification(request: NotifyRequest): VerifiedNotification | null {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const timestamp = header('wechatpay-timestamp');
    const nonce = header('wechatpay-nonce');
    const signature = header('wechatpay-signature');
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/u.test(timestamp)) return null;
    if (Math.abs(this.now() / 1000 - Number(timestamp)) > notifyMaxAgeSeconds) return null;
    if (
      !wechatVerify(
        wechatResponseMessage(timestamp, nonce, request.rawBody),
        signature,
        this.config.platformPublicKeyPem,
      )
    )
      return null;
    let envelope: z.infer<typeof notificationEnvelope>;
    try {
      const parsed = notificationEnvelope.safeParse(JSON.parse(request.rawBody));
      if (!parsed.success) return null;
      envelope = parsed.data;
    } catch {
      return null;
    }
    const plain = wechatDecryptResource(this.config.apiV3Key, envelope.resource);
    if (plain === null) return null;
    let paid: z.infer<typeof transaction>;
    try {
      const parsed = transaction.safeParse(JSON.parse(plain));
      if (!parsed.success) return null;
      paid = parsed.data;
    } catch {
      return null;
    }
    if (paid.mchid !== this.config.mchId) return null;
    return {
      notifyId: envelope.id,
      orderNumber: paid.out_trade_no,
      amountFen: paid.amount.total,
      paid: paid.trade_state === 'SUCCESS',
      providerTradeNo: paid.transaction_id ?? null,
    };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return accepted
      ? { status: 204, contentType: 'application/json', body: '' }
      : {
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FAIL', message: '验签失败' }),
        };
  }
}
