import { sql, type SQL } from 'drizzle-orm';
import {
  GOLD_FREE_DOWNLOAD_TICKETS,
  GOLD_UPGRADE_SPEND,
  goldEndAfterPurchase,
  qualifiesForGoldUpgrade,
} from '@yunmo/domain/money';
import { postLedgerEntry, type LedgerTx } from '../ledger/ledger.js';
import { postUserMessage } from '../messages/messages.js';
import { membershipCategories, tierOfMembership, type MembershipRow } from './tier.js';

async function rowsOf<Row>(tx: LedgerTx, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Ledger reason of the tickets an upgrade gives; its latest entry also starts the next counting window. */
export const goldUpgradeReason = 'gold-upgrade';

function monthsBefore(now: Date, months: number): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/**
 * Money the user spent since `since`, in fen: beans and download points paid for downloads and
 * orders (their ledger debits), QR orders paid, less what came back as refunds.
 */
export async function spentSinceFen(tx: LedgerTx, userId: number, since: Date): Promise<number> {
  const from = since.toISOString();
  const rows = await rowsOf<{ ledger: string | number | null; qr: string | number | null }>(
    tx,
    sql`select
      (select coalesce(sum(case
          when asset = 'beans_fen' and delta < 0 and (reason = 'download' or reason like 'order:%') then -delta
          when asset = 'down_coin_tenths' and delta < 0 and reason = 'download' then -delta * 10
          when asset = 'beans_fen' and delta > 0 and reason like 'refund:%' then -delta
          else 0 end), 0)
        from ledger_entries where user_id = ${userId} and created_at > ${from}) as ledger,
      (select coalesce(sum(amount_fen), 0) from payment_orders
        where user_id = ${userId} and state = 'paid' and channel <> 'beans' and finished_at > ${from}) as qr`,
  );
  return Number(rows[0]?.ledger ?? 0) + Number(rows[0]?.qr ?? 0);
}

/**
 * The gold upgrade of §9: a user (not already gold, not an enterprise sub-account) who has spent
 * 1000 yuan within 12 months becomes gold for a year, with gold's 5 free-download tickets. Called
 * inside the transaction that spent the money, after the spend, while it holds the user's row lock,
 * so two concurrent spends cannot upgrade twice. Spending counted towards one upgrade does not count
 * again: the window starts after the last upgrade. Returns whether the user was upgraded.
 */
export async function upgradeToGoldIfQualified(
  tx: LedgerTx,
  userId: number,
  now: Date,
): Promise<boolean> {
  await tx.execute(
    sql`insert into memberships (user_id, member_category) values (${userId}, ${membershipCategories.ordinary}) on conflict (user_id) do nothing`,
  );
  const membership = (
    await rowsOf<MembershipRow>(
      tx,
      sql`select member_category, is_sub_account, gold_ends_at, ends_at from memberships where user_id = ${userId} for update`,
    )
  )[0];
  if (
    !membership ||
    membership.is_sub_account === true ||
    tierOfMembership(membership, now) === 'gold'
  )
    return false;
  const lastUpgrade = (
    await rowsOf<{ at: string | Date | null }>(
      tx,
      sql`select max(created_at) as at from ledger_entries where user_id = ${userId} and asset = 'coupons' and reason = ${goldUpgradeReason}`,
    )
  )[0]?.at;
  const windowStart = monthsBefore(now, GOLD_UPGRADE_SPEND.months);
  const since =
    lastUpgrade && new Date(lastUpgrade).getTime() > windowStart.getTime()
      ? new Date(lastUpgrade)
      : windowStart;
  if (!qualifiesForGoldUpgrade(await spentSinceFen(tx, userId, since))) return false;
  const end = goldEndAfterPurchase(null, now);
  await tx.execute(
    sql`update memberships set member_category = ${membershipCategories.gold}, gold_ends_at = ${end.toISOString()} where user_id = ${userId}`,
  );
  await postLedgerEntry(tx, {
    userId,
    asset: 'coupons',
    delta: GOLD_FREE_DOWNLOAD_TICKETS,
    reason: goldUpgradeReason,
    reference: end.toISOString().slice(0, 10),
  });
  await postUserMessage(tx, {
    userId,
    kind: 'system',
    title: '已升级为黄金会员',
    body: `您近12个月消费已满${String(GOLD_UPGRADE_SPEND.fen / 100)}元，已升级为黄金会员一年，并获赠${String(GOLD_FREE_DOWNLOAD_TICKETS)}张免费下载券。`,
    link: null,
  });
  return true;
}
