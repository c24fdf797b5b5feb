import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/http/auth.js';
import { postLedgerEntryNow } from '../src/ledger/ledger.js';
import { productionProblems, envSchema } from '../src/config/env.js';
import { backends, build, type BuiltApp } from './helper.js';
import { usersOffTheirLedger } from './ledger-invariants.js';

interface Legacy<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

describe('payment provider in production', () => {
  it('requires an explicit PAYMENT_PROVIDER with NODE_ENV=production', () => {
    const problems = (source: Record<string, string>) =>
      productionProblems(envSchema.parse(source), source);
    const named = (source: Record<string, string>) =>
      problems(source).some((line) => line.includes('PAYMENT_PROVIDER'));
    expect(named({ NODE_ENV: 'production' })).toBe(true);
    expect(named({ NODE_ENV: 'production', PAYMENT_PROVIDER: '' })).toBe(true);
    expect(named({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toBe(false);
    expect(named({ NODE_ENV: 'development' })).toBe(false);
  });

  it('refuses to start in production without one', async () => {
    await expect(
      build('pglite', 0, {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: '',
        CAPTCHA_REVEAL_ANSWERS: '',
      }),
    ).rejects.toThrow(/PAYMENT_PROVIDER/u);
  }, 120_000);
});

describe.each(backends)('paywall payments on %s', (backend) => {
  let built: BuiltApp;
  let counter = 0;

  beforeAll(async () => {
    built = await build(backend, 200, { DOWNLOAD_CAPTCHA_THRESHOLD: '1000' });
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  const db = () => built.app.db;

  async function createUser(beansFen = 0) {
    counter += 1;
    const rows = await db().rows<{ id: number }>(
      sql`insert into users (user_name, nickname) values (${`pwpay${String(counter)}-${randomBytes(3).toString('hex')}`}, '买家') returning id`,
    );
    const userId = Number(rows[0]?.id);
    const token = randomBytes(24).toString('hex');
    await db().rows(
      sql`insert into sessions (token_sha256, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
    );
    if (beansFen > 0)
      await postLedgerEntryNow(db().orm, {
        userId,
        asset: 'beans_fen',
        delta: beansFen,
        reason: 'test-top-up',
      });
    await db().rows(sql`insert into download_agreements (user_id) values (${userId})`);
    return { userId, token };
  }

  const post = async <T = Record<string, unknown>>(
    path: string,
    token: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const response = await request(built.app.server)
      .post(path)
      .set('token', token)
      .set(headers)
      .send(body);
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  };

  async function payAtCashier(orderNumber: string) {
    const page = await request(built.app.server).get(`/v1/pay/sandbox/cashier/${orderNumber}`);
    const form = [
      ...page.text.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/gu),
    ].find((match) => match[2]?.includes('value="paid"'));
    const fields = Object.fromEntries(
      [...(form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/gu)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    return request(built.app.server)
      .post(form?.[1] ?? '')
      .type('form')
      .send(fields);
  }

  const beansOf = async (userId: number) =>
    Number(
      (
        await db().rows<{ beans: number }>(
          sql`select bean_balance_fen as beans from users where id = ${userId}`,
        )
      )[0]?.beans,
    );

  it('F11: two gold orders opened first and paid together give one year; the second is refunded as beans with a ledger entry', async () => {
    const user = await createUser();
    const open = () =>
      post<{ orderNumber: string }>('/v1/gold/getOpenGoldQrcode', user.token, {
        total_fee: 99,
        dou: 0,
        payType: 'WX',
        source: 'MODEL',
      });
    const [first, second] = [await open(), await open()];
    expect(first.code).toBe(200);
    expect(second.code).toBe(200);
    const paid = await Promise.all([
      payAtCashier(first.data.orderNumber),
      payAtCashier(second.data.orderNumber),
    ]);
    for (const response of paid) expect(response.status).toBeLessThan(400);
    const [membership] = await db().rows<{ days: number }>(
      sql`select extract(epoch from gold_ends_at - now()) / 86400 as days from memberships where user_id = ${user.userId}`,
    );
    expect(Number(membership?.days)).toBeGreaterThan(360);
    expect(Number(membership?.days)).toBeLessThanOrEqual(366);
    // The breaching order's money came back as beans, through the ledger.
    expect(await beansOf(user.userId)).toBe(9900);
    const refunds = await db().rows<{ delta: number }>(
      sql`select delta from ledger_entries where user_id = ${user.userId} and reason = 'refund:gold'`,
    );
    expect(refunds.map((entry) => Number(entry.delta))).toEqual([9900]);
    const states = await db().rows<{ state: string }>(
      sql`select state from payment_orders where user_id = ${user.userId}`,
    );
    expect(states.map((row) => row.state)).toEqual(['paid', 'paid']);
    // A direct renewal now is refused as before.
    expect(
      (
        await post('/v1/gold/getOpenGoldQrcode', user.token, {
          total_fee: 99,
          dou: 0,
          payType: 'WX',
          source: 'MODEL',
        })
      ).code,
    ).toBe(20803);
    expect(await usersOffTheirLedger(db())).toEqual([]);
  });

  it('item 17: the same model bought twice at once with beans is charged once', async () => {
    const [model] = await db().rows<{ uuid: string; price_fen: number }>(
      sql`select uuid::text, price_fen from models where online and kind = 1 and fee_category = 3 and price_fen > 0 order by id limit 1`,
    );
    expect(model).toBeDefined();
    const price = Number(model?.price_fen);
    for (let round = 0; round < 3; round += 1) {
      const user = await createUser(price * 3);
      const buy = () =>
        post<{ orderNumber: string; paid: boolean }>(
          '/v1/download/getQrCodeOfModelDown',
          user.token,
          { openCategory: 1, modelUuid: model?.uuid },
        );
      const answers = await Promise.all([buy(), buy(), buy()]);
      for (const answer of answers)
        expect([200, 201], JSON.stringify(answer)).toContain(answer.code);
      expect(await beansOf(user.userId)).toBe(price * 2);
      const grants = await db().rows<{ count: number }>(
        sql`select count(*)::int as count from download_grants where user_id = ${user.userId} and basis = 'purchase'`,
      );
      expect(grants[0]?.count).toBe(1);
    }
    expect(await usersOffTheirLedger(db())).toEqual([]);
  });

  it('a replayed idempotency key after a bean purchase answers the original order', async () => {
    const [model] = await db().rows<{ uuid: string; price_fen: number }>(
      sql`select uuid::text, price_fen from models where online and kind = 1 and fee_category = 3 and price_fen > 0 order by id desc limit 1`,
    );
    const buyer = await createUser(Number(model?.price_fen) * 2);
    const key = `replay-${randomBytes(6).toString('hex')}`;
    const body = { openCategory: 1, modelUuid: model?.uuid };
    const first = await post<{ orderNumber: string }>(
      '/v1/download/getQrCodeOfModelDown',
      buyer.token,
      body,
      { 'idempotency-key': key },
    );
    expect(first.code).toBe(200);
    const again = await post<{ orderNumber: string }>(
      '/v1/download/getQrCodeOfModelDown',
      buyer.token,
      body,
      { 'idempotency-key': key },
    );
    expect(again).toEqual(first);
    expect(await beansOf(buyer.userId)).toBe(Number(model?.price_fen));
    // The same key for another model is refused, not answered with the first order.
    const [otherModel] = await db().rows<{ uuid: string }>(
      sql`select uuid::text from models where online and kind in (1, 2) and fee_category = 3 and price_fen > 0 and uuid <> ${model?.uuid}::uuid order by id limit 1`,
    );
    const reused = await post(
      '/v1/download/getQrCodeOfModelDown',
      buyer.token,
      { openCategory: 1, modelUuid: otherModel?.uuid },
      { 'idempotency-key': key },
    );
    expect(reused.code).toBe(201);
    expect(await beansOf(buyer.userId)).toBe(Number(model?.price_fen));

    const gold = await createUser(9900 * 2);
    const goldBody = {
      total_fee: 99,
      dou: 99,
      payType: 'WX',
      source: 'MODEL',
      idempotencyKey: key,
    };
    const paidGold = await post('/v1/gold/getOpenGoldQrcode', gold.token, goldBody);
    expect(paidGold.code).toBe(20703);
    expect(await post('/v1/gold/getOpenGoldQrcode', gold.token, goldBody)).toEqual(paidGold);
    expect(await beansOf(gold.userId)).toBe(9900);

    const member = await createUser(8800 * 2);
    const memberBody = { openCategory: 1, idempotencyKey: key };
    const paidMember = await post('/v1/member/openMember', member.token, memberBody);
    expect(paidMember.code).toBe(200);
    expect(await post('/v1/member/openMember', member.token, memberBody)).toEqual(paidMember);
    expect(await beansOf(member.userId)).toBe(8800);
  });
});
