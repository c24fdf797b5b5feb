import {
  markMessagesReadResultSchema,
  unreadCountSchema,
  userMessagePageSchema,
} from '@yunmo/api-contract/messages';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayOverSeededApi, registeredMember } from './seeded-gateway.js';

const gateway = gatewayOverSeededApi(40);

async function demo(account: string) {
  const agent = request.agent(gateway.app.server);
  const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
  await agent
    .post('/api/session/login')
    .set('x-csrf-token', csrf)
    .send({ account, password: 'yunmo-demo-2026' })
    .expect(200);
  return { agent, csrf };
}

describe('the message centre through the gateway', () => {
  it('lists a demo user messages, pages and filters them, and marks one and then all read', async () => {
    const { agent, csrf } = await demo('demo_trial');
    const unread = async () =>
      unreadCountSchema.parse((await agent.get('/api/me/unread').expect(200)).body).unread;
    expect(await unread()).toBe(3);
    expect((await agent.get('/api/me').expect(200)).body.unread).toBe(3);

    const page = userMessagePageSchema.parse(
      (await agent.get('/api/me/messages').expect(200)).body,
    );
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10, unread: 3 });
    expect(
      page.items.every((message) => message.link === null || message.link.startsWith('/')),
    ).toBe(true);
    const second = userMessagePageSchema.parse(
      (await agent.get('/api/me/messages').query({ page: 2, pageSize: 3 }).expect(200)).body,
    );
    expect(second.items).toHaveLength(1);
    const orders = userMessagePageSchema.parse(
      (await agent.get('/api/me/messages').query({ kind: 'order' }).expect(200)).body,
    );
    expect(orders.items.map((message) => message.kind)).toEqual(['order']);

    const target = page.items.find((message) => !message.read);
    if (!target) throw new Error('expected an unread message');
    // A cookie-authenticated write without the CSRF proof is refused and changes nothing.
    await agent
      .post('/api/me/messages/read')
      .send({ ids: [target.id] })
      .expect(403);
    expect(await unread()).toBe(3);
    const one = markMessagesReadResultSchema.parse(
      (
        await agent
          .post('/api/me/messages/read')
          .set('x-csrf-token', csrf)
          .send({ ids: [target.id] })
          .expect(200)
      ).body,
    );
    expect(one).toEqual({ changed: 1, unread: 2 });
    const onlyUnread = userMessagePageSchema.parse(
      (await agent.get('/api/me/messages').query({ unreadOnly: 'true' }).expect(200)).body,
    );
    expect(onlyUnread.items.map((message) => message.id)).not.toContain(target.id);
    expect(onlyUnread.total).toBe(2);

    expect(
      (
        await agent
          .post('/api/me/messages/read')
          .set('x-csrf-token', csrf)
          .send({ all: true })
          .expect(200)
      ).body,
    ).toEqual({ changed: 2, unread: 0 });
    expect(await unread()).toBe(0);
  });

  it('refuses bad input with a 400 and a Chinese message, never a server error', async () => {
    const { agent, csrf } = await registeredMember(gateway.app, 'msg');
    const cases: [Record<string, string>, string][] = [
      [{ page: 'abc' }, '页码无效'],
      [{ pageSize: '500' }, '每页条数须为 1 到 50'],
      [{ kind: 'spam' }, '消息类型无效'],
      [{ unreadOnly: 'maybe' }, 'unreadOnly'],
    ];
    for (const [query, message] of cases) {
      const answer = await agent.get('/api/me/messages').query(query).expect(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
      expect(answer.body.detail).toContain(message);
    }
    for (const body of [
      {},
      { ids: [] },
      { ids: ['1'] },
      { ids: [0] },
      { all: false },
      { ids: [1], all: true },
      { ids: Array.from({ length: 51 }, (_, index) => index + 1) },
    ]) {
      const answer = await agent.post('/api/me/messages/read').set('x-csrf-token', csrf).send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toMatch(/^参数错误：body.*(消息|ids)/u);
    }
  });

  it('tells a member about a paid order and counts it until read', async () => {
    const { agent, csrf } = await registeredMember(gateway.app, 'msgpay');
    expect((await agent.get('/api/me/unread').expect(200)).body).toEqual({ unread: 0 });
    const created = (
      await agent
        .post('/api/payments/package-orders')
        .set('x-csrf-token', csrf)
        .send({ packageId: 1, method: 'wechat' })
        .expect(201)
    ).body as {
      order: { orderNumber: string };
    };
    const page = await agent
      .get(`/v1/pay/sandbox/cashier/${created.order.orderNumber}`)
      .expect(200);
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
    expect((await agent.get('/api/me/unread').expect(200)).body).toEqual({ unread: 1 });
    const list = userMessagePageSchema.parse(
      (await agent.get('/api/me/messages').expect(200)).body,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        kind: 'order',
        title: '下载包购买成功',
        read: false,
        link: '/vip/vipList',
      }),
    ]);
    expect(list.items[0]?.body).toContain(created.order.orderNumber);
  });
});
