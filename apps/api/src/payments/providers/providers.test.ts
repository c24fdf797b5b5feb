import { createCipheriv, createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AlipayProvider,
  alipaySign,
  alipaySigningString,
  alipayVerify,
  yuanTextToFen,
} from './alipay.js';
import { SandboxProvider, sandboxSign } from './sandbox.js';
import {
  WechatPayProvider,
  wechatDecryptResource,
  wechatRequestMessage,
  wechatResponseMessage,
  wechatSign,
  wechatVerify,
} from './wechat.js';

// A fixed RSA key made for these tests only (PKCS#1 v1.5 signatures are deterministic, so known vectors hold).
const privateKey = readFileSync(
  new URL('./fixtures/test-merchant-key.pem', import.meta.url),
  'utf8',
);
const publicKey = readFileSync(
  new URL('./fixtures/test-merchant-key.pub.pem', import.meta.url),
  'utf8',
);

const alipayParams = {
  app_id: '2021000000000000',
  method: 'alipay.trade.precreate',
  charset: 'utf-8',
  sign_type: 'RSA2',
  timestamp: '2026-11-23 14:05:04',
  version: '1.0',
  empty: '',
  biz_content:
    '{"out_trade_no":"YM20261123060504A1B2C3D4","total_amount":"99.00","subject":"云模黄金会员（一年）"}',
};
const alipayKnownSignature =
  't2rQSyMdWdIPEccWut6uCP0+GBVeP1XUAVgFqn8MGZFVxV442ZF0qLYbnQhxZDfmPXmMryiCwNi8EHTlKffR1i1jDEwAYi9J0xWuCTq8bd1LLs1OloIOS24eqJh8DhAdaPqLQgouQsLf9Qus/Ue1jyP2wdEUtwtlLCkoz+fNcvmlhE3DU2rE/MJN2Tiduqi3jQ+tHpaTg9xH5sPnCjdm/sGKF9mT9eHdQoUXVGc6VSbJI4UusOyFoMdabYHwQIikNs4+nTsF12iTbbG/87eo/R3pNDVdSQbF9sCA2kZnGAqKXjBs2GxjQgALDdDCDxxMhZL2Ut05tDCX8PVV6hbF4Q==';

describe('Alipay RSA2', () => {
  it('signs the sorted key=value string without sign, sign_type and empty values', () => {
    expect(alipaySigningString({ ...alipayParams, sign: 'x' })).toBe(
      'app_id=2021000000000000&biz_content={"out_trade_no":"YM20261123060504A1B2C3D4","total_amount":"99.00","subject":"云模黄金会员（一年）"}&charset=utf-8&method=alipay.trade.precreate&timestamp=2026-11-23 14:05:04&version=1.0',
    );
  });

  it('matches the known signature and round-trips', () => {
    const signature = alipaySign(alipayParams, privateKey);
    expect(signature).toBe(alipayKnownSignature);
    expect(alipayVerify({ ...alipayParams, sign: signature }, publicKey)).toBe(true);
    expect(
      alipayVerify({ ...alipayParams, total_amount: '0.01', sign: signature }, publicKey),
    ).toBe(false);
    expect(alipayVerify({ ...alipayParams, sign: 'bm90IGEgc2lnbmF0dXJl' }, publicKey)).toBe(false);
  });

  it('verifies a notification and reads its amount in fen', () => {
    const provider = new AlipayProvider({
      appId: '2021000000000000',
      privateKeyPem: privateKey,
      alipayPublicKeyPem: publicKey,
      gatewayUrl: 'https://example.invalid/gateway.do',
      notifyUrl: 'https://example.invalid/v1/pay/notify/alipay',
    });
    const notification: Record<string, string> = {
      app_id: '2021000000000000',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      out_trade_no: 'YM20261123060504A1B2C3D4',
      total_amount: '99.00',
      trade_no: '2026112322001400000000000001',
      trade_status: 'TRADE_SUCCESS',
      sign_type: 'RSA2',
    };
    notification.sign = alipaySign(notification, privateKey);
    const rawBody = new URLSearchParams(notification).toString();
    expect(provider.verifyNotification({ rawBody, headers: {} })).toEqual({
      notifyId: 'ac05099524730693a8b330c5ecf72da9786',
      orderNumber: 'YM20261123060504A1B2C3D4',
      amountFen: 9900,
      paid: true,
      providerTradeNo: '2026112322001400000000000001',
    });
    const tampered = new URLSearchParams({ ...notification, total_amount: '0.99' }).toString();
    expect(provider.verifyNotification({ rawBody: tampered, headers: {} })).toBeNull();
    const precreate = provider.precreateParams({
      orderNumber: 'YM20261123060504A1B2C3D4',
      amountFen: 9900,
      subject: '黄金会员',
      publicBaseUrl: '',
    });
    expect(alipayVerify(precreate, publicKey)).toBe(true);
  });

  it('reads yuan text as integer fen', () => {
    expect(yuanTextToFen('99.00')).toBe(9900);
    expect(yuanTextToFen('0.1')).toBe(10);
    expect(yuanTextToFen('1e3')).toBeNull();
    expect(yuanTextToFen('-1')).toBeNull();
  });
});

const wechatKnownSignature =
  'z80AtVVA/+UZi2lBBffIZreFMAIBCvrWzlRKOrwMjSiV/WRAKQoIc8BXopZuSAwVUPnZpXvKzC0VyO4fwGvu6TZkHgY1McpIUzcduGRsGDr9ASwlvzuj02sgSK4ghkCz+JdxkGTmM7j7IH9eUblTAORb/k8ogAAN8wFycn2W6bt4EEAzGYWJigiUZKJuBcqlNoKKlgFtfNRyXMRBcK31G1KbT8VYb85uMmuFBytEXcoRj33urzfCqnytnM69qEWEDqlUQb8eLj0ZLW6PdoNNRtOBsyDJwVhI5UcHYGExQFAQoF16amfwp/XGAvGqf4mJS8hzK8Tp+m/8OTwzj1+0oA==';
const apiV3Key = '0123456789abcdef0123456789abcdef';
const knownCiphertext =
  'YWMV7K/DlT4Rb1XnkBuADGZxpanQkBXW5yS0I3IHgRLJPAA3gkJ/FCpKMlZJ1dw7SVjLke2Hrs6kUokDDnMQMUFZVV6vHjoA14R0RC7QisnQH0SVer37RXNpXT8Y84H5t6XLtfkHrnlEJCXQfZO9tuRxqOK3ge7y5d1vCB/DsmJFee6hzXVbH9oMADmltpe9Nk7l1zoss4LHkxmPVFM1CMJNpEJ0Qy0AaLvyVT0yYjY=';

describe('WeChat Pay APIv3', () => {
  it('signs "METHOD\\nURL\\ntimestamp\\nnonce\\nbody\\n" with the known signature and round-trips', () => {
    const message = wechatRequestMessage(
      'POST',
      '/v3/pay/transactions/native',
      '1795500000',
      '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      '{"amount":{"total":9900}}',
    );
    expect(message).toBe(
      'POST\n/v3/pay/transactions/native\n1795500000\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\n{"amount":{"total":9900}}\n',
    );
    const signature = wechatSign(message, privateKey);
    expect(signature).toBe(wechatKnownSignature);
    expect(wechatVerify(message, signature, publicKey)).toBe(true);
    expect(wechatVerify(`${message} `, signature, publicKey)).toBe(false);
  });

  it('decrypts the AES-256-GCM resource of the known vector and refuses a tampered one', () => {
    const plain = wechatDecryptResource(apiV3Key, {
      ciphertext: knownCiphertext,
      nonce: 'fixednonce12',
      associated_data: 'transaction',
    });
    expect(JSON.parse(plain ?? 'null')).toMatchObject({
      out_trade_no: 'YM20261123060504A1B2C3D4',
      trade_state: 'SUCCESS',
      amount: { total: 9900 },
    });
    expect(
      wechatDecryptResource(apiV3Key, {
        ciphertext: knownCiphertext,
        nonce: 'fixednonce12',
        associated_data: 'other',
      }),
    ).toBeNull();
  });

  it('verifies a signed, encrypted notification and refuses old or forged ones', () => {
    const now = 1_795_500_000_000;
    const provider = new WechatPayProvider(
      {
        appId: 'wx0000000000000001',
        mchId: '1900000001',
        serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        privateKeyPem: privateKey,
        platformPublicKeyPem: publicKey,
        apiV3Key,
        apiBaseUrl: 'https://example.invalid',
        notifyUrl: 'https://example.invalid/v1/pay/notify/wechat',
      },
      fetch,
      () => now,
    );
    const cipher = createCipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key),
      Buffer.from('anothernonce'),
    );
    cipher.setAAD(Buffer.from('transaction'));
    const resource = JSON.stringify({
      mchid: '1900000001',
      out_trade_no: 'YM20261123060504A1B2C3D4',
      transaction_id: '42',
      trade_state: 'SUCCESS',
      amount: { total: 9900 },
    });
    const ciphertext = Buffer.concat([
      cipher.update(resource, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]).toString('base64');
    const rawBody = JSON.stringify({
      id: 'EV-2018022511223320873',
      event_type: 'TRANSACTION.SUCCESS',
      resource: { ciphertext, nonce: 'anothernonce', associated_data: 'transaction' },
    });
    const timestamp = String(now / 1000);
    const signature = createSign('RSA-SHA256')
      .update(wechatResponseMessage(timestamp, 'n0nce', rawBody))
      .sign(privateKey, 'base64');
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': 'n0nce',
      'wechatpay-signature': signature,
    };
    expect(provider.verifyNotification({ rawBody, headers })).toEqual({
      notifyId: 'EV-2018022511223320873',
      orderNumber: 'YM20261123060504A1B2C3D4',
      amountFen: 9900,
      paid: true,
      providerTradeNo: '42',
    });
    expect(
      provider.verifyNotification({ rawBody: rawBody.replace('SUCCESS', 'REFUND'), headers }),
    ).toBeNull();
    expect(
      provider.verifyNotification({
        rawBody,
        headers: { ...headers, 'wechatpay-timestamp': String(now / 1000 - 3600) },
      }),
    ).toBeNull();
    expect(
      provider.authorization('POST', '/v3/pay/transactions/native', '{}', timestamp, 'n0nce'),
    ).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="n0nce",signature="/u);
  });
});

describe('sandbox cashier notifications', () => {
  const secret = Buffer.alloc(32, 7);
  const provider = new SandboxProvider(secret);

  it('accepts its own signed body and refuses forged fields', () => {
    const fields = provider.signedNotify('YM20261123060504A1B2C3D4', 9900, 'paid');
    const rawBody = new URLSearchParams(fields).toString();
    const verified = provider.verifyNotification({
      rawBody,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(verified).toMatchObject({
      orderNumber: 'YM20261123060504A1B2C3D4',
      amountFen: 9900,
      paid: true,
    });
    const forgeries: Record<string, string>[] = [
      { amountFen: '1' },
      { result: 'failed' },
      { sign: 'ab'.repeat(32) },
      { orderNumber: 'YM20261123060504FFFFFFFF' },
    ];
    for (const forged of forgeries) {
      const body = new URLSearchParams({ ...fields, ...forged }).toString();
      expect(provider.verifyNotification({ rawBody: body, headers: {} })).toBeNull();
    }
    expect(
      provider.verifyNotification({
        rawBody: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
    ).toBeNull();
  });

  it('signs with HMAC-SHA256 of the fixed field order', () => {
    expect(
      sandboxSign(Buffer.alloc(32, 7), {
        orderNumber: 'YM20261123060504A1B2C3D4',
        amountFen: 9900,
        result: 'paid',
        notifyId: '0'.repeat(32),
      }),
    ).toBe('84252c417cf3ec73faac387ff15ed153053227ef79419b73ea72096de86e92f8');
  });
});
