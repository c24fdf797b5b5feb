import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { expect } from 'vitest';
import { sessions, users } from '../src/db/schema.js';
import { hashToken } from '../src/http/auth.js';
import { postLedgerEntryNow } from '../src/ledger/ledger.js';

/** A new user with a day-long session; answers the `token` header value. */
export async function createSession(
  app: FastifyInstance,
  userName = `viewer_${randomBytes(4).toString('hex')}`,
): Promise<{ token: string; userId: number; userName: string }> {
  const [user] = await app.db.orm
    .insert(users)
    .values({ userName, nickname: userName })
    .returning({ id: users.id });
  const token = randomBytes(24).toString('hex');
  await app.db.orm.insert(sessions).values({
    tokenSha256: hashToken(token),
    userId: user!.id,
    expiresAt: sql`now() + interval '1 day'`,
  });
  return { token, userId: user!.id, userName };
}

/** A successful write request (a new user saves hobbies), which moves the public data version on. */
export async function someWrite(app: FastifyInstance): Promise<void> {
  const { token } = await createSession(app);
  const saved = await request(app.server)
    .post('/v1/home/hobby/save')
    .set('token', token)
    .send({ category: 1, hobbyList: [1] });
  expect(saved.status).toBe(200);
}

/** A session for an existing user (an author, to see the owner's view). */
export async function sessionFor(app: FastifyInstance, userId: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await app.db.orm
    .insert(sessions)
    .values({ tokenSha256: hashToken(token), userId, expiresAt: sql`now() + interval '1 day'` });
  return token;
}

/** What a test user holds before the test acts: each amount is one ledger entry, so balances and ledger agree. */
export interface TopUp {
  beansFen?: number;
  /** Download points in tenths (下载币). */
  pointsTenths?: number;
  /** Free-download tickets. */
  tickets?: number;
  /** Held download packages (bought, hence their own reason). */
  packages?: number;
}

/** Credits a user through the ledger, as the real top-up and purchase paths do. */
export async function topUp(app: FastifyInstance, userId: number, amounts: TopUp): Promise<void> {
  const postings = [
    ['beans_fen', amounts.beansFen, 'test-top-up'],
    ['down_coin_tenths', amounts.pointsTenths, 'test-top-up'],
    ['coupons', amounts.tickets, 'test-top-up'],
    ['download_packages', amounts.packages, 'package'],
  ] as const;
  for (const [asset, delta, reason] of postings)
    if (delta) await postLedgerEntryNow(app.db.orm, { userId, asset, delta, reason });
}
