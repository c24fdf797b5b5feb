import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_MAX_PER_USER,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiTokenCreate,
  type ApiTokenScope,
} from '@yunmo/domain/api-tokens';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { apiTokens } from '../db/api-token-schema.js';
import type { DbClient } from '../db/client.js';
import { hashToken } from '../http/auth.js';
import { LegacyError } from '../http/legacy-error.js';

export interface ApiTokenRow {
  id: number;
  name: string;
  scope: ApiTokenScope;
  tokenPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Shown beside a token's name: the scope prefix and the first four characters of its secret. */
const shownPrefixLength = API_TOKEN_PREFIX.read.length + 4;

function toRow(row: typeof apiTokens.$inferSelect): ApiTokenRow {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    tokenPrefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The user's active tokens, newest first. */
export async function listApiTokens(db: DbClient, userId: number): Promise<ApiTokenRow[]> {
  const rows = await db.orm
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.id));
  return rows.map(toRow);
}

/** A new token (256 random bits); the whole token is answered this once, only its SHA-256 is kept. */
export async function createApiToken(
  db: DbClient,
  userId: number,
  input: ApiTokenCreate,
): Promise<ApiTokenRow & { token: string }> {
  const [held] = await db.orm
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  if ((held?.n ?? 0) >= API_TOKEN_MAX_PER_USER)
    throw new LegacyError(409, API_TOKEN_MESSAGES.tooMany);
  const token = API_TOKEN_PREFIX[input.scope] + randomBytes(32).toString('base64url');
  const [row] = await db.orm
    .insert(apiTokens)
    .values({
      userId,
      name: input.name,
      scope: input.scope,
      tokenSha256: hashToken(token),
      tokenPrefix: token.slice(0, shownPrefixLength),
    })
    .returning();
  if (row === undefined) throw new Error('token insert returned no row');
  return { ...toRow(row), token };
}

/** Revokes one of the user's tokens; someone else's or an unknown one is "not found". */
export async function revokeApiToken(db: DbClient, userId: number, id: number): Promise<void> {
  const revoked = await db.orm
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw new LegacyError(404, API_TOKEN_MESSAGES.notFound);
}
