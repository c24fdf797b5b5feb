import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbClient } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { LegacyError, notLoggedInCode, notLoggedInMessage } from './legacy-error.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The caller's user id from the `token` header, or null for guests and expired or unknown tokens. */
export async function currentUserId(db: DbClient, request: FastifyRequest): Promise<number | null> {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 512) return null;
  const rows = await db.orm
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenSha256, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Login calls answer 10004 without a valid session. */
export async function requireUserId(db: DbClient, request: FastifyRequest): Promise<number> {
  const userId = await currentUserId(db, request);
  if (userId === null) throw new LegacyError(notLoggedInCode, notLoggedInMessage);
  return userId;
}
