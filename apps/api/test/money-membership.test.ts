import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOLD_FREE_DOWNLOAD_TICKETS, UPLOAD_PRICE } from '@yunmo/domain/money';
import { EXPERT_TRIAL_MEMBER_MODELS } from '@yunmo/domain/quota';
import { SHUTDOWN_REFUSALS, SPEC_SHUTDOWN_NOTICE } from '@yunmo/domain/shutdown';
import { hashToken } from '../src/http/auth.js';
import { convertLeftoverBalances } from '../src/jobs/shutdown-conversion.js';
import { postLedgerEntryNow } from '../src/ledger/ledger.js';
import { setShutdownSchedule } from '../src/notices/shutdown-schedule.js';
import { backends, build, type BuiltApp } from './helper.js';
import { topUp } from './session-helper.js';

interface Legacy<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}
interface ModelPick {
  id: number;
  uuid: string;
  price_fen: number;
}

const operatorSecret = randomBytes(24).toString('hex');

describe.each(backends)('money, packages and membership on %s', (backend) => {
  let built: BuiltApp;
  let counter = 0;

  beforeAll(async () => {
    built = await build(backend, 200, {
      DOWNLOAD_CAPTCHA_THRESHOLD: '1000',
      OPERATOR_SECRET: operatorSecret,
    });
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await setShutdownSchedule(db().orm, null);
  });

  const db = () => built.app.db;

  async function createUser(
    options: {
      beansFen?: number;
      downTenths?: number;
      packages?: number;
      membership?: 'gold' | 'trial';
    } = {},
  ) {
    counter += 1;
    const rows = await db().rows<{ id: number }>(
      sql`insert into users (user_name, nickname) values (${`money${String(counter)}-${randomBytes(3).toString('hex')}`}, '买家') returning id`,
    );
    const userId = Number(rows[0]?.id);
    const token = randomBytes(24).toString('hex');
    await db().rows(
      sql`insert into sessions (token_sha256, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
    );
    await db().rows(sql`insert into download_agreements (user_id) values (${userId})`);
    if (options.membership === 'gold')
      await db().rows(
        sql`insert into memberships (user_id, member_category, gold_ends_at) values (${userId}, 4, now() + interval '100 days')`,
      );
    if (options.membership === 'trial')
      await db().rows(
        sql`insert into memberships (user_id, member_category, ends_at, experience_number) values (${userId}, 2, now() + interval '5 days', 7)`,
      );
    await topUp(built.app, userId, {
      beansFen: options.beansFen,
      pointsTenths: options.downTenths,
      packages: options.packages,
    });
    return { userId, token };
  }

  const post = async <T = Record<string, unknown>>(
    path: string,
    token: string | null,
    body: Record<string, unknown> = {},
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
    return (await call).body as Legacy<T>;
  };

  const paidModels = (limit: number, offset = 0) =>
    db().rows<ModelPick>(
      sql`select id, uuid, price_fen from models m where online and kind in (1, 2) and fee_category = 2 and price_fen > 0
          and exists (select 1 from model_versions v where v.model_id = m.id and v.online) order by id limit ${limit} offset ${offset}`,
    );
  const balances = async (userId: number) =>
    (
      await db().rows<{ beans: number; coupons: number; packages: number; tenths: number }>(
        sql`select bean_balance_fen as beans, coupon_packs as coupons, download_package_count as packages, down_coin_tenths as tenths from users where id = ${userId}`,
      )
    ).map((row) => ({
      beans: Number(row.beans),
      coupons: Number(row.coupons),
      packages: Number(row.packages),
      tenths: Number(row.tenths),
    }))[0];
  async function ledgerMatchesBalances(userId: number) {
    const sums = await db().rows<{ asset: string; total: string | number }>(
      sql`select asset, sum(delta) as total from ledger_entries where user_id = ${userId} group by asset`,
    );
    const total = (asset: string) => Number(sums.find((row) => row.asset === asset)?.total ?? 0);
    const now = await balances(userId);
    expect(now).toEqual({
      beans: total('beans_fen'),
      coupons: total('coupons'),
      packages: total('download_packages'),
      tenths: total('down_coin_tenths'),
    });
  }

  it('offers a held download package before any money, and pays the model with it (pay category 3)', async () => {
    const { userId, token } = await createUser({ packages: 9 });
    const [model] = await paidModels(1);
    const check = await post<{
      fundsSufficient: boolean;
      balances: { packages: number; tickets: number };
    }>('/v1/download/checkUserPay', token, {
      uuid: model?.uuid,
    });
    // 20002 is the payment-method choice, not 10013 "pay ¥x" nor the pay dialog.
    expect(check.code).toBe(20002);
    expect(check.data.fundsSufficient).toBe(true);
    expect(check.data.balances.packages).toBe(9);
    const paid = await post('/v1/download/downPay', token, { uuid: model?.uuid, payCategory: 3 });
    expect(paid.code).toBe(200);
    expect(await balances(userId)).toMatchObject({ packages: 8, beans: 0 });
    await ledgerMatchesBalances(userId);
  });

  it('one held package download pays one of two concurrent downloads, never both', async () => {
    const { userId, token } = await createUser({ packages: 1 });
    const models = await paidModels(2, 20);
    const answers = await Promise.all(
      models.map((model) =>
        post('/v1/download/downPay', token, { uuid: model.uuid, payCategory: 3 }),
      ),
    );
    expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10003]);
    expect(await balances(userId)).toMatchObject({ packages: 0, beans: 0 });
    await ledgerMatchesBalances(userId);
  });

  it('two concurrent gold purchases give one year and 5 tickets; the other is refunded as beans', async () => {
    const { userId, token } = await createUser({ beansFen: 19_800 });
    const answers = await Promise.all(
      [1, 2].map(() =>
        post('/v1/gold/getOpenGoldQrcode', token, { total_fee: '99', dou: '99', payType: 'WX' }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 20703).length).toBeGreaterThanOrEqual(1);
    const coupons = await db().rows<{ reason: string }>(
      sql`select reason from ledger_entries where user_id = ${userId} and asset = 'coupons'`,
    );
    expect(coupons.map((entry) => entry.reason)).toEqual(['gold']);
    // Whatever the second one met (the renewal refusal before paying, or the refund after), 99 yuan were spent once.
    expect((await balances(userId))?.beans).toBe(9_900);
    await ledgerMatchesBalances(userId);
  });

  it('paid model prices follow the upload rules: at most 4 yuan, and the charge is the shown price', async () => {
    const over = await db().rows<{ count: number }>(
      sql`select count(*)::int as count from models where fee_category = 2 and price_fen > ${UPLOAD_PRICE.nonPanoramaMaxFen}`,
    );
    expect(over[0]?.count).toBe(0);
    const [model] = await paidModels(1);
    const { userId, token } = await createUser({ beansFen: 1000 });
    const paid = await post<{ paidFen: number }>('/v1/download/downPay', token, {
      uuid: model?.uuid,
    });
    expect(paid.code).toBe(200);
    expect(paid.data.paidFen).toBe(model?.price_fen);
    expect((await balances(userId))?.beans).toBe(1000 - (model?.price_fen ?? 0));
  });

  it('gold bought with beans gives the 5 free-download tickets of its dialog, ledgered', async () => {
    const { userId, token } = await createUser({ beansFen: 9900 });
    const answer = await post('/v1/gold/getOpenGoldQrcode', token, {
      total_fee: '99',
      dou: '99',
      payType: 'WX',
    });
    expect(answer.code).toBe(20703);
    expect(await balances(userId)).toMatchObject({ beans: 0, coupons: GOLD_FREE_DOWNLOAD_TICKETS });
    const entries = await db().rows<{ reason: string }>(
      sql`select reason from ledger_entries where user_id = ${userId} and asset = 'coupons'`,
    );
    expect(entries.map((entry) => entry.reason)).toEqual(['gold']);
    await ledgerMatchesBalances(userId);
  });

  it('checkMember answers money, time, category and the gold fields', async () => {
    const gold = await createUser({ membership: 'gold' });
    const goldAnswer = await post<Record<string, unknown>>('/v1/member/checkMember', gold.token);
    expect(goldAnswer.code).toBe(200);
    expect(goldAnswer.data).toMatchObject({
      money: '88.00',
      time: 0,
      category: 3,
      SHINECLOUD_GOLD: true,
    });
    expect(goldAnswer.data.SHINECLOUD_GOLD_END).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    const trial = await createUser({ membership: 'trial' });
    const trialAnswer = await post<{
      money: string;
      time: number;
      category: number;
      SHINECLOUD_GOLD: boolean;
    }>('/v1/member/checkMember', trial.token);
    expect(trialAnswer.data.category).toBe(1);
    expect(trialAnswer.data.SHINECLOUD_GOLD).toBe(false);
    // Five days left of the trial, in seconds; the trial price is discounted.
    expect(trialAnswer.data.time).toBeGreaterThan(5 * 86_400 - 120);
    expect(trialAnswer.data.time).toBeLessThanOrEqual(5 * 86_400);
    expect(trialAnswer.data.money).not.toBe('88.00');
  });

  it('the trial has its own limited member-model quota, not the paid plan’s 20 a month', async () => {
    const { userId, token } = await createUser({ membership: 'trial', beansFen: 10_000 });
    const members = await db().rows<ModelPick>(
      sql`select id, uuid, price_fen from models m where online and kind in (1, 2) and fee_category = 3
          and exists (select 1 from model_versions v where v.model_id = m.id and v.online) order by id limit ${EXPERT_TRIAL_MEMBER_MODELS + 1}`,
    );
    for (const model of members.slice(0, EXPERT_TRIAL_MEMBER_MODELS)) {
      expect((await post('/v1/download/checkUserPay', token, { uuid: model.uuid })).code).toBe(
        20003,
      );
      expect(
        (await post('/v1/download/downPay', token, { uuid: model.uuid, payCategory: 2 })).code,
      ).toBe(200);
    }
    // The next member model is beyond the trial's quota: 10014, 2.2 yuan.
    const beyond = await post<{ priceFen: number }>('/v1/download/checkUserPay', token, {
      uuid: members[EXPERT_TRIAL_MEMBER_MODELS]?.uuid,
    });
    expect(beyond.code).toBe(10014);
    expect(beyond.data.priceFen).toBe(220);
    await ledgerMatchesBalances(userId);
  });

  it('1,000 yuan spent within 12 months upgrades to gold once, even when two spends race', async () => {
    const { userId, token } = await createUser({ beansFen: 200_000 });
    // 999.80 yuan already spent on downloads this year: either download below crosses 1,000.
    await postLedgerEntryNow(db().orm, {
      userId,
      asset: 'beans_fen',
      delta: -99_980,
      reason: 'download',
      reference: 'model:history',
    });
    const models = await paidModels(2, 5);
    const answers = await Promise.all(
      models.map((model) => post('/v1/download/downPay', token, { uuid: model.uuid })),
    );
    expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
    const upgrades = await db().rows<{ delta: number }>(
      sql`select delta from ledger_entries where user_id = ${userId} and asset = 'coupons' and reason = 'gold-upgrade'`,
    );
    expect(upgrades.map((entry) => Number(entry.delta))).toEqual([GOLD_FREE_DOWNLOAD_TICKETS]);
    const membership = await db().rows<{ member_category: number; gold_ends_at: string | Date }>(
      sql`select member_category, gold_ends_at from memberships where user_id = ${userId}`,
    );
    expect(membership[0]?.member_category).toBe(4);
    expect(new Date(membership[0]?.gold_ends_at ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 360 * 86_400_000,
    );
    const info = await post<{ SHINECLOUD_GOLD: boolean }>('/v1/member/checkMember', token);
    expect(info.data.SHINECLOUD_GOLD).toBe(true);
    await ledgerMatchesBalances(userId);
  });

  it('below 1,000 yuan nothing is upgraded', async () => {
    const { token } = await createUser({ beansFen: 10_000 });
    const [model] = await paidModels(1, 9);
    expect((await post('/v1/download/downPay', token, { uuid: model?.uuid })).code).toBe(200);
    const info = await post<{ SHINECLOUD_GOLD: boolean }>('/v1/member/checkMember', token);
    expect(info.data.SHINECLOUD_GOLD).toBe(false);
  });

  it('without a schedule the marketplace is live: no notice, packages and yearly plans on sale', async () => {
    const prompt = await get<{ scheduled: number; status: number }>('/v1/prompt/getPrompt', null);
    expect(prompt.data).toMatchObject({ scheduled: 0, status: 0 });
    const { token } = await createUser();
    expect((await post('/v1/downloadPackage/open', token, { id: 1, openCategory: 2 })).code).toBe(
      200,
    );
    expect((await post('/v1/member/openMember', token, { openCategory: 3 })).code).toBe(200);
  });

  it('the spec’s schedule on a fake clock: the notice shows, and every rule it announces is enforced', async () => {
    await setShutdownSchedule(db().orm, {
      uploadClosedOn: SPEC_SHUTDOWN_NOTICE.uploadClosedOn,
      siteClosedOn: SPEC_SHUTDOWN_NOTICE.siteClosedOn,
    });
    const buyer = await createUser({ beansFen: 20_000, downTenths: 35 });

    // Before the sales close: packages sell, but no yearly plan may run past 2025-12-01.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-08-01T10:00:00+08:00') });
    const before = await get<{
      scheduled: number;
      status: number;
      uploadClosedOn: string;
      siteClosedOn: string;
      title: string;
    }>('/v1/prompt/getPrompt', null);
    expect(before.data).toMatchObject({
      scheduled: 1,
      status: 1,
      uploadClosedOn: '2025-09-12',
      siteClosedOn: '2025-12-01',
      title: '云模型停止运营公告',
    });
    expect(
      (await post('/v1/downloadPackage/open', buyer.token, { id: 1, openCategory: 2 })).code,
    ).toBe(200);
    const gold = await post('/v1/gold/getOpenGoldQrcode', buyer.token, {
      total_fee: '99',
      dou: '99',
      payType: 'WX',
    });
    expect(gold).toMatchObject({
      code: SHUTDOWN_REFUSALS.membershipPastClosing.code,
      msg: SHUTDOWN_REFUSALS.membershipPastClosing.message,
    });
    const plan = await post('/v1/member/openMember', buyer.token, { openCategory: 1 });
    expect(plan.code).toBe(SHUTDOWN_REFUSALS.membershipPastClosing.code);
    expect((await balances(buyer.userId))?.beans).toBe(20_000);

    // After the sales close: no package.
    vi.setSystemTime(new Date('2025-09-12T00:00:10+08:00'));
    const closed = await post('/v1/downloadPackage/open', buyer.token, { id: 1, openCategory: 2 });
    expect(closed).toMatchObject({
      code: SHUTDOWN_REFUSALS.packageSalesClosed.code,
      msg: SHUTDOWN_REFUSALS.packageSalesClosed.message,
    });

    // Before the site closes nothing converts; after it, leftover download points become beans.
    expect(await convertLeftoverBalances(db(), new Date())).toBeNull();
    vi.setSystemTime(new Date('2025-12-01T00:00:10+08:00'));
    expect(await convertLeftoverBalances(db(), new Date())).toMatchObject({
      users: expect.any(Number) as number,
    });
    expect(await balances(buyer.userId)).toMatchObject({ tenths: 0, beans: 20_000 + 350 });
    // A second run converts nothing twice.
    await convertLeftoverBalances(db(), new Date());
    expect((await balances(buyer.userId))?.beans).toBe(20_350);
    await ledgerMatchesBalances(buyer.userId);
  });

  it('access takes the page’s a or source as where the visitor came from and answers the visit’s uuid for the order', async () => {
    const { token } = await createUser({ beansFen: 10_000 });
    const fromA = await get<{ uuid: string }>('/v1/member/access?a=spring2024', token);
    expect(fromA.code).toBe(200);
    expect(fromA.data.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/u);
    const fromSource = await get<{ uuid: string }>('/v1/member/access?source=modelPc', null);
    const recorded = await db().rows<{ source: string }>(
      sql`select source from membership_accesses where uuid in (${fromA.data.uuid}::uuid, ${fromSource.data.uuid}::uuid) order by source`,
    );
    expect(recorded.map((row) => row.source)).toEqual(['modelPc', 'spring2024']);
    // A source is never taken for the order's uuid; the visit's uuid is.
    expect(
      (await post('/v1/member/openMember', token, { openCategory: 3, uuid: 'modelPc' })).code,
    ).toBe(400);
    expect(
      (await post('/v1/member/openMember', token, { openCategory: 3, uuid: fromA.data.uuid })).code,
    ).toBe(200);
  });

  it('an operator sets and clears the schedule on the running server, with the operator secret only', async () => {
    const put = (authorization: string, schedule: string) =>
      request(built.app.server)
        .put('/v1/operator/shutdown-schedule')
        .set('authorization', authorization)
        .send({ schedule });
    expect((await put('Bearer wrong', 'spec')).body).toMatchObject({ code: 403 });
    expect((await get<{ scheduled: number }>('/v1/prompt/getPrompt', null)).data.scheduled).toBe(0);
    expect((await put(`Bearer ${operatorSecret}`, 'someday')).body).toMatchObject({ code: 400 });
    expect((await put(`Bearer ${operatorSecret}`, 'spec')).body).toMatchObject({
      code: 200,
      data: { uploadClosedOn: '2025-09-12', siteClosedOn: '2025-12-01' },
    });
    expect(
      (await get<{ scheduled: number; status: number }>('/v1/prompt/getPrompt', null)).data,
    ).toMatchObject({ scheduled: 1, status: 1 });
    expect((await put(`Bearer ${operatorSecret}`, 'off')).body).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await get<{ scheduled: number }>('/v1/prompt/getPrompt', null)).data.scheduled).toBe(0);
  });
});
