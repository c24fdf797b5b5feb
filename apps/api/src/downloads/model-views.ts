import { createHash } from 'node:crypto';
import { shanghaiDayKey } from '@yunmo/domain/visit-counter';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../accounts/client-address.js';
import type { DbClient } from '../db/client.js';

/**
 * Who is looking, for counting views: the signed-in user, else a hash of the address (as the
 * gateway vouches for it) and the user agent. The raw address is never stored.
 */
export function visitorKey(request: FastifyRequest, userId: number | null): string {
  if (userId !== null) return `u:${String(userId)}`;
  const userAgent = request.headers['user-agent'] ?? '';
  const digest = createHash('sha256')
    .update(`${clientAddress(request)}\n${userAgent}`)
    .digest('hex');
  return `a:${digest.slice(0, 32)}`;
}

/**
 * Counts one view of `modelId` by `visitor` per Asia/Shanghai day: the first view of the day adds
 * one to view_count, later ones do not. Answers whether this view was counted.
 */
export async function countModelView(
  db: DbClient,
  modelId: number,
  visitor: string,
  now = Date.now(),
): Promise<boolean> {
  const inserted = await db.rows<{ counted: number }>(sql`
    insert into model_views (model_id, visitor, day) values (${modelId}, ${visitor}, ${shanghaiDayKey(now)}::date)
    on conflict do nothing
    returning 1 as counted`);
  if (inserted.length === 0) return false;
  await db.rows(sql`update models set view_count = view_count + 1 where id = ${modelId}`);
  return true;
}

/** Drops the view records of past days (the unique key only needs today's) and old follow actions. */
export async function pruneAbuseRecords(db: DbClient, now = Date.now()): Promise<void> {
  await db.rows(sql`delete from model_views where day < ${shanghaiDayKey(now)}::date - 1`);
  await db.rows(sql`delete from follow_actions where created_at < now() - interval '1 day'`);
}
