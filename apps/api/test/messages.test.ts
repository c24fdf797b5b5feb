import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerEntryNow } from '../src/ledger/ledger.js';
import {
  finishVersionConversion,
  replyToErrorReport,
  replyToFeedback,
} from '../src/messages/events.js';
import { postUserMessage } from '../src/messages/messages.js';
import { backends, build, type BuiltApp } from './helper.js';
import { createSession, sessionFor } from './session-helper.js';

interface Legacy<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface Message {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}
interface MessagePage {
  list: Message[];
  total: number;
  page: number;
  size: number;
  unread: number;
}

describe.each(backends)('message centre on %s', (backend) => {
  let built: BuiltApp;

  beforeAll(async () => {
    built = await build(backend, 60);
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  const db = () => built.app.db;
  async function get<T>(path: string, token: string | null, query: Record<string, unknown> = {}) {
    const call = request(built.app.server).get(path).query(query);
    if (token) void call.set('token', token);
    const response = await call;
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  }
  async function post<T>(path: string, token: string | null, body: unknown = {}) {
    const call = request(built.app.server)
      .post(path)
      .send(body as object);
    if (token) void call.set('token', token);
    const response = await call;
    expect(response.status).toBe(200);
    return response.body as Legacy<T>;
  }
  const unread = async (token: string) =>
    (await get<{ all: number }>('/v1/account/unread', token)).data.all;
  const list = (token: string, query: Record<string, unknown> = {}) =>
    get<MessagePage>('/v1/account/messages', token, query);
  async function storedUnread(userId: number) {
    const [row] = await db().rows<{ count: number }>(
      sql`select count(*)::int as count from user_messages where user_id = ${userId} and read_at is null`,
    );
    return Number(row?.count);
  }
  async function messagesOf(userId: number) {
    return db().rows<{ kind: string; title: string; body: string; link: string | null }>(
      sql`select kind, title, body, link from user_messages where user_id = ${userId} order by id`,
    );
  }

  it('refuses guests with 10004 on every message call', async () => {
    expect((await get('/v1/account/unread', null)).code).toBe(10004);
    expect((await get('/v1/account/messages', null)).code).toBe(10004);
    expect((await post('/v1/account/messages/read', null, { ids: [1] })).code).toBe(10004);
    expect((await post('/v1/account/messages/readAll', null)).code).toBe(10004);
  });

  it('seeds the demo accounts with three unread messages and one read, newest first', async () => {
    const [demo] = await db().rows<{ id: number }>(
      sql`select id from users where user_name = 'demo_user'`,
    );
    const token = await sessionFor(built.app, Number(demo?.id));
    expect(await unread(token)).toBe(3);
    const page = await list(token);
    expect(page).toMatchObject({ code: 200, data: { total: 4, unread: 3, page: 1, size: 10 } });
    const times = page.data.list.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data.list.filter((message) => message.read)).toHaveLength(1);
    for (const message of page.data.list)
      expect(message.link === null || message.link.startsWith('/')).toBe(true);
  });

  it('pages, filters by kind and by unread, and refuses bad input with a Chinese message', async () => {
    const { token, userId } = await createSession(built.app);
    for (let index = 0; index < 13; index += 1)
      await postUserMessage(db().orm, {
        userId,
        kind: index % 3 === 0 ? 'order' : 'system',
        title: `消息 ${String(index)}`,
        link: '/',
      });
    const first = await list(token, { page: 1, size: 5 });
    expect(first.data).toMatchObject({ total: 13, unread: 13, page: 1, size: 5 });
    expect(first.data.list.map((message) => message.title)).toEqual([
      '消息 12',
      '消息 11',
      '消息 10',
      '消息 9',
      '消息 8',
    ]);
    expect((await list(token, { page: 3, size: 5 })).data.list).toHaveLength(3);
    expect((await list(token, { page: 9, size: 5 })).data.list).toEqual([]);
    const orders = await list(token, { kind: 'order' });
    expect(orders.data.total).toBe(5);
    expect(orders.data.list.every((message) => message.kind === 'order')).toBe(true);

    await post('/v1/account/messages/read', token, { ids: [first.data.list[0]!.id] });
    expect((await list(token, { unreadOnly: 'true' })).data.total).toBe(12);
    // 消息 12 was an order and is read now.
    expect((await list(token, { unreadOnly: '1', kind: 'order' })).data.total).toBe(4);

    const bad: [Record<string, unknown>, string][] = [
      [{ page: 'abc' }, '页码无效'],
      [{ page: 0 }, '页码无效'],
      [{ page: '99999999999999' }, '页码无效'],
      [{ size: 500 }, '每页条数须为 1 到 50'],
      [{ kind: 'spam' }, '消息类型无效'],
      [{ unreadOnly: 'maybe' }, '参数 unreadOnly 须为 true 或 false'],
    ];
    for (const [query, msg] of bad)
      expect(await list(token, query)).toEqual({ code: 400, msg, data: null });
    const badIds: [unknown, string][] = [
      [{}, '请选择要标记为已读的消息'],
      [{ ids: [] }, '请选择要标记为已读的消息'],
      [{ ids: ['x'] }, '消息编号无效'],
      [{ ids: [-1] }, '消息编号无效'],
      [{ ids: [1.5] }, '消息编号无效'],
      [{ ids: 'a,b' }, '消息编号无效'],
      [{ ids: Array.from({ length: 51 }, (_, index) => index + 1) }, '一次最多标记 50 条消息'],
      [{ ids: { $gt: 0 } }, '请选择要标记为已读的消息'],
    ];
    for (const [body, msg] of badIds)
      expect(await post('/v1/account/messages/read', token, body)).toEqual({
        code: 400,
        msg,
        data: null,
      });
    expect(await storedUnread(userId)).toBe(12);
  });

  it('marks only the caller own messages read; another user id changes nothing', async () => {
    const owner = await createSession(built.app);
    const other = await createSession(built.app);
    const ownId = await postUserMessage(db().orm, {
      userId: owner.userId,
      kind: 'system',
      title: '我的消息',
    });
    const otherId = await postUserMessage(db().orm, {
      userId: other.userId,
      kind: 'system',
      title: '别人的消息',
    });

    expect((await list(owner.token)).data.list.map((message) => message.id)).toEqual([ownId]);
    const answer = await post<{ changed: number; unread: number }>(
      '/v1/account/messages/read',
      owner.token,
      { ids: [otherId] },
    );
    expect(answer).toEqual({ code: 200, msg: 'success', data: { changed: 0, unread: 1 } });
    expect(await unread(other.token)).toBe(1);

    expect(
      (
        await post('/v1/account/messages/read', owner.token, {
          ids: `${String(ownId)},${String(otherId)}`,
        })
      ).data,
    ).toEqual({ changed: 1, unread: 0 });
    // Reading again keeps the first read time and changes nothing.
    expect((await post('/v1/account/messages/read', owner.token, { ids: [ownId] })).data).toEqual({
      changed: 0,
      unread: 0,
    });
    expect(await unread(other.token)).toBe(1);
    expect((await post('/v1/account/messages/readAll', owner.token)).data).toEqual({
      changed: 0,
      unread: 0,
    });
    expect(await unread(other.token)).toBe(1);
    expect((await post('/v1/account/messages/readAll', other.token)).data).toEqual({
      changed: 1,
      unread: 0,
    });
  });

  it('writes a message for a paid order, a new follower, an error-report and a feedback answer, and a conversion', async () => {
    const buyer = await createSession(built.app);
    await postLedgerEntryNow(db().orm, {
      userId: buyer.userId,
      asset: 'beans_fen',
      delta: 10_000,
      reason: 'test-top-up',
    });
    const paid = await post('/v1/gold/getOpenGoldQrcode', buyer.token, {
      total_fee: 99,
      dou: 99,
      payType: 'WX',
      source: 'MODEL',
    });
    expect(paid.code).toBe(20703);
    expect(await messagesOf(buyer.userId)).toEqual([
      expect.objectContaining({ kind: 'order', title: '黄金会员开通成功', link: '/vip/vipList' }),
    ]);
    expect((await messagesOf(buyer.userId))[0]?.body).toMatch(/已支付 ¥99\.00/u);
    // A refused purchase raises no message.
    expect(
      (
        await post('/v1/gold/getOpenGoldQrcode', buyer.token, {
          total_fee: 99,
          dou: 99,
          payType: 'WX',
          source: 'MODEL',
        })
      ).code,
    ).not.toBe(20703);
    expect(await messagesOf(buyer.userId)).toHaveLength(1);

    const [author] = await db().rows<{ id: number; user_name: string }>(
      sql`select id, user_name from users where is_author and user_name <> 'demo_author' order by id limit 1`,
    );
    const authorId = Number(author?.id);
    const before = (await messagesOf(authorId)).length;
    const follower = await createSession(built.app);
    expect(
      (await post('/user/v1/api/follow', follower.token, { author: author?.user_name })).code,
    ).toBe(200);
    expect(
      (await post('/user/v1/api/follow', follower.token, { author: author?.user_name })).code,
    ).toBe(200);
    const authorMessages = await messagesOf(authorId);
    expect(authorMessages).toHaveLength(before + 1);
    expect(authorMessages.at(-1)).toMatchObject({
      kind: 'follow',
      title: '新增关注',
      body: `${follower.userName} 关注了你`,
    });
    expect(authorMessages.at(-1)?.link).toMatch(/^\/personalCenter\/center\?flag=/u);

    const reporter = await createSession(built.app);
    const [model] = await db().rows<{ id: number; uuid: string; kind: number }>(
      sql`select id, uuid::text as uuid, kind from models where kind = 1 order by id limit 1`,
    );
    const [report] = await db().rows<{ id: number }>(
      sql`insert into error_reports (user_id, model_id, category, msg) values (${reporter.userId}, ${model?.id}, '1', '贴图丢失') returning id`,
    );
    expect(
      await replyToErrorReport(db(), {
        reportId: Number(report?.id),
        replyUserId: null,
        text: '已修复，请重新下载',
      }),
    ).toBe(true);
    expect(
      await replyToErrorReport(db(), { reportId: 2_000_000_000, replyUserId: null, text: '无' }),
    ).toBe(false);
    expect(await messagesOf(reporter.userId)).toEqual([
      {
        kind: 'error_reply',
        title: '您的纠错有了回复',
        body: '已修复，请重新下载',
        link: `/detail/max/${model?.uuid}`,
      },
    ]);
    // The model page shows the same answer the message announced.
    expect(
      (await get<{ replyMsg: string }>('/v1/webDetail/getErrorMsg', null, { uuid: model?.uuid }))
        .data.replyMsg,
    ).toBe('已修复，请重新下载');

    const sender = await createSession(built.app);
    const [sent] = await db().rows<{ id: number }>(
      sql`insert into feedback (user_id, msg_content) values (${sender.userId}, '搜索不准') returning id`,
    );
    expect(
      await replyToFeedback(db(), {
        feedbackId: Number(sent?.id),
        replyUserId: null,
        text: '已优化',
      }),
    ).toBe(true);
    expect(await messagesOf(sender.userId)).toEqual([
      expect.objectContaining({ kind: 'feedback_reply', body: '已优化' }),
    ]);

    const asker = await createSession(built.app);
    const [version] = await db().rows<{ id: number }>(
      sql`select id from model_versions where model_id = ${model?.id} order by id limit 1`,
    );
    const [conversion] = await db().rows<{ id: number }>(
      sql`insert into version_conversions (user_id, model_id, version_id, target_version) values (${asker.userId}, ${model?.id}, ${version?.id}, '2014') returning id`,
    );
    expect(
      await finishVersionConversion(db(), {
        conversionId: Number(conversion?.id),
        outcome: 'done',
      }),
    ).toBe(true);
    expect(
      await finishVersionConversion(db(), {
        conversionId: Number(conversion?.id),
        outcome: 'failed',
      }),
    ).toBe(false);
    expect(await messagesOf(asker.userId)).toEqual([
      expect.objectContaining({
        kind: 'conversion',
        title: '版本转换已完成',
        link: `/detail/max/${model?.uuid}`,
      }),
    ]);
  });

  it('refuses a link that is not an in-app path, in the database too', async () => {
    const { userId } = await createSession(built.app);
    await expect(
      postUserMessage(db().orm, {
        userId,
        kind: 'system',
        title: 'x',
        link: 'https://evil.example/',
      }),
    ).rejects.toThrow(/in-app path/u);
    await expect(
      postUserMessage(db().orm, { userId, kind: 'system', title: 'x', link: '//evil.example/' }),
    ).rejects.toThrow(/in-app path/u);
    await expect(
      db().rows(
        sql`insert into user_messages (user_id, kind, title, link) values (${userId}, 'system', 'x', 'javascript:alert(1)')`,
      ),
    ).rejects.toThrow();
    await expect(
      db().rows(
        sql`insert into user_messages (user_id, kind, title) values (${userId}, 'spam', 'x')`,
      ),
    ).rejects.toThrow();
  });

  it('keeps the unread count consistent while readAll and new messages run in parallel', async () => {
    const { token, userId } = await createSession(built.app);
    for (let index = 0; index < 20; index += 1)
      await postUserMessage(db().orm, { userId, kind: 'system', title: `旧 ${String(index)}` });
    const operations: Promise<unknown>[] = [];
    const answers: { changed: number; unread: number }[] = [];
    for (let index = 0; index < 60; index += 1) {
      if (index % 6 === 0)
        operations.push(
          post<{ changed: number; unread: number }>('/v1/account/messages/readAll', token).then(
            (answer) => answers.push(answer.data),
          ),
        );
      else
        operations.push(
          postUserMessage(db().orm, { userId, kind: 'order', title: `新 ${String(index)}` }),
        );
      if (index % 10 === 0) operations.push(get<{ all: number }>('/v1/account/unread', token));
    }
    await Promise.all(operations);
    expect(answers).toHaveLength(10);
    for (const answer of answers) expect(answer.unread).toBeGreaterThanOrEqual(0);
    // Every message is either marked read or still counted: nothing lost, nothing counted twice.
    const totalChanged = answers.reduce((sum, answer) => sum + answer.changed, 0);
    const [totals] = await db().rows<{ total: number; read: number }>(
      sql`select count(*)::int as total, count(read_at)::int as read from user_messages where user_id = ${userId}`,
    );
    expect(Number(totals?.total)).toBe(70);
    expect(Number(totals?.read)).toBe(totalChanged);
    expect(await unread(token)).toBe(70 - totalChanged);
    expect(await unread(token)).toBe(await storedUnread(userId));
    const page = await list(token, { size: 50 });
    expect(page.data.unread).toBe(70 - totalChanged);
    expect(
      (await post<{ changed: number; unread: number }>('/v1/account/messages/readAll', token)).data,
    ).toEqual({ changed: 70 - totalChanged, unread: 0 });
    expect(await unread(token)).toBe(0);
  });
});
