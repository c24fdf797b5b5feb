import { NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import { createHash } from 'node:crypto';
import { isApiToken } from '@yunmo/domain/api-tokens';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { apiTokens } from '../db/api-token-schema.js';
import type { DbClient } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { LegacyError, notLoggedInMessage } from './legacy-error.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Caller {
  userId: number;
  /** A login session, or a personal access token (whose scope the gateway enforces). */
  via: 'session' | 'apiToken';
}

/** `last_used_at` is written at most once a minute per token. */
const lastUsedResolutionSeconds = 60;

async function apiTokenCaller(db: DbClient, token: string): Promise<Caller | null> {
  const hash = hashToken(token);
  const rows = await db.orm
    .select({ userId: apiTokens.userId })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenSha256, hash), isNull(apiTokens.revokedAt)))
    .limit(1);
  const userId = rows[0]?.userId;
  if (userId === undefined) return null;
  await db.orm
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.tokenSha256, hash),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(
            apiTokens.lastUsedAt,
            sql`now() - make_interval(secs => ${lastUsedResolutionSeconds})`,
          ),
        ),
      ),
    );
  return { userId, via: 'apiToken' };
}

/** The caller from the `token` header: a session or a personal access token; null for guests and unknown tokens. */
export async function currentCaller(db: DbClient, request: FastifyRequest): Promise<Caller | null> {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 512) return null;
  if (isApiToken(token)) return apiTokenCaller(db, token);
  const userId = await sessionUserId(db, token);
  return userId === null ? null : { userId, via: 'session' };
}

/** The caller's user id from the `token` header, or null for guests and expired or unknown tokens. */
export async function currentUserId(db: DbClient, request: FastifyRequest): Promise<number | null> {
  return (await currentCaller(db, request))?.userId ?? null;
}

async function sessionUserId(db: DbClient, token: string): Promise<number | null> {
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
  if (userId === null) throw new LegacyError(NOT_LOGGED_IN_CODE, notLoggedInMessage);
  return userId;
}
