import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { DbClient } from '../db/client.js';
import { loadLinkSecret } from '../downloads/signed-links.js';
import { AlipayProvider } from './providers/alipay.js';
import type { PaymentProvider } from './providers/provider.js';
import { SandboxProvider } from './providers/sandbox.js';
import { WechatPayProvider } from './providers/wechat.js';
import { PaymentService } from './service.js';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().optional());
/** PEM keys may be given with literal `\n` in one-line environment values. */
const pem = z.preprocess((value) => (typeof value === 'string' && value !== '' ? value.replace(/\\n/gu, '\n') : undefined), z.string().optional());

/** Payment settings: the sandbox needs none; Alipay and WeChat Pay only work when fully configured. */
const paymentEnv = z.object({
  /** sandbox (default) | alipay | wechat: the provider new QR orders use. */
  PAYMENT_PROVIDER: z.preprocess(blankToUndefined, z.enum(['sandbox', 'alipay', 'wechat']).default('sandbox')),
  /** HMAC secret of the sandbox cashier's notifications; derived from the download link secret when absent. */
  PAYMENT_SANDBOX_SECRET: optionalText,
  /** Absolute URL of the product for QR codes and notifications; PUBLIC_ORIGIN when absent. */
  PAYMENT_PUBLIC_URL: optionalText,
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: pem,
  ALIPAY_PUBLIC_KEY: pem,
  ALIPAY_GATEWAY_URL: z.preprocess(blankToUndefined, z.string().default('https://openapi.alipay.com/gateway.do')),
  WECHAT_APP_ID: optionalText,
  WECHAT_MCH_ID: optionalText,
  WECHAT_SERIAL_NO: optionalText,
  WECHAT_PRIVATE_KEY: pem,
  WECHAT_PLATFORM_PUBLIC_KEY: pem,
  WECHAT_API_V3_KEY: optionalText,
  WECHAT_API_BASE_URL: z.preprocess(blankToUndefined, z.string().default('https://api.mch.weixin.qq.com')),
});

export interface Payments {
  service: PaymentService;
  sandbox: SandboxProvider;
  publicUrl: string | undefined;
}

const instances = new WeakMap<DbClient, Promise<Payments>>();

/** One payment service per database, shared by every payment route. */
export function payments(fastify: FastifyInstance, env: Record<string, string | undefined> | undefined): Promise<Payments> {
  const existing = instances.get(fastify.db);
  if (existing) return existing;
  const created = build(fastify, { ...process.env, ...env });
  instances.set(fastify.db, created);
  return created;
}

/**
 * The sandbox accepts any payment its own cashier confirms: fine for development and demos, never a
 * silent default in production. With NODE_ENV=production the provider must be named explicitly.
 */
export function assertProviderChosen(source: Record<string, string | undefined>): void {
  if (source.NODE_ENV === 'production' && (source.PAYMENT_PROVIDER ?? '') === '')
    throw new Error('PAYMENT_PROVIDER must be set in production (sandbox, alipay or wechat); npm start sets sandbox');
}

async function build(fastify: FastifyInstance, source: Record<string, string | undefined>): Promise<Payments> {
  assertProviderChosen(source);
  const settings = paymentEnv.parse(source);
  const secret =
    settings.PAYMENT_SANDBOX_SECRET !== undefined && settings.PAYMENT_SANDBOX_SECRET.length >= 32
      ? Buffer.from(settings.PAYMENT_SANDBOX_SECRET, 'utf8')
      : createHash('sha256')
          .update('sandbox-cashier:')
          .update(await loadLinkSecret(fastify.config.YUNMO_DATA_DIR, source.DOWNLOAD_LINK_SECRET))
          .digest();
  const sandbox = new SandboxProvider(secret);
  const providers = new Map<string, PaymentProvider>([['sandbox', sandbox]]);
  const notifyBase = (settings.PAYMENT_PUBLIC_URL ?? fastify.config.PUBLIC_ORIGIN).replace(/\/+$/u, '');
  if (settings.ALIPAY_APP_ID && settings.ALIPAY_PRIVATE_KEY && settings.ALIPAY_PUBLIC_KEY) {
    providers.set(
      'alipay',
      new AlipayProvider({
        appId: settings.ALIPAY_APP_ID,
        privateKeyPem: settings.ALIPAY_PRIVATE_KEY,
        alipayPublicKeyPem: settings.ALIPAY_PUBLIC_KEY,
        gatewayUrl: settings.ALIPAY_GATEWAY_URL,
        notifyUrl: `${notifyBase}/v1/pay/notify/alipay`,
      }),
    );
  }
  if (
    settings.WECHAT_APP_ID &&
    settings.WECHAT_MCH_ID &&
    settings.WECHAT_SERIAL_NO &&
    settings.WECHAT_PRIVATE_KEY &&
    settings.WECHAT_PLATFORM_PUBLIC_KEY &&
    settings.WECHAT_API_V3_KEY?.length === 32
  ) {
    providers.set(
      'wechat',
      new WechatPayProvider({
        appId: settings.WECHAT_APP_ID,
        mchId: settings.WECHAT_MCH_ID,
        serialNo: settings.WECHAT_SERIAL_NO,
        privateKeyPem: settings.WECHAT_PRIVATE_KEY,
        platformPublicKeyPem: settings.WECHAT_PLATFORM_PUBLIC_KEY,
        apiV3Key: settings.WECHAT_API_V3_KEY,
        apiBaseUrl: settings.WECHAT_API_BASE_URL,
        notifyUrl: `${notifyBase}/v1/pay/notify/wechat`,
      }),
    );
  }
  const qrProvider = providers.get(settings.PAYMENT_PROVIDER);
  if (!qrProvider) throw new Error(`PAYMENT_PROVIDER=${settings.PAYMENT_PROVIDER} is not fully configured`);
  return { service: new PaymentService(fastify.db, qrProvider, providers), sandbox, publicUrl: settings.PAYMENT_PUBLIC_URL };
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
  return QRCode.toDataURL(content, { type: 'image/png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
