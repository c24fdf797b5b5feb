import { sql } from 'drizzle-orm';
import type { DbClient } from '../src/db/client.js';

/** Users whose balances differ from the sum of their ledger entries (every asset). Empty when the books add up. */
export function usersOffTheirLedger(db: DbClient): Promise<{ id: number }[]> {
  return db.rows<{ id: number }>(sql`
    select u.id from users u
    left join (select user_id, asset, sum(delta) as total from ledger_entries group by user_id, asset) l on l.user_id = u.id
    group by u.id, u.bean_balance_fen, u.down_coin_tenths, u.render_points, u.coupon_packs, u.download_package_count
    having u.bean_balance_fen <> coalesce(sum(l.total) filter (where l.asset = 'beans_fen'), 0)
        or u.down_coin_tenths <> coalesce(sum(l.total) filter (where l.asset = 'down_coin_tenths'), 0)
        or u.render_points <> coalesce(sum(l.total) filter (where l.asset = 'render_points'), 0)
        or u.coupon_packs <> coalesce(sum(l.total) filter (where l.asset = 'coupons'), 0)
        or u.download_package_count <> coalesce(sum(l.total) filter (where l.asset = 'download_packages'), 0)`);
}

/** Orders that more than one provider notification credited. Empty when no order was paid twice. */
export function ordersCreditedTwice(db: DbClient): Promise<{ order_number: string }[]> {
  return db.rows<{ order_number: string }>(
    sql`select order_number from payment_notifications where outcome = 'credited' group by order_number having count(*) > 1`,
  );
}

/** Bean orders whose charge (refunds aside) differs from their amount. Empty when every bean payment was taken once, whole. */
export function beanOrdersOffTheirLedger(
  db: DbClient,
  paidOnly = false,
): Promise<{ order_number: string }[]> {
  return db.rows<{ order_number: string }>(sql`
    select o.order_number from payment_orders o
    where o.channel = 'beans' and (${!paidOnly} or o.state = 'paid')
      and coalesce((select sum(-l.delta) from ledger_entries l where l.reference = o.order_number and l.asset = 'beans_fen' and l.reason not like 'refund:%'), 0) <> o.amount_fen`);
}

/**
 * Refunds that are not one whole refund of a paid order. A purchase that broke a rule by the time it
 * was paid (a second gold year, a model bought twice) is refunded once, in full, and only when paid.
 */
export function badRefunds(db: DbClient): Promise<{ reference: string }[]> {
  return db.rows<{ reference: string }>(sql`
    select l.reference from ledger_entries l left join payment_orders o on o.order_number = l.reference
    where l.reason like 'refund:%'
    group by l.reference, o.amount_fen, o.state
    having count(*) > 1 or sum(l.delta) <> coalesce(o.amount_fen, -1) or o.state <> 'paid'`);
}
