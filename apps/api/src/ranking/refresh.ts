import { RANKING_SIZES } from '@yunmo/domain/paging';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';

export const rankingSize = RANKING_SIZES.board;

/**
 * Rebuilds today's materialised author ranking: 1 earnings cumulative, 2 earnings last 30 days,
 * 3 uploads cumulative, 4 uploads last 30 days; top 20 each.
 */
export async function refreshRankings(db: DbClient): Promise<void> {
  await db.rows(sql`delete from rankings where day = current_date`);
  await db.rows(sql`
    with earnings as (
      select author_id,
             sum(amount_fen) as total_fen,
             sum(amount_fen) filter (where earned_at >= now() - interval '30 days') as month_fen
      from author_earnings group by author_id
    ),
    works as (
      select author_id,
             count(*) as total_works,
             count(*) filter (where created_at >= now() - interval '30 days') as month_works
      from models group by author_id
    ),
    authors as (
      select u.id as user_id,
             coalesce(e.total_fen, 0) as total_fen, coalesce(e.month_fen, 0) as month_fen,
             coalesce(w.total_works, 0) as total_works, coalesce(w.month_works, 0) as month_works
      from users u
      left join earnings e on e.author_id = u.id
      left join works w on w.author_id = u.id
      where u.is_author
    ),
    ranked as (
      select 1 as category, user_id, total_fen as bean, total_works as works,
             row_number() over (order by total_fen desc, user_id) as position from authors
      union all
      select 2, user_id, month_fen, month_works, row_number() over (order by month_fen desc, user_id) from authors
      union all
      select 3, user_id, total_fen, total_works, row_number() over (order by total_works desc, user_id) from authors
      union all
      select 4, user_id, month_fen, month_works, row_number() over (order by month_works desc, user_id) from authors
    )
    insert into rankings (day, category, rank, user_id, bean_fen, max_bean_fen, work_number)
    select current_date, category, position, user_id, bean,
           max(case when category in (1, 2) then bean else works end) over (partition by category), works
    from ranked where position <= ${rankingSize}`);
}
