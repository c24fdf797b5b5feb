import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { fenToYuanString } from '@yunmo/domain/money';

export async function rankingsAreCurrent(db: DbClient): Promise<boolean> {
  const rows = await db.rows<{ day: unknown }>(
    sql`select day from rankings where day = current_date limit 1`,
  );
  return rows.length > 0;
}

export interface RankItem {
  userName: string;
  userNikename: string;
  maxBean: string;
  bean: string;
  workNumber: number;
  userImage: string;
}

/** The latest materialised ranking for a category (1-4), top `limit`. */
export async function rankingList(
  db: DbClient,
  category: number,
  limit: number,
): Promise<RankItem[]> {
  const rows = await db.rows<{
    user_name: string;
    nickname: string;
    bean_fen: string | number;
    max_bean_fen: string | number;
    work_number: number;
  }>(sql`
    select u.user_name, u.nickname, r.bean_fen, r.max_bean_fen, r.work_number
    from rankings r join users u on u.id = r.user_id
    where r.category = ${category} and r.day = (select max(day) from rankings)
    order by r.rank limit ${limit}`);
  const isUploads = category === 3 || category === 4;
  return rows.map((row) => ({
    userName: row.user_name,
    userNikename: row.nickname,
    // For upload rankings the bar scale is a work count, not money.
    maxBean: isUploads ? String(row.max_bean_fen) : fenToYuanString(Number(row.max_bean_fen)),
    bean: fenToYuanString(Number(row.bean_fen)),
    workNumber: row.work_number,
    userImage: `/v1/user/getHeader?author=${encodeURIComponent(row.user_name)}`,
  }));
}
