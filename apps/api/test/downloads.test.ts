import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaHash } from '../src/downloads/captcha.js';
import { DownloadEngine } from '../src/downloads/engine.js';
import { hashToken } from '../src/http/auth.js';
import { backends, build, fetchBytes, type BuiltApp } from './helper.js';
import { topUp } from './session-helper.js';

interface Legacy<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}
interface LinkData {
  url: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  basis: string;
  paidFen: number;
  payment: string | null;
}
interface ModelPick {
  id: number;
  uuid: string;
  kind: number;
  title: string;
  fee_category: number;
  charge_category: number;
  price_fen: number;
}

type TierSetup = 'ordinary' | 'gold' | 'expert';

describe.each(backends)('downloads on %s', (backend) => {
  let built: BuiltApp;
  let userCounter = 0;

  beforeAll(async () => {
    built = await build(backend, 600, { DOWNLOAD_CAPTCHA_THRESHOLD: '1000' });
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  const db = () => built.app.db;

  async function createUser(
    options: {
      tier?: TierSetup;
      beansFen?: number;
      pointsTenths?: number;
      tickets?: number;
      agreed?: boolean;
    } = {},
  ) {
    userCounter += 1;
    const userName = `buyer${String(userCounter)}-${randomBytes(3).toString('hex')}`;
    const rows = await db().rows<{ id: number }>(
      sql`insert into users (user_name, nickname) values (${userName}, ${`买家${String(userCounter)}`}) returning id`,
    );
    const userId = Number(rows[0]?.id);
    const token = randomBytes(24).toString('hex');
    await db().rows(
      sql`insert into sessions (token_sha256, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
    );
    if (options.tier === 'gold') {
      await db().rows(
        sql`insert into memberships (user_id, member_category, gold_ends_at) values (${userId}, 4, now() + interval '300 days')`,
      );
    } else if (options.tier === 'expert') {
      await db().rows(
        sql`insert into memberships (user_id, member_category, ends_at) values (${userId}, 3, now() + interval '300 days')`,
      );
    }
    await topUp(built.app, userId, {
      beansFen: options.beansFen,
      pointsTenths: options.pointsTenths,
      tickets: options.tickets,
    });
    if (options.agreed !== false)
      await db().rows(sql`insert into download_agreements (user_id) values (${userId})`);
    return { userId, token, userName };
  }

  const withoutHdr = sql`not exists (select 1 from model_versions v where v.model_id = models.id and v.file_path like '%.hdr')`;

  async function pickModels(where: ReturnType<typeof sql>, limit: number): Promise<ModelPick[]> {
    return db().rows<ModelPick>(
      sql`select id, uuid, kind, title, fee_category, charge_category, price_fen from models where online and ${where} order by id limit ${limit}`,
    );
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

  async function ledgerMatchesBalances(userId: number) {
    const rows = await db().rows<{ asset: string; total: string | number }>(
      sql`select asset, sum(delta) as total from ledger_entries where user_id = ${userId} group by asset`,
    );
    const sums = Object.fromEntries(rows.map((row) => [row.asset, Number(row.total)]));
    const balance = await db().rows<{
      bean_balance_fen: string | number;
      down_coin_tenths: number;
      coupon_packs: number;
    }>(
      sql`select bean_balance_fen, down_coin_tenths, coupon_packs from users where id = ${userId}`,
    );
    const user = balance[0];
    expect(Number(user?.bean_balance_fen)).toBe(sums.beans_fen ?? 0);
    expect(Number(user?.down_coin_tenths)).toBe(sums.down_coin_tenths ?? 0);
    expect(Number(user?.coupon_packs)).toBe(sums.coupons ?? 0);
    return {
      beansFen: Number(user?.bean_balance_fen),
      pointsTenths: Number(user?.down_coin_tenths),
      tickets: Number(user?.coupon_packs),
    };
  }

  describe('detail', () => {
    it('answers every field of a MAX/SU model with its versions and their real contents', async () => {
      const [model] = await pickModels(sql`kind in (1, 2)`, 1);
      const body = (
        await request(built.app.server).get('/v1/webDetail/get').query({ uuid: model?.uuid })
      ).body as Legacy<{
        model: Record<string, unknown> & {
          zips: {
            id: number;
            size: number;
            contents: {
              files: { name: string; bytes: number }[];
              textures: string[];
              model: { faces: number; vertices: number; heightCm: number } | null;
            };
          }[];
        };
        advs: unknown[];
        favor: boolean;
        anonymous: boolean;
      }>;
      expect(body.code).toBe(200);
      for (const field of [
        'id',
        'uuid',
        'title',
        'modelNumber',
        'oneClass',
        'twoClass',
        'images',
        'zips',
        'downPrice',
        'chargeCategory',
        'downloadCount',
        'favorNumber',
        'showNumber',
        'modelUnique',
        'feeType',
        'price',
        'modelPrice',
        'style',
        'modelUpTime',
        'software',
      ]) {
        expect(body.data.model).toHaveProperty(field);
      }
      const zip = body.data.model.zips[0];
      // A real asset: GLB and OBJ + MTL of the same model, plain PBR materials (no texture files).
      expect(zip?.contents.files.map((file) => file.name).sort()).toEqual([
        'manifest.json',
        'model.glb',
        'model.mtl',
        'model.obj',
        'readme.txt',
      ]);
      expect(zip?.contents.textures).toEqual([]);
      expect(zip?.contents.model?.faces).toBeGreaterThan(100);
      expect(zip?.contents.model?.vertices).toBeGreaterThan(100);
      expect(zip?.contents.model?.heightCm).toBeGreaterThan(0);
      expect(body.data.advs.length).toBeGreaterThan(0);
      expect(body.data.favor).toBe(false);
    });

    it('answers 模型未找到! for unknown uuids, malformed uuids and models of another kind', async () => {
      const [mapping] = await pickModels(sql`kind = 3`, 1);
      for (const uuid of [
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        mapping?.uuid ?? '',
      ]) {
        const body = (await request(built.app.server).get('/v1/webDetail/get').query({ uuid }))
          .body as Legacy;
        expect(body).toEqual({ code: 404, msg: '模型未找到!', data: null });
      }
    });

    it('answers the MAPPING, UE4 and UEC details with their own fields', async () => {
      const [mapping] = await pickModels(sql`kind = 3`, 1);
      const [ue4] = await pickModels(sql`kind = 4`, 1);
      const [uec] = await pickModels(sql`kind = 5`, 1);
      const mappingBody = (
        await request(built.app.server).get('/v1/mapping-detail/get').query({ id: mapping?.id })
      ).body as Legacy<{ mapping: Record<string, unknown> }>;
      expect(Object.keys(mappingBody.data.mapping)).toEqual(
        expect.arrayContaining([
          'textureNumber',
          'waterPath',
          'thumPath',
          'categoryName1',
          'categoryName2',
          'cnames',
          'downSize',
          'favorSize',
          'browseSize',
          'createTime',
        ]),
      );
      const ue4Body = (
        await request(built.app.server).get('/v1/ue4-detail/get').query({ id: ue4?.id })
      ).body as Legacy;
      expect(Object.keys(ue4Body.data)).toEqual(
        expect.arrayContaining([
          'ue4Number',
          'pictures',
          'supportPlatform',
          'engineVersion',
          'topNum',
          'gridNum',
          'materialNum',
          'materialRealNum',
          'textureNum',
          'textureResolution',
          'modelUpTimeStr',
        ]),
      );
      const uecBody = (
        await request(built.app.server).get('/v1/uec-detail/get').query({ id: uec?.id })
      ).body as Legacy<{ ue4c: Record<string, unknown> }>;
      expect(Object.keys(uecBody.data.ue4c)).toEqual(
        expect.arrayContaining([
          'ucNumber',
          'pathList',
          'resolutionRatioName',
          'engineVersionName',
          'description',
          'downSize',
          'browseSize',
        ]),
      );
      const recommend = (
        await request(built.app.server).get('/v1/ue4-detail/recommend').query({ id: ue4?.id })
      ).body as Legacy<unknown[]>;
      expect(recommend.code).toBe(200);
      const missing = (
        await request(built.app.server).get('/v1/uec-detail/get').query({ id: ue4?.id })
      ).body as Legacy;
      expect(missing.msg).toBe('模型未找到!');
    });

    it('saves an error report, refuses an invalid one with 提交错误, and shows the latest reply', async () => {
      const { token, userId } = await createUser();
      const [model] = await pickModels(sql`kind in (1, 2)`, 1);
      const saved = await post('/v1/webDetail/saveMsg', token, {
        category: '模型打不开,版本错误',
        msg: '打不开',
        modelUuid: model?.uuid,
      });
      expect(saved.code).toBe(200);
      const invalid = await post('/v1/webDetail/saveMsg', token, {
        category: '随便',
        modelUuid: model?.uuid,
      });
      expect(invalid).toMatchObject({ code: 400, msg: '提交错误' });
      const tooLong = await post('/v1/webDetail/saveMsg', token, {
        msg: 'x'.repeat(513),
        modelUuid: model?.uuid,
      });
      expect(tooLong.msg).toBe('提交错误');
      await db().rows(
        sql`update error_reports set reply_msg = '已修复，请重新下载', reply_user_id = ${userId}, replied_at = now() where model_id = ${model?.id ?? 0}`,
      );
      const reply = (
        await request(built.app.server).get('/v1/webDetail/getErrorMsg').query({ id: model?.id })
      ).body as Legacy<{ replyMsg: string; content: string }>;
      expect(reply.data.replyMsg).toBe('已修复，请重新下载');
      expect(reply.data.content).toContain('打不开');
    });
  });

  describe('MAX/SU downloads', () => {
    it('asks for the agreement first, then grants a free download with a signed link to the real zip', async () => {
      const { token } = await createUser({ agreed: false });
      const [model] = await pickModels(sql`kind in (1, 2) and fee_category = 1`, 1);
      const first = await post('/v1/download/checkUserPay', token, { uuid: model?.uuid });
      expect(first.code).toBe(20001);
      expect((await post('/v1/download/agree', token, {})).code).toBe(200);
      const granted = await post<LinkData>('/v1/download/checkUserPay', token, {
        uuid: model?.uuid,
      });
      expect(granted.code).toBe(200);
      expect(granted.data.basis).toBe('daily-free');
      expect(granted.data.fileName).toBe(`${model?.title ?? ''}.zip`);

      // The link works only for the user it was granted to.
      expect((await request(built.app.server).get(granted.data.url)).status).toBe(401);
      const file = await fetchBytes(built.app, granted.data.url, { token });
      expect(file.status).toBe(200);
      const bytes = file.bytes;
      expect(bytes.length).toBe(granted.data.sizeBytes);
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(granted.data.sha256);
      expect(file.headers['x-content-sha256']).toBe(granted.data.sha256);
      expect(file.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${model?.title ?? ''}.zip`)}`,
      );

      // The delivery is complete: neither a second whole download nor a range gets the file again.
      const replay = await request(built.app.server).get(granted.data.url).set('token', token);
      expect(replay.status).toBe(410);
      const rangeReplay = await request(built.app.server)
        .get(granted.data.url)
        .set('token', token)
        .set('range', 'bytes=10-19');
      expect(rangeReplay.status).toBe(410);

      const tampered = await request(built.app.server)
        .get(granted.data.url.replace(/s=[^&]+/u, 's=AAAA'))
        .set('token', token);
      expect(tampered.status).toBe(403);
      const otherExpiry = await request(built.app.server)
        .get(granted.data.url.replace(/e=\d+/u, `e=${String(Date.now() + 3_600_000)}`))
        .set('token', token);
      expect(otherExpiry.status).toBe(403);
    });

    it('builds a package published by checksum only on its first download: the very bytes, maps included', async () => {
      const { token } = await createUser();
      // A model whose asset has textured materials (a fabric sofa, a wooden table...).
      const { generateAsset } = await import('@yunmo/asset-gen/generate');
      const candidates = await pickModels(
        sql`kind in (1, 2) and fee_category = 1 and id in (select model_id from model_assets)`,
        40,
      );
      const inputs = await db().rows<{
        model_id: number;
        input: Parameters<typeof generateAsset>[0];
      }>(sql`select model_id, input from model_assets`);
      const inputOf = new Map(inputs.map((row) => [row.model_id, row.input]));
      // Generated only until the first textured candidate: each generation costs CPU.
      const model = candidates.find((candidate) => {
        const input = inputOf.get(candidate.id);
        return (
          input !== undefined && generateAsset(input).parts.some((part) => part.material.texture)
        );
      });
      const versions = await db().rows<{ file_path: string; sha256: string }>(
        sql`select file_path, sha256 from model_versions where model_id = ${model!.id}`,
      );
      // As a seed with the catalogue's images leaves it: the checksum is published, the file is not there.
      const diskPath = built.app.files.packagePath(versions[0]!.file_path)!;
      const { rm } = await import('node:fs/promises');
      await rm(diskPath);
      const granted = await post<LinkData>('/v1/download/checkUserPay', token, {
        uuid: model?.uuid,
      });
      expect(granted.code).toBe(200);
      const file = await fetchBytes(built.app, granted.data.url, { token });
      expect(file.status).toBe(200);
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(versions[0]!.sha256);
      expect(file.bytes.length).toBe(granted.data.sizeBytes);
      const names = file.bytes.toString('latin1');
      expect(names).toContain('model.glb');
      expect(names).toMatch(/maps\/[a-z_]+_[0-9a-f]{6}_basecolor\.jpg/u);
      // Building the package with its texture maps is CPU work: a busy two-core machine needs longer.
    }, 120_000);

    it('refuses an expired link', async () => {
      const { token } = await createUser();
      const [model] = await pickModels(sql`kind in (1, 2) and fee_category = 1`, 1);
      const granted = await post<LinkData>('/v1/download/checkUserPay', token, {
        uuid: model?.uuid,
      });
      const linkId = /file\/([0-9a-f]+)/u.exec(granted.data.url)?.[1] ?? '';
      await db().rows(
        sql`update download_links set expires_at = now() - interval '1 second' where id = ${linkId}`,
      );
      expect(
        (await request(built.app.server).get(granted.data.url).set('token', token)).status,
      ).toBe(410);
    });

    it('charges a paid model by points before beans, with a ledger entry, and repeats free within 72 hours then at 0.2', async () => {
      const [model] = await pickModels(
        sql`kind in (1, 2) and fee_category = 2 and price_fen % 10 = 0`,
        1,
      );
      const price = model?.price_fen ?? 0;
      const { token, userId } = await createUser({ beansFen: 10_000, pointsTenths: price / 10 });
      const check = await post<{ priceFen: number; method: string; fundsSufficient: boolean }>(
        '/v1/download/checkUserPay',
        token,
        { uuid: model?.uuid },
      );
      expect(check.code).toBe(10013);
      expect(check.data).toMatchObject({
        priceFen: price,
        method: 'downloadPoints',
        fundsSufficient: true,
      });
      const paid = await post<LinkData>('/v1/download/downPay', token, { uuid: model?.uuid });
      expect(paid.code).toBe(200);
      expect(paid.data).toMatchObject({
        basis: 'purchase',
        payment: 'downloadPoints',
        paidFen: price,
      });
      expect(await ledgerMatchesBalances(userId)).toMatchObject({
        pointsTenths: 0,
        beansFen: 10_000,
      });

      const repeat = await post<LinkData>('/v1/download/checkUserPay', token, {
        uuid: model?.uuid,
      });
      expect(repeat.data.basis).toBe('repeat-free');
      await db().rows(
        sql`update download_grants set created_at = created_at - interval '73 hours' where user_id = ${userId}`,
      );
      const late = await post<{ priceFen: number }>('/v1/download/checkUserPay', token, {
        uuid: model?.uuid,
      });
      expect(late.code).toBe(10012);
      expect(late.data.priceFen).toBe(20);
      const fee = await post<LinkData>('/v1/download/downPay', token, { uuid: model?.uuid });
      expect(fee.data).toMatchObject({ basis: 'flow-fee', payment: 'beans', paidFen: 20 });
      expect(await ledgerMatchesBalances(userId)).toMatchObject({ beansFen: 9_980 });
    });

    it('offers the coupon choice to a ticket holder and answers 10006 with the price when nothing covers it', async () => {
      const [model] = await pickModels(sql`kind in (1, 2) and fee_category = 2`, 1);
      const holder = await createUser({ tickets: 1 });
      expect(
        (await post('/v1/download/checkUserPay', holder.token, { uuid: model?.uuid })).code,
      ).toBe(20002);
      const byTicket = await post<LinkData>('/v1/download/downPay', holder.token, {
        uuid: model?.uuid,
        payCategory: 1,
      });
      expect(byTicket.data).toMatchObject({ payment: 'ticket', paidFen: 0 });
      expect(await ledgerMatchesBalances(holder.userId)).toMatchObject({ tickets: 0 });

      const poor = await createUser();
      const refused = await post<{ payPrice: string }>('/v1/download/downPay', poor.token, {
        uuid: model?.uuid,
      });
      expect(refused.code).toBe(10006);
      expect(refused.data.payPrice).toMatch(/^\d+\.\d{2}$/u);
    });

    it('applies the member-model rules per tier', async () => {
      const [goldFree] = await pickModels(
        sql`kind in (1, 2) and fee_category = 3 and charge_category = 3`,
        1,
      );
      const [unlimitedOnly] = await pickModels(
        sql`kind in (1, 2) and fee_category = 3 and charge_category = 4`,
        1,
      );
      const gold = await createUser({ tier: 'gold' });
      expect(
        (await post<LinkData>('/v1/download/checkUserPay', gold.token, { uuid: goldFree?.uuid }))
          .data.basis,
      ).toBe('member-free');
      expect(
        (await post('/v1/download/checkUserPay', gold.token, { uuid: unlimitedOnly?.uuid })).code,
      ).toBe(10011);

      const expert = await createUser({ tier: 'expert' });
      expect(
        (await post('/v1/download/checkUserPay', expert.token, { uuid: unlimitedOnly?.uuid })).code,
      ).toBe(20003);
      expect(
        (
          await post<LinkData>('/v1/download/downPay', expert.token, {
            uuid: unlimitedOnly?.uuid,
            payCategory: 2,
          })
        ).data.basis,
      ).toBe('member-month');
      const meter = (
        await request(built.app.server).get('/v1/download/quota').set('token', expert.token)
      ).body as Legacy<{ memberMonthLeft: number; dailyLimit: number }>;
      expect(meter.data).toMatchObject({ memberMonthLeft: 19, dailyLimit: 30 });

      const ordinary = await createUser({ beansFen: 220 });
      const confirm = await post<{ priceFen: number }>(
        '/v1/download/checkUserPay',
        ordinary.token,
        { uuid: goldFree?.uuid },
      );
      expect(confirm).toMatchObject({ code: 10011, data: { priceFen: 220 } });
      expect(
        (await post<LinkData>('/v1/download/downPay', ordinary.token, { uuid: goldFree?.uuid }))
          .data,
      ).toMatchObject({ payment: 'beans', paidFen: 220 });
      expect(await ledgerMatchesBalances(ordinary.userId)).toMatchObject({ beansFen: 0 });
    });

    it('answers 10004 to guests', async () => {
      const [model] = await pickModels(sql`kind in (1, 2)`, 1);
      expect((await post('/v1/download/checkUserPay', null, { uuid: model?.uuid })).code).toBe(
        10004,
      );
    });

    it('50 parallel downloads with 20 free left: exactly 20 free, the rest refused, and paid ones never overdraw', async () => {
      const free = await pickModels(sql`kind in (1, 2) and fee_category = 1`, 50);
      expect(free.length).toBe(50);
      const { token, userId } = await createUser();
      const answers = await Promise.all(
        free.map((model) => post<LinkData>('/v1/download/downPay', token, { uuid: model.uuid })),
      );
      expect(
        answers.filter((answer) => answer.code === 200 && answer.data.basis === 'daily-free'),
      ).toHaveLength(20);
      expect(answers.filter((answer) => answer.code === 11004)).toHaveLength(30);
      const grants = await db().rows<{ count: string | number }>(
        sql`select count(*) as count from download_grants where user_id = ${userId}`,
      );
      expect(Number(grants[0]?.count)).toBe(20);

      // Paid models: beans for exactly five of them at the seed's prices; the rest are refused with 10006.
      const paid = await pickModels(sql`kind in (1, 2) and fee_category = 2`, 50);
      const budget = paid.slice(0, 5).reduce((sum, model) => sum + model.price_fen, 0);
      const buyer = await createUser({ beansFen: budget });
      const paidAnswers = await Promise.all(
        paid.map((model) =>
          post<LinkData>('/v1/download/downPay', buyer.token, { uuid: model.uuid }),
        ),
      );
      const charged = paidAnswers.filter((answer) => answer.code === 200);
      expect(charged.length).toBeGreaterThanOrEqual(1);
      expect(
        paidAnswers
          .filter((answer) => answer.code !== 200)
          .every((answer) => answer.code === 10006),
      ).toBe(true);
      const spent = charged.reduce((sum, answer) => sum + answer.data.paidFen, 0);
      const after = await ledgerMatchesBalances(buyer.userId);
      expect(after.beansFen).toBe(budget - spent);
      expect(after.beansFen).toBeGreaterThanOrEqual(0);
      const earnings = await db().rows<{ total: string | number }>(
        sql`select coalesce(sum(paid_fen), 0) as total from download_grants where user_id = ${buyer.userId} and basis = 'purchase'`,
      );
      expect(Number(earnings[0]?.total)).toBe(spent);
    });

    it('asks for a captcha after too many downloads in a short window; a wrong answer asks again, the right one passes', async () => {
      const engine = new DownloadEngine(db(), {
        secret: randomBytes(32),
        captchaThreshold: 2,
        captchaWindowMs: 180_000,
      });
      const { userId } = await createUser();
      const models = await pickModels(sql`kind in (1, 2) and fee_category = 1`, 4);
      const at = (index: number) => ({ kinds: [1, 2], model: { uuid: models[index]?.uuid ?? '' } });
      expect((await engine.download(userId, at(0), 'check')).outcome).toBe('granted');
      expect((await engine.download(userId, at(1), 'check')).outcome).toBe('granted');
      expect((await engine.download(userId, at(2), 'check')).outcome).toBe('captcha');
      const answer = await engine.newCaptcha(userId);
      const wrong = answer === '0000' ? '1111' : '0000';
      expect((await engine.download(userId, { ...at(2), verify: wrong }, 'check')).outcome).toBe(
        'captcha',
      );
      // A wrong answer burns the image: even the right digits need a fresh one.
      expect((await engine.download(userId, { ...at(2), verify: answer }, 'check')).outcome).toBe(
        'captcha',
      );
      const fresh = await engine.newCaptcha(userId);
      const stored = await db().rows<{ answer_sha256: string }>(
        sql`select answer_sha256 from download_captchas where user_id = ${userId}`,
      );
      expect(stored[0]?.answer_sha256).toBe(captchaHash(userId, fresh));
      expect((await engine.download(userId, { ...at(2), verify: fresh }, 'check')).outcome).toBe(
        'granted',
      );
    });

    it('serves the captcha image as a PNG', async () => {
      const { token, userName } = await createUser();
      const image = await request(built.app.server)
        .get('/v1/download/captcha')
        .query({ userName, uuid: '6f1c0a52-0000-4000-8000-000000000001', timestamp: Date.now() })
        .set('token', token);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    });

    it("asks the captcha image for the spec's userName, uuid and timestamp, in Chinese when they are wrong", async () => {
      const { token } = await createUser();
      const missing = await request(built.app.server)
        .get('/v1/download/captcha')
        .set('token', token);
      expect(missing.body).toMatchObject({ code: 400, msg: '参数错误：缺少 userName' });
      const other = await request(built.app.server)
        .get('/v1/download/captcha')
        .query({ userName: 'someone_else', uuid: 'a-1', timestamp: Date.now() })
        .set('token', token);
      expect(other.body).toMatchObject({ code: 400, msg: '参数错误：userName 不是当前登录用户' });
    });
  });

  describe('MAPPING, UE4 and UEC downloads', () => {
    it('gives member textures from the daily quota after the member confirmation', async () => {
      const [texture] = await pickModels(sql`kind = 3 and fee_category = 3 and ${withoutHdr}`, 1);
      const { token } = await createUser();
      const state = await post<{ downNumber: number }>('/v1/mapping-detail/down-state', token, {
        id: texture?.id,
      });
      expect(state).toMatchObject({ code: 20002, data: { downNumber: 20 } });
      const paid = await post<LinkData & { flag: number }>('/v1/mapping-detail/pay-down', token, {
        id: texture?.id,
        payCategory: 2,
      });
      expect(paid).toMatchObject({ code: 200, data: { flag: 1, basis: 'member-texture' } });
    });

    it('grants a texture with an HDR map as flag 2: the texture to open and the real .hdr to save, on one grant', async () => {
      const [texture] = await pickModels(
        sql`kind = 3 and fee_category = 1 and not ${withoutHdr}`,
        1,
      );
      expect(texture).toBeDefined();
      const { token, userId } = await createUser();
      const granted = await post<
        LinkData & {
          flag: number;
          hdrPath: string;
          hdrFileName: string;
          hdrSizeBytes: number;
          hdrSha256: string;
        }
      >('/v1/mapping-detail/down-state', token, { id: texture?.id });
      expect(granted).toMatchObject({
        code: 200,
        data: {
          flag: 2,
          fileName: `${texture?.title ?? ''}.zip`,
          hdrFileName: `${texture?.title ?? ''}.hdr`,
        },
      });
      const hdr = await fetchBytes(built.app, granted.data.hdrPath, { token });
      expect(hdr.status).toBe(200);
      const bytes = hdr.bytes;
      expect(bytes.subarray(0, 10).toString('ascii')).toBe('#?RADIANCE');
      expect(bytes.length).toBe(granted.data.hdrSizeBytes);
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(granted.data.hdrSha256);
      expect(
        (await request(built.app.server).get(granted.data.url).set('token', token)).status,
      ).toBe(200);
      const grants = await db().rows<{ count: string | number }>(
        sql`select count(*) as count from download_grants where user_id = ${userId}`,
      );
      expect(Number(grants[0]?.count)).toBe(1);
    });

    it('answers UE4 pay states and UEC buy confirmations, then pays with beans', async () => {
      const [ue4] = await pickModels(sql`kind = 4 and fee_category = 2`, 1);
      const [uec] = await pickModels(sql`kind = 5 and fee_category = 2`, 1);
      const { token, userId } = await createUser({
        beansFen: (ue4?.price_fen ?? 0) + (uec?.price_fen ?? 0),
      });
      expect(await post('/v1/ue4-detail/check-download', token, { id: ue4?.id })).toMatchObject({
        code: 200,
        data: { payState: 0 },
      });
      expect(
        (await post<LinkData>('/v1/ue4-detail/down', token, { id: ue4?.id })).data.payment,
      ).toBe('beans');
      expect((await post('/v1/uec-detail/down-state', token, { id: uec?.id })).code).toBe(202);
      const zip = await post<{ zipPath: string }>('/v1/uec-detail/down', token, { id: uec?.id });
      expect(zip.data.zipPath).toMatch(/^\/v1\/download\/file\//u);
      expect(await ledgerMatchesBalances(userId)).toMatchObject({ beansFen: 0 });
      const poor = await createUser();
      expect((await post('/v1/uec-detail/down', poor.token, { id: uec?.id })).code).toBe(201);
    });
  });
});
