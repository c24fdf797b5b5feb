import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/http/auth.js';
import { postLedgerEntryNow } from '../src/ledger/ledger.js';
import { backends, build, type BuiltApp } from './helper.js';

interface Legacy<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}
interface QrAnswer {
  orderNumber: string;
  outTradeNo: string;
  qrcode: string;
  cashierUrl: string;
  price: string;
}

describe.each(backends)('payments on %s', (backend) => {
  let built: BuiltApp;
  let counter = 0;

  beforeAll(async () => {
    built = await build(backend, 200, { DOWNLOAD_CAPTCHA_THRESHOLD: '1000' });
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  const db = () => built.app.db;

  async function createUser(
    options: { beansFen?: number; gold?: string; sub?: boolean; trialHoursAgo?: number } = {},
  ) {
    counter += 1;
    const rows = await db().rows<{ id: number }>(
      sql`insert into users (user_name, nickname) values (${`payer${String(counter)}-${randomBytes(3).toString('hex')}`}, '买家') returning id`,
    );
    const userId = Number(rows[0]?.id);
    const token = randomBytes(24).toString('hex');
    await db().rows(
      sql`insert into sessions (token_sha256, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
    );
    if (options.gold !== undefined)
      await db().rows(
        sql`insert into memberships (user_id, member_category, gold_ends_at, is_sub_account) values (${userId}, 4, now() + ${options.gold}::interval, ${options.sub === true})`,
      );
    else if (options.sub === true)
      await db().rows(
        sql`insert into memberships (user_id, member_category, is_sub_account) values (${userId}, 1, true)`,
      );
    else if (options.trialHoursAgo !== undefined)
      await db().rows(
        sql`insert into memberships (user_id, member_category, ends_at, experience_number) values (${userId}, 2, now() + make_interval(hours => ${168 - options.trialHoursAgo}), 7)`,
      );
    if (options.beansFen)
      await postLedgerEntryNow(db().orm, {
        userId,
        asset: 'beans_fen',
        delta: options.beansFen,
        reason: 'test-top-up',
      });
    await db().rows(sql`insert into download_agreements (user_id) values (${userId})`);
    return { userId, token };
  }

  const post = async <T = Record<string, unknown>>(
    path: string,
    token: string | null,
    body: Record<string, unknown>,
  ) => {
    const call = request(built.app.server).post(path).send(body);
    if (token) void call.set('token', token);
    const response = await call;
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  };
  const get = async <T = Record<string, unknown>>(path: string, token: string | null) => {
    const call = request(built.app.server).get(path);
    if (token) void call.set('token', token);
    const response = await call;
    return response.body as Legacy<T>;
  };

  /** Opens the sandbox cashier of an order and submits one of its two forms, as the payer's browser does. */
  async function cashier(orderNumber: string, choice: 'paid' | 'failed') {
    const page = await request(built.app.server).get(`/v1/pay/sandbox/cashier/${orderNumber}`);
    expect(page.status).toBe(200);
    const forms = [...page.text.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/gu)];
    const form = forms.find((match) => match[2]?.includes(`value="${choice}"`));
    expect(form).toBeDefined();
    const fields = Object.fromEntries(
      [...(form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/gu)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    const response = await request(built.app.server)
      .post(form?.[1] ?? '')
      .type('form')
      .send(fields);
    return { response, fields: fields as Record<string, string> };
  }

  async function snapshot(userId: number) {
    const [user] = await db().rows<{ beans: number; packages: number }>(
      sql`select bean_balance_fen as beans, download_package_count as packages from users where id = ${userId}`,
    );
    const [membership] = await db().rows<{
      member_category: number | null;
      gold_ends_at: string | null;
      ends_at: string | null;
    }>(
      sql`select member_category, gold_ends_at::text, ends_at::text from memberships where user_id = ${userId}`,
    );
    const [orders] = await db().rows<{ count: number }>(
      sql`select count(*)::int as count from payment_orders where user_id = ${userId}`,
    );
    const [entries] = await db().rows<{ count: number }>(
      sql`select count(*)::int as count from ledger_entries where user_id = ${userId}`,
    );
    return {
      beans: Number(user?.beans),
      packages: Number(user?.packages),
      membership: membership ?? null,
      orders: orders?.count,
      entries: entries?.count,
    };
  }

  it('prices gold at 99, was 158, discount 62', async () => {
    const answer = await post('/v1/gold/getGoldPrice', null, {});
    expect(answer).toEqual({
      code: 200,
      msg: 'success',
      data: { goldPrice: 99, goldOldPrice: 158, goldDiscount: 62 },
    });
  });

  it('refuses gold with the spec messages and changes nothing', async () => {
    const cases: [
      Awaited<ReturnType<typeof createUser>>,
      Record<string, unknown>,
      number,
      string,
    ][] = [
      [
        await createUser({ beansFen: 20000 }),
        { total_fee: '98', dou: 0, payType: 'WX', source: 'MODEL' },
        20702,
        '金额不正确',
      ],
      [
        await createUser({ beansFen: 20000 }),
        { total_fee: 99, dou: 50, payType: 'WX', source: 'MODEL' },
        20702,
        '金额不正确',
      ],
      [
        await createUser({ beansFen: 20000, sub: true }),
        { total_fee: 99, dou: 99, payType: 'WX', source: 'MODEL' },
        20802,
        '企业子账户不能购买',
      ],
      [
        await createUser({ beansFen: 20000, gold: '200 days' }),
        { total_fee: 99, dou: 99, payType: 'WX', source: 'MODEL' },
        20803,
        '未到最后三个月,不能续费',
      ],
      [
        await createUser({ beansFen: 9899 }),
        { total_fee: 99, dou: 99, payType: 'WX', source: 'MODEL' },
        20700,
        '账户炫豆不足',
      ],
    ];
    for (const [user, body, code, msg] of cases) {
      const before = await snapshot(user.userId);
      const answer = await post('/v1/gold/getOpenGoldQrcode', user.token, body);
      expect(answer).toMatchObject({ code, msg, data: null });
      expect(await snapshot(user.userId)).toEqual(before);
    }
  });

  it('pays gold with beans through the ledger and extends a renewal by one year', async () => {
    const fresh = await createUser({ beansFen: 10000 });
    const answer = await post('/v1/gold/getOpenGoldQrcode', fresh.token, {
      total_fee: '99.00',
      dou: '99',
      payType: 'WX',
      source: 'MODEL',
      oper: 1,
    });
    expect(answer).toMatchObject({ code: 20703, msg: '会员开通成功' });
    const after = await snapshot(fresh.userId);
    expect(after.beans).toBe(100);
    expect(after.membership?.member_category).toBe(4);
    const renewing = await createUser({ beansFen: 10000, gold: '30 days' });
    const [before] = await db().rows<{ end: string }>(
      sql`select gold_ends_at as "end" from memberships where user_id = ${renewing.userId}`,
    );
    expect(
      (
        await post('/v1/gold/getOpenGoldQrcode', renewing.token, {
          total_fee: 99,
          dou: 99,
          payType: 'ALI',
          source: 'MODEL',
        })
      ).code,
    ).toBe(20703);
    const [after2] = await db().rows<{ end: string }>(
      sql`select gold_ends_at as "end" from memberships where user_id = ${renewing.userId}`,
    );
    const gainedDays =
      (new Date(after2?.end ?? 0).getTime() - new Date(before?.end ?? 0).getTime()) / 86_400_000;
    expect(gainedDays).toBeGreaterThanOrEqual(365);
    expect(gainedDays).toBeLessThanOrEqual(366);
  });

  it('pays gold by QR through the sandbox cashier once, refusing forged and replayed notifications', async () => {
    const user = await createUser();
    const created = await post<QrAnswer>('/v1/gold/getOpenGoldQrcode', user.token, {
      total_fee: 99,
      dou: 0,
      payType: 'WX',
      source: 'MODEL',
    });
    expect(created.code).toBe(200);
    expect(created.data.qrcode).toMatch(/^data:image\/png;base64,/u);
    expect(created.data.cashierUrl).toContain(
      `/v1/pay/sandbox/cashier/${created.data.orderNumber}`,
    );
    const waiting = await post('/v1/gold/queryQrcodeOrderState', user.token, {
      payType: 'WX',
      outTradeNo: created.data.outTradeNo,
    });
    expect(waiting.code).toBe(202);

    // A forged signature and a wrong amount change nothing.
    const page = await request(built.app.server).get(
      `/v1/pay/sandbox/cashier/${created.data.orderNumber}`,
    );
    const signed = Object.fromEntries(
      [...page.text.matchAll(/name="([^"]+)" value="([^"]*)"/gu)]
        .slice(0, 5)
        .map((match) => [match[1], match[2]]),
    ) as Record<string, string>;
    const forged = await request(built.app.server)
      .post('/v1/pay/notify/sandbox')
      .send({ ...signed, sign: 'ab'.repeat(32) });
    expect(forged.status).toBe(400);
    const wrongAmount = await request(built.app.server)
      .post('/v1/pay/notify/sandbox')
      .send({ ...signed, amountFen: '1' });
    expect(wrongAmount.status).toBe(400);
    expect(
      (
        await post('/v1/gold/queryQrcodeOrderState', user.token, {
          outTradeNo: created.data.outTradeNo,
        })
      ).code,
    ).toBe(202);

    const { response, fields } = await cashier(created.data.orderNumber, 'paid');
    expect(response.status).toBe(303);
    const paid = await post('/v1/gold/queryQrcodeOrderState', user.token, {
      outTradeNo: created.data.outTradeNo,
    });
    expect(paid).toMatchObject({ code: 20703, msg: '会员开通成功' });
    const once = await snapshot(user.userId);
    // The same notification again, and a second valid one: still one credit.
    const replay = await request(built.app.server)
      .post('/v1/pay/notify/sandbox')
      .type('form')
      .send(fields);
    expect(replay.status).toBe(303);
    const [{ end } = { end: '' }] = await db().rows<{ end: string }>(
      sql`select gold_ends_at::text as "end" from memberships where user_id = ${user.userId}`,
    );
    expect(once.membership?.gold_ends_at).toBe(end);
    const closeAfterPay = await post('/v1/gold/closeGoldQrcodeOrder', user.token, {
      tradeNo: created.data.outTradeNo,
      payType: 'WX',
    });
    expect(closeAfterPay.data).toMatchObject({ state: 'paid' });

    const info = await get(
      `/v1/gold/memberInfo?userName=${encodeURIComponent((await db().rows<{ n: string }>(sql`select user_name as n from users where id = ${user.userId}`))[0]?.n ?? '')}`,
      user.token,
    );
    expect(info.data).toMatchObject({ SHINECLOUD_GOLD: true });
    expect(await get('/v1/gold/memberInfo?userName=', user.token)).toMatchObject({
      code: 20028,
      msg: '用户名为空',
    });
  });

  it('never pays a closed order', async () => {
    const user = await createUser();
    const created = await post<QrAnswer>('/v1/gold/getOpenGoldQrcode', user.token, {
      total_fee: 99,
      dou: 0,
      payType: 'ALI',
      source: 'MODEL',
    });
    const page = await request(built.app.server).get(
      `/v1/pay/sandbox/cashier/${created.data.orderNumber}`,
    );
    const fields = Object.fromEntries(
      [...page.text.matchAll(/name="([^"]+)" value="([^"]*)"/gu)]
        .slice(0, 5)
        .map((match) => [match[1], match[2]]),
    ) as Record<string, string>;
    expect(
      (
        await post('/v1/gold/closeGoldQrcodeOrder', user.token, {
          tradeNo: created.data.orderNumber,
        })
      ).data,
    ).toMatchObject({ state: 'closed' });
    await request(built.app.server).post('/v1/pay/notify/sandbox').type('form').send(fields);
    expect(
      (
        await post('/v1/gold/queryQrcodeOrderState', user.token, {
          outTradeNo: created.data.orderNumber,
        })
      ).code,
    ).toBe(201);
    expect((await snapshot(user.userId)).membership).toBeNull();
  });

  it('sells download packages that pay downloads', async () => {
    const list = await get<{ id: number; downloadNumber: number; price: string }[]>(
      '/v1/downloadPackage/list',
      null,
    );
    expect(list.code).toBe(200);
    expect(list.data.length).toBeGreaterThanOrEqual(4);
    const user = await createUser();
    const first = list.data[0]!;
    const key = `pkg-${randomBytes(6).toString('hex')}`;
    const created = await post<QrAnswer>('/v1/downloadPackage/open', user.token, {
      id: first.id,
      openCategory: 2,
      idempotencyKey: key,
    });
    const again = await post<QrAnswer>('/v1/downloadPackage/open', user.token, {
      id: first.id,
      openCategory: 2,
      idempotencyKey: key,
    });
    expect(again.data.orderNumber).toBe(created.data.orderNumber);
    expect(
      (
        await get(
          `/v1/downloadPackage/queryOrder?outTradeNo=${created.data.outTradeNo}`,
          user.token,
        )
      ).code,
    ).toBe(202);
    await cashier(created.data.orderNumber, 'paid');
    const paid = await get<{ downloadPackageNumber: number }>(
      `/v1/downloadPackage/queryOrder?outTradeNo=${created.data.outTradeNo}`,
      user.token,
    );
    expect(paid.code).toBe(200);
    expect(paid.data.downloadPackageNumber).toBe(first.downloadNumber);
    const [model] = await db().rows<{ uuid: string }>(
      sql`select uuid::text from models where online and kind = 1 and fee_category = 3 and price_fen > 0 order by id limit 1`,
    );
    if (model) {
      const download = await post('/v1/download/downPay', user.token, {
        uuid: model.uuid,
        payCategory: 3,
      });
      expect(download.code).toBe(200);
      expect((await snapshot(user.userId)).packages).toBe(first.downloadNumber - 1);
    }
    expect(
      (await post('/v1/downloadPackage/open', user.token, { id: first.id, openCategory: 9 })).code,
    ).toBe(400);
  });

  it('sells a single paid download by QR and then downloads it', async () => {
    const user = await createUser();
    const [model] = await db().rows<{ uuid: string }>(
      sql`select uuid::text from models where online and kind = 1 and fee_category = 3 and price_fen > 0 order by id desc limit 1`,
    );
    expect(model).toBeDefined();
    const needsPay = await post('/v1/download/downPay', user.token, { uuid: model?.uuid });
    expect(needsPay.code).toBe(10006);
    const created = await post<QrAnswer>('/v1/download/getQrCodeOfModelDown', user.token, {
      openCategory: 3,
      modelUuid: model?.uuid,
    });
    expect(created.code).toBe(200);
    expect(
      (await post('/v1/download/queryOrder', user.token, { outTradeNo: created.data.outTradeNo }))
        .code,
    ).toBe(202);
    await cashier(created.data.orderNumber, 'paid');
    const paid = await post<{ url: string }>('/v1/download/queryOrder', user.token, {
      outTradeNo: created.data.outTradeNo,
    });
    expect(paid.code).toBe(200);
    expect(paid.data.url).toMatch(/^\/v1\/download\/file\//u);
  });

  it('opens the yearly membership with the trial discount and answers the popup info', async () => {
    const user = await createUser({ beansFen: 10000, trialHoursAgo: 2 });
    const access = await get<{ price: string; discount: number }>('/v1/member/access', user.token);
    expect(access.data).toMatchObject({ price: '54.56', discount: 62 });
    // The user info tells when the trial began, so pages can show the same discount.
    const account = await get<{ trialStartTime: string | null }>('/v1/account/info', user.token);
    const hoursAgo = (Date.now() - Date.parse(account.data.trialStartTime ?? '')) / 3_600_000;
    expect(hoursAgo).toBeGreaterThan(1.9);
    expect(hoursAgo).toBeLessThan(2.1);
    expect(
      (await get<{ trialStartTime: string | null }>('/v1/account/info', (await createUser()).token))
        .data.trialStartTime,
    ).toBeNull();
    const [name] = await db().rows<{ n: string }>(
      sql`select user_name as n from users where id = ${user.userId}`,
    );
    const info = await get(`/v1/member/info?userName=${name?.n ?? ''}`, user.token);
    expect(info.data).toEqual({ category: 1, openWindow: 1, money: '54.56', experienceNumber: 7 });
    // Anyone else asking about the name gets the visitor's answer, as for a name nobody has.
    expect((await get(`/v1/member/info?userName=${name?.n ?? ''}`, null)).data).toEqual(
      (await get('/v1/member/info?userName=nobody_by_this_name', null)).data,
    );
    expect(
      await post('/v1/member/saveCommonOperation', user.token, { operation: '' }),
    ).toMatchObject({ msg: '请选择至少一个原因哦~' });
    expect((await post('/v1/member/close', user.token, {})).code).toBe(200);
    expect((await get(`/v1/member/info?userName=${name?.n ?? ''}`, user.token)).data).toMatchObject(
      { openWindow: 0 },
    );
    const opened = await post('/v1/member/openMember', user.token, { openCategory: 1, uuid: '' });
    expect(opened.code).toBe(200);
    expect((await snapshot(user.userId)).beans).toBe(10000 - 5456);
    const sub = await createUser({ sub: true });
    expect(await post('/v1/member/checkMember', sub.token, {})).toMatchObject({ code: 201 });
    expect(await post('/v1/member/openMember', sub.token, { openCategory: 3 })).toMatchObject({
      code: 20802,
      msg: '企业子账户不能购买',
    });
    const fresh = await createUser();
    expect((await post('/v1/member/activateMember', fresh.token, {})).code).toBe(200);
    expect((await post('/v1/member/activateMember', fresh.token, {})).code).toBe(201);
    expect((await post('/v1/member/openMember', null, { openCategory: 1 })).code).toBe(10004);
  });
});
