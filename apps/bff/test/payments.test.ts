import { orderStatusSchema, purchaseResultSchema } from '@yunmo/api-contract/payments';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayOverSeededApi, registeredMember } from './seeded-gateway.js';

const gateway = gatewayOverSeededApi(60);

const member = () => registeredMember(gateway.app, 'pay');

describe('payments through the gateway', () => {
  it('answers prices and packages to guests and 401 to guests who buy', async () => {
    expect(
      (await request(gateway.app.server).get('/api/payments/gold-price').expect(200)).body,
    ).toEqual({ priceFen: 9900, oldPriceFen: 15800, discount: 62 });
    const packages = (await request(gateway.app.server).get('/api/payments/packages').expect(200))
      .body.items as unknown[];
    expect(packages.length).toBeGreaterThanOrEqual(4);
    await request(gateway.app.server)
      .post('/api/payments/gold-orders')
      .send({ method: 'wechat' })
      .expect(401);
    const offer = (await request(gateway.app.server).get('/api/membership').expect(200))
      .body as Record<string, unknown>;
    expect(offer).toMatchObject({
      priceFen: 8800,
      originalPriceFen: 28800,
      perModelPriceFen: 34,
      loggedIn: false,
    });
  });

  it('needs the CSRF token on writes, then buys gold through the sandbox cashier on the same URL', async () => {
    const { agent, csrf } = await member();
    await agent.post('/api/payments/gold-orders').send({ method: 'wechat' }).expect(403);
    const tooFewBeans = await agent
      .post('/api/payments/gold-orders')
      .set('x-csrf-token', csrf)
      .send({ method: 'beans' })
      .expect(422);
    expect(tooFewBeans.body).toMatchObject({ detail: '账户炫豆不足', legacyCode: 20700 });
    const result = purchaseResultSchema.parse(
      (
        await agent
          .post('/api/payments/gold-orders')
          .set('host', 'shop.example:3000')
          .set('x-csrf-token', csrf)
          .send({ method: 'wechat' })
          .expect(201)
      ).body,
    );
    if (result.status !== 'awaitingPayment') throw new Error('expected a QR order');
    // The link comes from the configured public origin (here the default), never from the forged Host.
    expect(result.order.cashierUrl).toBe(
      `http://localhost:3000/v1/pay/sandbox/cashier/${result.order.orderNumber}`,
    );
    const waiting = orderStatusSchema.parse(
      (await agent.get(`/api/payments/orders/${result.order.orderNumber}?purpose=gold`).expect(200))
        .body,
    );
    expect(waiting.state).toBe('created');
    // The payer's logged-in browser opens the cashier through the /v1 passthrough and confirms (no CSRF token: the body is signed).
    const page = await agent.get(`/v1/pay/sandbox/cashier/${result.order.orderNumber}`).expect(200);
    expect(page.text).toContain('确认支付');
    const form = /<form method="post" action="([^"]+)">(.*?)<\/form>/u.exec(page.text);
    const fields = Object.fromEntries(
      [...(form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/gu)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    await agent
      .post(form?.[1] ?? '')
      .type('form')
      .send(fields)
      .expect(303);
    const paid = orderStatusSchema.parse(
      (await agent.get(`/api/payments/orders/${result.order.orderNumber}?purpose=gold`).expect(200))
        .body,
    );
    expect(paid.state).toBe('paid');
    const gold = (await agent.get('/api/payments/gold').expect(200)).body as Record<
      string,
      unknown
    >;
    expect(gold).toMatchObject({ isGold: true, isSubAccount: false });
    const early = await agent
      .post('/api/payments/gold-orders')
      .set('x-csrf-token', csrf)
      .send({ method: 'alipay' })
      .expect(422);
    expect(early.body).toMatchObject({ detail: '未到最后三个月,不能续费', legacyCode: 20803 });
  });

  it('closes a package order when the dialog closes; a closed order reads closed', async () => {
    const { agent, csrf } = await member();
    const result = purchaseResultSchema.parse(
      (
        await agent
          .post('/api/payments/package-orders')
          .set('x-csrf-token', csrf)
          .send({ packageId: 1, method: 'alipay' })
          .expect(201)
      ).body,
    );
    if (result.status !== 'awaitingPayment') throw new Error('expected a QR order');
    await agent
      .delete(`/api/payments/orders/${result.order.orderNumber}`)
      .set('x-csrf-token', csrf)
      .expect(204);
    const closed = orderStatusSchema.parse(
      (
        await agent
          .get(`/api/payments/orders/${result.order.orderNumber}?purpose=package`)
          .expect(200)
      ).body,
    );
    expect(closed.state).toBe('closed');
    await agent.get('/api/payments/orders/not-an-order?purpose=package').expect(400);
    const reasons = await agent
      .post('/api/membership/not-opening-reasons')
      .set('x-csrf-token', csrf)
      .send({ reasons: [] })
      .expect(400);
    expect(JSON.stringify(reasons.body)).toContain('请选择至少一个原因哦~');
  });
});
