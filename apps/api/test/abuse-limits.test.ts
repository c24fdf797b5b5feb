import { createHmac } from 'node:crypto';
import { FOLLOW_ACTIONS_PER_WINDOW, FOLLOW_RATE_LIMITED_MESSAGE } from '@yunmo/domain/abuse-limits';
import { clientAddressMessage } from '@yunmo/domain/client-address';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countModelView } from '../src/downloads/model-views.js';
import { backends, build, type BuiltApp } from './helper.js';
import { createSession } from './session-helper.js';

const gatewaySecret = 'abuse-limits-test-secret-of-32-chars+++';

/** The headers the gateway adds for a visitor at `address` (signed as the gateway signs them). */
function fromGateway(address: string, userAgent: string): Record<string, string> {
  const now = Date.now();
  const mac = createHmac('sha256', gatewaySecret)
    .update(clientAddressMessage(address, now))
    .digest('hex');
  return {
    'x-client-ip': address,
    'x-client-ip-signature': `${String(now)}.${mac}`,
    'user-agent': userAgent,
  };
}

describe.each(backends)('follow floods and view counts on %s', (backend) => {
  let built: BuiltApp;
  beforeAll(async () => {
    built = await build(backend, 20, { GATEWAY_SECRET: gatewaySecret });
  }, 120_000);
  afterAll(async () => {
    await built.close();
  });

  const db = () => built.app.db;

  async function anAuthor(): Promise<{ id: number; userName: string }> {
    const author = await createSession(built.app);
    return { id: author.userId, userName: author.userName };
  }

  async function followMessages(authorId: number): Promise<number> {
    const [row] = await db().rows<{ total: number }>(
      sql`select count(*)::int as total from user_messages where user_id = ${authorId} and kind = 'follow'`,
    );
    return Number(row?.total ?? 0);
  }

  it('a follow / unfollow loop tells the author once, and the user is stopped past the limit', async () => {
    const author = await anAuthor();
    const follower = await createSession(built.app);
    const codes: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      codes.push(
        (
          await request(built.app.server)
            .post('/user/v1/api/follow')
            .set('token', follower.token)
            .send({ author: author.userName })
        ).body.code as number,
      );
      codes.push(
        (
          await request(built.app.server)
            .delete('/user/v1/api/follow/cancelFollow')
            .set('token', follower.token)
            .query({ author: author.userName })
        ).body.code as number,
      );
    }
    expect(codes.every((code) => code === 200)).toBe(true);
    expect(await followMessages(author.id)).toBe(1);

    // Keep going: past the per-user budget every action is refused, and nothing changes.
    let refused: { code: number; msg: string } | undefined;
    for (
      let action = codes.length;
      action <= FOLLOW_ACTIONS_PER_WINDOW + 2 && refused === undefined;
      action += 1
    ) {
      const answer = (
        await request(built.app.server)
          .post('/user/v1/api/follow')
          .set('token', follower.token)
          .send({ author: author.userName })
      ).body as { code: number; msg: string };
      if (answer.code !== 200) refused = answer;
    }
    expect(refused).toEqual({ code: 429, msg: FOLLOW_RATE_LIMITED_MESSAGE, data: null });
    // Another user is not affected by this one's budget.
    const other = await createSession(built.app);
    expect(
      (
        await request(built.app.server)
          .post('/user/v1/api/follow')
          .set('token', other.token)
          .send({ author: author.userName })
      ).body.code,
    ).toBe(200);
    expect(await followMessages(author.id)).toBe(2);
  });

  it('counts a model view once per visitor and day, whatever address a visitor claims', async () => {
    const [model] = await db().rows<{ id: number; uuid: string }>(
      sql`select id, uuid::text as uuid from models where kind = 1 and online order by id limit 1`,
    );
    if (model === undefined) throw new Error('no model seeded');
    const viewCount = async () =>
      Number(
        (
          await db().rows<{ n: number }>(
            sql`select view_count as n from models where id = ${model.id}`,
          )
        )[0]?.n,
      );
    const view = (headers: Record<string, string>) =>
      request(built.app.server)
        .get('/v1/webDetail/get')
        .query({ uuid: model.uuid })
        .set(headers)
        .expect(200);
    const start = await viewCount();

    // The same guest reloading: one view.
    for (let reload = 0; reload < 5; reload += 1)
      await view(fromGateway('198.51.100.10', 'browser-a'));
    expect(await viewCount()).toBe(start + 1);
    // Another guest (another address, or the same address with another browser): one more each.
    await view(fromGateway('198.51.100.11', 'browser-a'));
    await view(fromGateway('198.51.100.10', 'browser-b'));
    expect(await viewCount()).toBe(start + 3);
    // Made-up addresses without the gateway's signature all count as the socket peer: one view.
    for (let forged = 0; forged < 5; forged += 1)
      await view({ 'x-client-ip': `203.0.113.${String(forged)}`, 'user-agent': 'bot' });
    expect(await viewCount()).toBe(start + 4);
    // A signed-in user is one visitor whatever the address.
    const viewer = await createSession(built.app);
    await view({ ...fromGateway('198.51.100.20', 'browser-c'), token: viewer.token });
    await view({ ...fromGateway('198.51.100.21', 'browser-d'), token: viewer.token });
    expect(await viewCount()).toBe(start + 5);
  });

  it('counts the same visitor again on the next day', async () => {
    const [model] = await db().rows<{ id: number }>(
      sql`select id from models where online order by id desc limit 1`,
    );
    const id = Number(model?.id);
    const now = Date.now();
    expect(await countModelView(db(), id, 'u:424242', now)).toBe(true);
    expect(await countModelView(db(), id, 'u:424242', now)).toBe(false);
    expect(await countModelView(db(), id, 'u:424242', now + 24 * 60 * 60 * 1000)).toBe(true);
  });
});
