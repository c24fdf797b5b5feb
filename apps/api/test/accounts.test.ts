import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MESSAGES, retryAfterMessage } from '@yunmo/domain/accounts';
import { FEEDBACK_MESSAGES, FAVOURITE_MESSAGES } from '@yunmo/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../src/accounts/demo-accounts.js';
import { backends, build, type BuiltApp } from './helper.js';

interface Legacy<Data = unknown> {
  code: number;
  msg: string;
  data: Data;
}

const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8000003e801b57b526b0000001249444154089963305e556ebcaa9c01420100242e05519c5b2b0d0000000049454e44ae426082',
  'hex',
);

function multipartBody(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type: string } | null,
) {
  const boundary = '----yunmo-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(backends)('accounts on %s', (backend) => {
  let built: BuiltApp;
  let app: FastifyInstance;
  let addressCounter = 0;
  // Every call gets its own client address unless a test pins one, so the per-address limiter stays out of the way.
  const freshAddress = () =>
    `10.0.${String(Math.floor(addressCounter / 250))}.${String((addressCounter++ % 250) + 1)}`;

  async function call<Data = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; address?: string } = {},
  ): Promise<Legacy<Data>> {
    const headers: Record<string, string> = { 'x-client-ip': options.address ?? freshAddress() };
    if (options.token) headers.token = options.token;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return response.json<Legacy<Data>>();
  }

  /** A captcha and its answer (the test API hands answers out: CAPTCHA_REVEAL_ANSWERS). */
  async function captcha(): Promise<{ captchaId: string; captcha: string }> {
    const issued = await call<{ captchaId: string; image: string; answer: string }>(
      'GET',
      '/v1/account/captcha',
    );
    expect(issued.data.image).toMatch(/^data:image\/png;base64,/u);
    return { captchaId: issued.data.captchaId, captcha: issued.data.answer };
  }

  /** The newest sandbox SMS to `phone`. */
  async function lastSms(phone: string): Promise<string> {
    const outbox = await call<{ phone: string; text: string }[]>(
      'GET',
      `/v1/sms/sandbox/outbox?phone=${phone}`,
    );
    return outbox.data[0]?.text ?? '';
  }

  /** Registration step 1: the captcha, then the SMS; answers the code the sandbox "sent". */
  async function smsCode(phone: string, address?: string): Promise<string> {
    const sent = await call('POST', '/v1/account/smsCode', {
      address,
      body: { phone, ...(await captcha()) },
    });
    expect(sent).toMatchObject({ code: 200, msg: ACCOUNT_MESSAGES.smsCodeSent });
    return /验证码为([0-9]{6})/u.exec(await lastSms(phone))?.[1] ?? '';
  }

  async function register(userName: string, phone: string): Promise<string> {
    const result = await call<{ token: string }>('POST', '/v1/account/register', {
      body: { userName, phone, password: 'correct-horse', smsCode: await smsCode(phone) },
    });
    expect(result.code).toBe(200);
    return result.data.token;
  }

  beforeAll(async () => {
    built = await build(backend, 60);
    app = built.app;
  }, 180_000);
  afterAll(async () => {
    await built.close();
  });

  it('registers, logs in by phone or user name, checks and revokes the session', async () => {
    const token = await register('alice_01', '13100000001');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const stored = await app.db.rows<{ token_sha256: string }>(
      sql`select token_sha256 from sessions`,
    );
    expect(stored.some((row) => row.token_sha256 === token)).toBe(false);
    const [hashRow] = await app.db.rows<{ password_hash: string }>(
      sql`select password_hash from users where user_name = 'alice_01'`,
    );
    expect(hashRow?.password_hash).toMatch(/^\$argon2id\$/u);

    const byPhone = await call<{ token: string; userName: string }>('POST', '/v1/account/login', {
      body: { account: '13100000001', password: 'correct-horse' },
    });
    expect(byPhone.code).toBe(200);
    expect(byPhone.data.userName).toBe('alice_01');
    const byName = await call<{ token: string }>('POST', '/v1/account/login', {
      body: { account: 'alice_01', password: 'correct-horse' },
    });
    expect(byName.code).toBe(200);

    expect(
      (
        await call<{ valid: boolean }>('GET', '/v1/account/checkToken', {
          token: byName.data.token,
        })
      ).data.valid,
    ).toBe(true);
    const info = await call<{
      userName: string;
      downCoin: string;
      modelBean: string;
      total: number;
      count: number;
    }>('GET', '/v1/account/info', { token: byName.data.token });
    expect(info.data).toMatchObject({
      userName: 'alice_01',
      downCoin: '0.0',
      modelBean: '0.00',
      total: 0,
      count: 0,
    });
    expect((await call('GET', '/v1/account/unread', { token: byName.data.token })).data).toEqual({
      all: 0,
    });
    // The spec posts the user info with `user`, and it carries outStanding and the coupon and payment fields by their spec names.
    const posted = await call<Record<string, unknown>>('POST', '/v1/account/info', {
      token: byName.data.token,
      body: { user: 'alice_01' },
    });
    expect(posted.data).toMatchObject({
      userName: 'alice_01',
      downCoin: '0.0',
      modelBean: '0.00',
      outStanding: '0.00',
      flowPrice: '0.20',
      ticket: 0,
      downTicket: 20,
      downloadPackageNumber: 0,
      downNumber: 20,
      userCategory: 1,
      memberCategory: 1,
    });
    await app.db.rows(sql`update users set bean_balance_fen = -1250 where user_name = 'alice_01'`);
    expect(
      (
        await call<{ outStanding: string }>('POST', '/v1/account/info', {
          token: byName.data.token,
          body: {},
        })
      ).data.outStanding,
    ).toBe('12.50');
    await app.db.rows(sql`update users set bean_balance_fen = 0 where user_name = 'alice_01'`);
    expect(
      await call('POST', '/v1/account/info', { token: byName.data.token, body: { user: 'bob' } }),
    ).toMatchObject({ code: 400, msg: '参数错误：user 不是当前登录用户' });

    await call('POST', '/v1/account/logout', { token: byName.data.token });
    expect(
      (
        await call<{ valid: boolean }>('GET', '/v1/account/checkToken', {
          token: byName.data.token,
        })
      ).data.valid,
    ).toBe(false);
    expect((await call('GET', '/v1/account/info', { token: byName.data.token })).code).toBe(10004);
    // The other session is untouched.
    expect((await call('GET', '/v1/account/info', { token: byPhone.data.token })).code).toBe(200);
  });

  it('refuses a NUL character anywhere in the input as bad input, never as a server error', async () => {
    for (const body of [
      { account: 'demo\u0000user', password: 'x' },
      { account: 'demo_user', password: 'p\u0000' },
      { ['a\u0000']: 1 },
    ]) {
      expect(await call('POST', '/v1/account/login', { body })).toMatchObject({
        code: 400,
        msg: '参数错误：包含无效字符',
      });
    }
    expect((await call('GET', '/v1/model/search?element=%00沙发')).code).toBe(400);
  });

  it('refuses invalid and duplicate registrations with clear messages', async () => {
    await register('bob_0001', '13100000002');
    expect(
      (
        await call('POST', '/v1/account/register', {
          body: {
            userName: 'bob_0001',
            phone: '13100000003',
            password: 'correct-horse',
            smsCode: await smsCode('13100000003'),
          },
        })
      ).msg,
    ).toBe(ACCOUNT_MESSAGES.userNameTaken);
    const invalid = await call('POST', '/v1/account/register', {
      body: { userName: 'bob_0003', phone: '13100000004', password: 'short', smsCode: '123456' },
    });
    expect(invalid).toMatchObject({ code: 400, msg: ACCOUNT_MESSAGES.passwordLength });
    expect(
      (
        await call('POST', '/v1/account/register', {
          body: { userName: 'bob_0003', phone: '13100000004', password: 'correct-horse' },
        })
      ).msg,
    ).toBe(ACCOUNT_MESSAGES.smsCodeRequired);
    expect((await call('POST', '/v1/account/login', { body: { account: 'bob_0001' } })).msg).toBe(
      ACCOUNT_MESSAGES.passwordRequired,
    );
  });

  it('registers only through a captcha and an SMS code to the phone', async () => {
    // Without a code, with a made-up one, or with someone else's phone: no account.
    expect(
      (
        await call('POST', '/v1/account/register', {
          body: {
            userName: 'mallory1',
            phone: '13100000020',
            password: 'correct-horse',
            smsCode: '123456',
          },
        })
      ).code,
    ).toBe(10025);
    // The SMS step needs the captcha, answered once.
    expect(
      (await call('POST', '/v1/account/smsCode', { body: { phone: '13100000020' } })).msg,
    ).toBe(ACCOUNT_MESSAGES.captchaRequired);
    const challenge = await captcha();
    const wrongAnswer = String((Number(challenge.captcha) + 1) % 10_000).padStart(4, '0');
    expect(
      (
        await call('POST', '/v1/account/smsCode', {
          body: { phone: '13100000020', captchaId: challenge.captchaId, captcha: wrongAnswer },
        })
      ).msg,
    ).toBe(ACCOUNT_MESSAGES.captchaWrong);
    expect(
      (await call('POST', '/v1/account/smsCode', { body: { phone: '13100000020', ...challenge } }))
        .msg,
    ).toBe(ACCOUNT_MESSAGES.captchaWrong);
    expect(await lastSms('13100000020')).toBe('');
    const code = await smsCode('13100000020');
    expect(code).toMatch(/^[0-9]{6}$/u);
    // A second code within a minute is refused.
    const again = await app.inject({
      method: 'POST',
      url: '/v1/account/smsCode',
      headers: { 'x-client-ip': freshAddress() },
      payload: { phone: '13100000020', ...(await captcha()) },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json<Legacy>().msg).toMatch(/^[0-9]+秒后可重新获取验证码$/u);
    // Wrong codes count; the right one registers once.
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      (
        await call('POST', '/v1/account/register', {
          body: {
            userName: 'frank_20',
            phone: '13100000020',
            password: 'correct-horse',
            smsCode: wrong,
          },
        })
      ).msg,
    ).toBe(ACCOUNT_MESSAGES.smsCodeWrong);
    expect(
      (
        await call('POST', '/v1/account/register', {
          body: {
            userName: 'frank_20',
            phone: '13100000020',
            password: 'correct-horse',
            smsCode: code,
          },
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v1/account/register', {
          body: {
            userName: 'frank_21',
            phone: '13100000020',
            password: 'correct-horse',
            smsCode: code,
          },
        })
      ).code,
    ).toBe(10025);
  });

  it('answers the SMS step the same for a registered phone, and tells only the phone', async () => {
    // A seeded demo account's phone.
    const known = await call('POST', '/v1/account/smsCode', {
      body: { phone: '19900000001', ...(await captcha()) },
    });
    const unknown = await call('POST', '/v1/account/smsCode', {
      body: { phone: '13100000022', ...(await captcha()) },
    });
    expect(known).toEqual(unknown);
    expect(await lastSms('19900000001')).toContain('该手机号已注册');
    expect(await lastSms('19900000001')).not.toMatch(/[0-9]{6}/u);
    // Nor can a code be had for it to register a second account.
    expect(
      (
        await call('POST', '/v1/account/register', {
          body: {
            userName: 'olivia_1',
            phone: '19900000001',
            password: 'correct-horse',
            smsCode: '000000',
          },
        })
      ).code,
    ).toBe(10025);
    expect(await lastSms('13100000022')).toMatch(/验证码为[0-9]{6}/u);
  });

  it('never locks the owner out: failures ask for a captcha, and the right password with it logs in', async () => {
    await register('carol_01', '13100000005');
    const attacker = '198.51.100.66';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        await call('POST', '/v1/account/login', {
          address: attacker,
          body: { account: 'carol_01', password: 'wrong-password' },
        }),
      ).toMatchObject({ code: 10021, msg: ACCOUNT_MESSAGES.wrongCredentials });
    }
    // The attacker's address now needs a captcha for this account...
    expect(
      await call('POST', '/v1/account/login', {
        address: attacker,
        body: { account: 'carol_01', password: 'correct-horse' },
      }),
    ).toMatchObject({ code: 10024, msg: ACCOUNT_MESSAGES.captchaRequired });
    // ...the owner at home logs in as usual...
    expect(
      (
        await call('POST', '/v1/account/login', {
          address: '198.51.100.67',
          body: { account: 'carol_01', password: 'correct-horse' },
        })
      ).code,
    ).toBe(200);
    // ...and with the captcha the right password works even from the attacker's address.
    expect(
      (
        await call('POST', '/v1/account/login', {
          address: attacker,
          body: { account: 'carol_01', password: 'correct-horse', ...(await captcha()) },
        })
      ).code,
    ).toBe(200);
  });

  it('answers an unknown account exactly like a wrong password, captcha included', async () => {
    await register('ivan_002', '13100000023');
    const address = '198.51.100.70';
    const known: Legacy[] = [];
    const unknown: Legacy[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      known.push(
        await call('POST', '/v1/account/login', {
          address,
          body: { account: 'ivan_002', password: 'wrong-password' },
        }),
      );
      unknown.push(
        await call('POST', '/v1/account/login', {
          address: '198.51.100.71',
          body: { account: 'nobody_here', password: 'wrong-password' },
        }),
      );
    }
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.code)).toEqual([10021, 10021, 10021, 10024]);
  });

  it('makes one address guessing many accounts wait longer and longer', async () => {
    const address = '203.0.113.9';
    const answers: { status: number; code: number; msg: string; retryAfter: string | undefined }[] =
      [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/account/login',
        headers: { 'x-client-ip': address },
        payload: { account: `guess_${String(attempt)}`, password: 'wrong-password' },
      });
      answers.push({
        status: response.statusCode,
        code: response.json<Legacy>().code,
        msg: response.json<Legacy>().msg,
        retryAfter: response.headers['retry-after'] as string | undefined,
      });
    }
    expect(answers.slice(0, 4).map((answer) => answer.code)).toEqual([10021, 10021, 10021, 10021]);
    // The fifth comes too soon after four failures: it is not even checked.
    expect(answers[4]).toMatchObject({
      status: 429,
      code: 429,
      msg: retryAfterMessage(1),
      retryAfter: '1',
    });
    // Another address is not affected.
    expect(
      (
        await call('POST', '/v1/account/login', {
          body: { account: 'guess_x', password: 'wrong-password' },
        })
      ).code,
    ).toBe(10021);
  });

  it('answers the membership-operation call the same for any user name', async () => {
    const known = await call('POST', '/v1/member/operation', {
      body: { userName: 'ivan_002', operation: 'Close' },
    });
    const unknown = await call('POST', '/v1/member/operation', {
      body: { userName: 'nobody_at_all', operation: 'Close' },
    });
    expect(known).toEqual(unknown);
    expect(known.code).toBe(200);
  });

  it('serves the sandbox SMS outbox only outside production', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/v1/sms/sandbox/outbox',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('短信沙箱');
  });

  it('signs in once a day even under parallel calls, and the ledger adds up', async () => {
    const token = await register('dave_001', '13100000006');
    expect((await call('GET', '/v1/sign/info', { token })).data).toEqual({
      sign: 0,
      downCoin: '0.0',
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ downCoin: string }>('POST', '/v1/sign/in', { token }),
      ),
    );
    expect(results.filter((result) => result.code === 200)).toHaveLength(1);
    expect(
      results.filter(
        (result) => result.code === 10031 && result.msg === ACCOUNT_MESSAGES.alreadySigned,
      ),
    ).toHaveLength(19);
    expect((await call('GET', '/v1/sign/info', { token })).data).toEqual({
      sign: 1,
      downCoin: '0.1',
    });
    const [ledger] = await app.db.rows<{ entries: number; total: number; balance: number }>(
      sql`select count(*)::int as entries, sum(l.delta)::int as total, max(u.down_coin_tenths) as balance from ledger_entries l join users u on u.id = l.user_id where u.user_name = 'dave_001' and l.asset = 'down_coin_tenths'`,
    );
    expect(ledger).toEqual({ entries: 1, total: 1, balance: 1 });
    expect((await call('POST', '/v1/sign/in')).code).toBe(10004);
  });

  it('keeps favourites in the owner’s folders; others get 404', async () => {
    const owner = await register('erin_001', '13100000007');
    const other = await register('frank_01', '13100000008');
    expect(
      (
        await call('POST', '/v1/folder/saveOrUpdate', {
          token: owner,
          body: { category: 1, favoritesFolderName: '  ' },
        })
      ).msg,
    ).toBe(FAVOURITE_MESSAGES.folderNameRequired);
    expect(
      (
        await call('POST', '/v1/folder/saveOrUpdate', {
          token: owner,
          body: { category: 1, favoritesFolderName: 'x'.repeat(31) },
        })
      ).msg,
    ).toBe(FAVOURITE_MESSAGES.folderNameTooLong);
    const created = await call<{ folderId: number }>('POST', '/v1/folder/saveOrUpdate', {
      token: owner,
      body: { category: 1, favoritesFolderName: '客厅灵感' },
    });
    expect(created.code).toBe(200);
    const folderId = created.data.folderId;
    const [model] = await app.db.rows<{ id: number; title: string }>(
      sql`select id, title from models where kind = 1 order by id limit 1`,
    );
    const [suModel] = await app.db.rows<{ id: number }>(
      sql`select id from models where kind = 2 order by id limit 1`,
    );
    if (!model || !suModel) throw new Error('seed has no models');

    expect(
      (await call('POST', '/v1/favor', { token: owner, body: { materialId: model.id, folderId } }))
        .code,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v1/favor', {
          token: owner,
          body: { materialId: suModel.id, folderId },
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await call<{ favor: number; folderId: number }>(
          'GET',
          `/v1/favor/state?materialId=${String(model.id)}`,
          { token: owner },
        )
      ).data,
    ).toEqual({ favor: 1, folderId });

    const keyword = Array.from(model.title).slice(0, 2).join('');
    const found = await call<{ total: number; records: { id: number }[] }>(
      'GET',
      `/v1/favor/list?folderId=${String(folderId)}&keyword=${encodeURIComponent(keyword)}`,
      { token: owner },
    );
    expect(found.data.total).toBe(1);
    expect(found.data.records[0]?.id).toBe(model.id);
    const none = await call<{ total: number }>(
      'GET',
      `/v1/favor/list?folderId=${String(folderId)}&keyword=${encodeURIComponent('不存在的词%')}`,
      { token: owner },
    );
    expect(none.data.total).toBe(0);

    // Another user can neither read, fill nor rename the folder.
    expect(
      (await call<unknown[]>('GET', '/v1/folder/all?category=1', { token: other })).data,
    ).toEqual([]);
    expect(
      (await call('GET', `/v1/favor/list?folderId=${String(folderId)}`, { token: other })).code,
    ).toBe(404);
    expect(
      (await call('POST', '/v1/favor', { token: other, body: { materialId: model.id, folderId } }))
        .code,
    ).toBe(404);
    expect(
      (
        await call('POST', '/v1/folder/saveOrUpdate', {
          token: other,
          body: { category: 1, favoritesFolderName: '抢走', folderId },
        })
      ).code,
    ).toBe(404);
    // Cancelling someone else's favourite only touches one's own (none): the owner's stays.
    await call('DELETE', `/v1/favor/cancel?category=1&materialId=${String(model.id)}`, {
      token: other,
    });
    expect(
      (
        await call<{ favor: number }>('GET', `/v1/favor/state?materialId=${String(model.id)}`, {
          token: owner,
        })
      ).data.favor,
    ).toBe(1);

    expect(
      (
        await call('DELETE', `/v1/favor/cancel?category=1&materialId=${String(model.id)}`, {
          token: owner,
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await call<{ favor: number }>('GET', `/v1/favor/state?materialId=${String(model.id)}`, {
          token: owner,
        })
      ).data.favor,
    ).toBe(0);
    expect(
      (await call('POST', '/v1/favor', { body: { materialId: model.id, folderId } })).code,
    ).toBe(10004);
  });

  it('renames and deletes only the owner’s folders; deleting takes its favourites and their counts with it', async () => {
    const owner = await register('ivan_001', '13100000011');
    const other = await register('judy_001', '13100000012');
    const folderId = (
      await call<{ folderId: number }>('POST', '/v1/folder/saveOrUpdate', {
        token: owner,
        body: { category: 1, favoritesFolderName: '书房' },
      })
    ).data.folderId;
    const keepId = (
      await call<{ folderId: number }>('POST', '/v1/folder/saveOrUpdate', {
        token: owner,
        body: { category: 1, favoritesFolderName: '留着' },
      })
    ).data.folderId;
    const picked = await app.db.rows<{ id: number; favor_count: number }>(
      sql`select id, favor_count from models where kind = 1 order by id desc limit 3`,
    );
    const [first, second, kept] = picked;
    if (!first || !second || !kept) throw new Error('seed has too few models');
    for (const model of [first, second])
      expect(
        (
          await call('POST', '/v1/favor', {
            token: owner,
            body: { materialId: model.id, folderId },
          })
        ).code,
      ).toBe(200);
    expect(
      (
        await call('POST', '/v1/favor', {
          token: owner,
          body: { materialId: kept.id, folderId: keepId },
        })
      ).code,
    ).toBe(200);

    const renamed = await call<{ favoritesFolderName: string }>('POST', '/v1/folder/saveOrUpdate', {
      token: owner,
      body: { category: 1, favoritesFolderName: '书房灵感', folderId },
    });
    expect(renamed.data.favoritesFolderName).toBe('书房灵感');
    expect(
      (
        await call('POST', '/v1/folder/saveOrUpdate', {
          token: owner,
          body: { category: 1, favoritesFolderName: ' ', folderId },
        })
      ).msg,
    ).toBe(FAVOURITE_MESSAGES.folderNameRequired);

    expect(
      (await call('POST', '/v1/folder/delete', { token: other, body: { folderId } })).code,
    ).toBe(404);
    expect((await call('POST', '/v1/folder/delete', { body: { folderId } })).code).toBe(10004);
    expect((await call('POST', '/v1/folder/delete', { token: owner, body: {} })).code).toBe(400);
    expect(
      (await call('POST', '/v1/folder/delete', { token: owner, body: { folderId: 'abc' } })).code,
    ).toBe(400);
    const deleted = await call<{ removedFavourites: number }>('POST', '/v1/folder/delete', {
      token: owner,
      body: { folderId },
    });
    expect(deleted).toMatchObject({ code: 200, data: { removedFavourites: 2 } });
    expect(
      (await call('POST', '/v1/folder/delete', { token: owner, body: { folderId } })).code,
    ).toBe(404);

    const folders = await call<{ folderId: number; favoritesFolderName: string }[]>(
      'GET',
      '/v1/folder/all?category=1',
      { token: owner },
    );
    expect(folders.data.map((folder) => folder.folderId)).toEqual([keepId]);
    const after = await app.db.rows<{ id: number; favor_count: number }>(
      sql`select id, favor_count from models where id in (${first.id}, ${second.id}, ${kept.id}) order by id desc`,
    );
    expect(after).toEqual([
      { id: first.id, favor_count: first.favor_count },
      { id: second.id, favor_count: second.favor_count },
      { id: kept.id, favor_count: kept.favor_count + 1 },
    ]);
    expect(
      (
        await call<{ favor: number }>('GET', `/v1/favor/state?materialId=${String(first.id)}`, {
          token: owner,
        })
      ).data.favor,
    ).toBe(0);
  });

  it('takes a screenshot only with a valid policy, a JPEG/PNG by magic bytes and under 20 MB; then the feedback', async () => {
    const token = await register('grace_01', '13100000009');
    const other = await register('heidi_01', '13100000010');
    const dataDir = path.dirname(app.files.directory);
    const storedFiles = async () =>
      (await readdir(dataDir, { recursive: true }).catch(() => [] as string[])).filter((name) =>
        /(?:feedback|uploads).*\.(?:png|jpg|part|out)$/u.test(name),
      );

    const policy = await call<{ host: string; fields: Record<string, string> }>(
      'GET',
      '/v1/feedback/policy',
      { token },
    );
    expect(policy.data.host).toBe('/v1/feedback/storage');
    const upload = (
      fields: Record<string, string>,
      file: { name: string; bytes: Buffer; type: string } | null,
    ) => {
      const body = multipartBody(fields, file);
      return app
        .inject({
          method: 'POST',
          url: '/v1/feedback/storage',
          payload: body.payload,
          headers: body.headers,
        })
        .then((response) => response.json<Legacy<{ path: string }>>());
    };

    const forged = await upload(
      { ...policy.data.fields, signature: Buffer.alloc(32).toString('base64') },
      { name: 'a.png', bytes: pngBytes, type: 'image/png' },
    );
    expect(forged.code).toBe(400);
    const otherKey = await upload(
      { ...policy.data.fields, key: 'feedback/1/00000000000000000000000000000000' },
      { name: 'a.png', bytes: pngBytes, type: 'image/png' },
    );
    expect(otherKey.code).toBe(400);
    const wrongType = await upload(policy.data.fields, {
      name: 'looks-like.png',
      bytes: Buffer.from('GIF89a not really an image at all'),
      type: 'image/png',
    });
    expect(wrongType).toMatchObject({ code: 400, msg: FEEDBACK_MESSAGES.screenshotWrongFormat });
    const oversized = await upload(policy.data.fields, {
      name: 'big.png',
      bytes: Buffer.concat([pngBytes, Buffer.alloc(20 * 1024 * 1024)]),
      type: 'image/png',
    });
    expect(oversized).toMatchObject({ code: 400, msg: FEEDBACK_MESSAGES.screenshotTooLarge });
    expect(await storedFiles()).toEqual([]);

    // Random bytes behind a PNG signature, and a valid header claiming 30000 x 30000 pixels: not pictures.
    const randomBytes = Buffer.concat([
      pngBytes.subarray(0, 8),
      Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
    ]);
    expect(
      await upload(policy.data.fields, {
        name: 'noise.png',
        bytes: randomBytes,
        type: 'image/png',
      }),
    ).toMatchObject({ code: 400, msg: FEEDBACK_MESSAGES.screenshotWrongFormat });
    const bombHeader = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d4948445200007530000075300806000000', 'hex'),
      Buffer.alloc(4),
      Buffer.alloc(64),
    ]);
    expect(
      (await upload(policy.data.fields, { name: 'bomb.png', bytes: bombHeader, type: 'image/png' }))
        .code,
    ).toBe(400);
    expect(await storedFiles()).toEqual([]);

    const withTrailer = Buffer.concat([pngBytes, Buffer.from('<script>alert(1)</script>')]);
    const stored = await upload(policy.data.fields, {
      name: 'screenshot.txt',
      bytes: withTrailer,
      type: 'text/plain',
    });
    expect(stored.code).toBe(200);
    expect(stored.data.path).toMatch(/^\/v1\/feedback\/screenshot\/\d+\/[0-9a-f]{32}\.png$/u);
    expect(await storedFiles()).toHaveLength(1);
    // Not in the public files tree; served to its owner only, re-encoded (the trailer is gone).
    expect(
      (await readdir(app.files.directory, { recursive: true }).catch(() => [] as string[])).filter(
        (name) => /feedback/u.test(name),
      ),
    ).toEqual([]);
    expect((await app.inject({ method: 'GET', url: stored.data.path })).json<Legacy>().code).toBe(
      10004,
    );
    expect(
      (
        await app.inject({ method: 'GET', url: stored.data.path, headers: { token: other } })
      ).json<Legacy>().code,
    ).toBe(404);
    const served = await app.inject({ method: 'GET', url: stored.data.path, headers: { token } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);

    const tooShort = await call('POST', '/v1/feedback/submit', {
      token,
      body: { msgContent: '太短了', path: stored.data.path },
    });
    expect(tooShort).toMatchObject({ code: 400, msg: FEEDBACK_MESSAGES.descriptionTooShort });
    const foreignPath = await call('POST', '/v1/feedback/submit', {
      token: other,
      body: {
        msgContent: '模型下载后贴图丢失，希望能尽快修复这个问题谢谢',
        path: stored.data.path,
      },
    });
    expect(foreignPath.code).toBe(400);
    const sent = await call<{ id: number }>('POST', '/v1/feedback/submit', {
      token,
      body: {
        userPhone: '13100000009',
        msgContent: '模型下载后贴图丢失，希望能尽快修复这个问题谢谢',
        path: stored.data.path,
      },
    });
    expect(sent.code).toBe(200);
    expect((await call<unknown[]>('GET', '/v1/feedback/mine', { token })).data).toHaveLength(1);
    expect((await call<unknown[]>('GET', '/v1/feedback/mine', { token: other })).data).toEqual([]);
    expect(
      (await call('GET', `/v1/feedback/detail?id=${String(sent.data.id)}`, { token: other })).code,
    ).toBe(404);
    expect(
      (await call('GET', `/v1/feedback/detail?id=${String(sent.data.id)}`, { token })).code,
    ).toBe(200);

    // A per-user quota: ten screenshots a day.
    const quotaUser = await register('quota_01', '13100000030');
    const codes: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const fresh = await call<{ fields: Record<string, string> }>('GET', '/v1/feedback/policy', {
        token: quotaUser,
      });
      const answer = await upload(fresh.data.fields, {
        name: 'a.png',
        bytes: pngBytes,
        type: 'image/png',
      });
      codes.push(answer.code);
      if (index === 10) expect(answer.msg).toBe('今日上传的截图已达上限，请明天再试');
    }
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 200), 400]);
  });

  it('stores the experience feedback and the missing-term suggestion with the spec’s validation', async () => {
    expect((await call('POST', '/v1/feedback/save', { body: {} })).msg).toBe(
      FEEDBACK_MESSAGES.satisfactionRequired,
    );
    expect(
      (
        await call('POST', '/v1/feedback/save', {
          body: { satisfied: 2, dissatisfaction: '下载慢' },
        })
      ).code,
    ).toBe(200);
    expect((await call('POST', '/v1/feedback/suggestion', { body: { msg: '床' } })).msg).toBe(
      FEEDBACK_MESSAGES.suggestionTooShort,
    );
    expect(
      (await call('POST', '/v1/feedback/suggestion', { body: { msg: '北欧风床头柜' } })).code,
    ).toBe(200);
  });

  it('seeds one demo account per tier that can log in', async () => {
    for (const demo of demoAccounts) {
      const result = await call<{ token: string }>('POST', '/v1/account/login', {
        body: { account: demo.phone, password: demoPassword },
      });
      expect(result.code, demo.userName).toBe(200);
    }
    const tiers = await app.db.rows<{
      user_name: string;
      member_category: number;
      is_sub_account: boolean;
      works: number;
    }>(
      sql`select u.user_name, m.member_category, m.is_sub_account, (select count(*)::int from models where author_id = u.id) as works
          from users u join memberships m on m.user_id = u.id where u.user_name like 'demo\\_%' order by u.user_name`,
    );
    expect(tiers.find((row) => row.user_name === 'demo_author')?.works).toBeGreaterThan(0);
    expect(tiers.find((row) => row.user_name === 'demo_sub')?.is_sub_account).toBe(true);
    expect(tiers.find((row) => row.user_name === 'demo_gold')?.member_category).toBe(4);
  });
});
