import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { build, type BuiltApp } from './helper.js';
import { createSession } from './session-helper.js';

let built: BuiltApp;

beforeAll(async () => {
  built = await build('pglite', 20, { PUBLIC_ORIGIN: 'https://www.yunmo.test/' });
}, 120_000);
afterAll(async () => {
  await built.close();
});

describe('absolute URLs the API writes', () => {
  it('QR codes and cashier links use PUBLIC_ORIGIN, never a forged Host or X-Forwarded-Host', async () => {
    const { token } = await createSession(built.app);
    const response = await request(built.app.server)
      .post('/v1/gold/getOpenGoldQrcode')
      .set('token', token)
      .set('host', 'evil.example')
      .set('x-forwarded-host', 'evil2.example')
      .set('x-forwarded-proto', 'https')
      .send({ total_fee: 99, dou: 0, payType: 'WX', source: 'MODEL' })
      .expect(200);
    const data = response.body.data as { cashierUrl: string; orderNumber: string };
    expect(response.body.code).toBe(200);
    expect(data.cashierUrl).toBe(
      `https://www.yunmo.test/v1/pay/sandbox/cashier/${data.orderNumber}`,
    );
  });
});
