import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { ApiConfig } from '../config/env.js';
import type { DbClient } from '../db/client.js';
import { loadLinkSecret } from '../downloads/signed-links.js';
import { AlipayProvider } from './providers/alipay.js';
import type { PaymentProvider } from './providers/provider.js';
import { SandboxProvider } from './providers/sandbox.js';
import { WechatPayProvider } from './providers/wechat.js';
import { PaymentService } from './service.js';

export interface Payments {
  service: PaymentService;
  sandbox: SandboxProvider;
  publicUrl: string | undefined;
}

/** The payment service of one API process, from its configuration (the `payments` plugin decorates it). */
export async function buildPayments(db: DbClient, config: ApiConfig): Promise<Payments> {
  const secret =
    config.PAYMENT_SANDBOX_SECRET !== undefined && config.PAYMENT_SANDBOX_SECRET.length >= 32
      ? Buffer.from(config.PAYMENT_SANDBOX_SECRET, 'utf8')
      : createHash('sha256')
          .update('sandbox-cashier:')
          .update(await loadLinkSecret(config.YUNMO_DATA_DIR, config.DOWNLOAD_LINK_SECRET))
          .digest();
  const sandbox = new SandboxProvider(secret);
  const providers = new Map<string, PaymentProvider>([['sandbox', sandbox]]);
  const notifyBase = (config.PAYMENT_PUBLIC_URL ?? config.PUBLIC_ORIGIN).replace(/\/+$/u, '');
  if (config.ALIPAY_APP_ID && config.ALIPAY_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY) {
    providers.set(
      'alipay',
      new AlipayProvider({
        appId: config.ALIPAY_APP_ID,
        privateKeyPem: config.ALIPAY_PRIVATE_KEY,
        alipayPublicKeyPem: config.ALIPAY_PUBLIC_KEY,
        gatewayUrl: config.ALIPAY_GATEWAY_URL,
        notifyUrl: `${notifyBase}/v1/pay/notify/alipay`,
      }),
    );
  }
  if (
    config.WECHAT_APP_ID &&
    config.WECHAT_MCH_ID &&
    config.WECHAT_SERIAL_NO &&
    config.WECHAT_PRIVATE_KEY &&
    config.WECHAT_PLATFORM_PUBLIC_KEY &&
    config.WECHAT_API_V3_KEY?.length === 32
  ) {
    providers.set(
      'wechat',
      new WechatPayProvider({
        appId: config.WECHAT_APP_ID,
        mchId: config.WECHAT_MCH_ID,
        serialNo: config.WECHAT_SERIAL_NO,
        privateKeyPem: config.WECHAT_PRIVATE_KEY,
        platformPublicKeyPem: config.WECHAT_PLATFORM_PUBLIC_KEY,
        apiV3Key: config.WECHAT_API_V3_KEY,
        apiBaseUrl: config.WECHAT_API_BASE_URL,
        notifyUrl: `${notifyBase}/v1/pay/notify/wechat`,
      }),
    );
  }
  const qrProvider = providers.get(config.PAYMENT_PROVIDER);
  if (!qrProvider)
    throw new Error(`PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER} is not fully configured`);
  return {
    service: new PaymentService(db, qrProvider, providers),
    sandbox,
    publicUrl: config.PAYMENT_PUBLIC_URL,
  };
}

/**
 * The product's URL for QR codes and cashier links: PAYMENT_PUBLIC_URL, else PUBLIC_ORIGIN. Never
 * the request's Host or X-Forwarded-Host: behind the gateway that is the internal API address,
 * and from a visitor it is whatever they typed.
 */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  return (configured ?? request.server.config.PUBLIC_ORIGIN).replace(/\/+$/u, '');
}

/** A scannable PNG QR code of `content`, as a data URL the web app shows in an img. */
export function qrPngDataUrl(content: string): Promise<string> {
  return QRCode.toDataURL(content, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
}
