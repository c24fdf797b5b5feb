import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { hashToken } from '../http/auth.js';

/** Sessions last a week; the BFF's cookie gets the same lifetime. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** A fresh opaque token (256 random bits); only its SHA-256 is stored. */
export async function createSession(
  db: DbClient,
  userId: number,
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db.orm.insert(sessions).values({ tokenSha256: hashToken(token), userId, expiresAt });
  // Expired sessions of this user are dead weight; clear them while we are here.
  await db.orm.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, expiresAt };
}

/** Revokes the session of `token`; unknown tokens are ignored. */
export async function revokeSession(db: DbClient, token: string): Promise<void> {
  await db.orm.delete(sessions).where(eq(sessions.tokenSha256, hashToken(token)));
}
