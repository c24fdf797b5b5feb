import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../src/db/schema.js';
import { hashToken } from '../src/http/auth.js';

/** A new user with a day-long session; answers the `token` header value. */
export async function createSession(app: FastifyInstance, userName = `viewer_${randomBytes(4).toString('hex')}`): Promise<{ token: string; userId: number; userName: string }> {
  const [user] = await app.db.orm.insert(users).values({ userName, nickname: userName }).returning({ id: users.id });
  const token = randomBytes(24).toString('hex');
  await app.db.orm.insert(sessions).values({ tokenSha256: hashToken(token), userId: user!.id, expiresAt: sql`now() + interval '1 day'` });
  return { token, userId: user!.id, userName };
}

/** A session for an existing user (an author, to see the owner's view). */
export async function sessionFor(app: FastifyInstance, userId: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await app.db.orm.insert(sessions).values({ tokenSha256: hashToken(token), userId, expiresAt: sql`now() + interval '1 day'` });
  return token;
}
