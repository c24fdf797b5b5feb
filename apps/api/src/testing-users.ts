import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from './db/schema.js';
import { hashToken } from './http/auth.js';
import type {} from './plugins/app/db.js';

export interface TestUserOptions {
  userName: string;
  isAuthor?: boolean;
  phone?: string;
}

/** A user with a day-long session straight in the database; returns the `token` the account site would set. */
export async function createTestUser(
  app: FastifyInstance,
  options: TestUserOptions,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(24).toString('hex');
  const [user] = await app.db.orm
    .insert(users)
    .values({
      userName: options.userName,
      nickname: options.userName,
      isAuthor: options.isAuthor ?? false,
      phone: options.phone ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await app.db.orm.insert(sessions).values({
    tokenSha256: hashToken(token),
    userId: user.id,
    expiresAt: sql`now() + interval '1 day'`,
  });
  return { id: user.id, token };
}
