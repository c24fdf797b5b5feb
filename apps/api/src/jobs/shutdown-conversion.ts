import { sql } from 'drizzle-orm';
import { shutdownState } from '@yunmo/domain/shutdown';
import type { DbClient } from '../db/client.js';
import { postLedgerEntry } from '../ledger/ledger.js';
import { postUserMessage } from '../messages/messages.js';
import { shutdownScheduleOf } from '../notices/shutdown-schedule.js';

/** Ledger reason of the conversion (both legs carry it). */
export const shutdownConversionReason = 'shutdown-conversion';

/**
 * The notice's balance rule: once the site has closed under a set schedule, each account's leftover
 * download points become beans at 1 = 1 yuan (beans are never withdrawable in this product), as two
 * ledger entries in one transaction per account under its row lock. Re-running converts nothing
 * twice: a converted balance is zero. Null when no schedule has closed the site.
 */
export async function convertLeftoverBalances(
  db: DbClient,
  now: Date,
): Promise<{ users: number } | null> {
  if (!shutdownState(await shutdownScheduleOf(db.orm), now).balancesConvert) return null;
  const holders = await db.rows<{ id: number }>(
    sql`select id from users where down_coin_tenths > 0 order by id`,
  );
  let users = 0;
  for (const holder of holders) {
    const converted = await db.orm.transaction(async (tx) => {
      const rows = (await tx.execute(
        sql`select down_coin_tenths from users where id = ${holder.id} for update`,
      )) as unknown as { rows: { down_coin_tenths: string | number }[] };
      const tenths = Number(rows.rows[0]?.down_coin_tenths ?? 0);
      if (tenths <= 0) return false;
      await postLedgerEntry(tx, {
        userId: holder.id,
        asset: 'down_coin_tenths',
        delta: -tenths,
        reason: shutdownConversionReason,
      });
      await postLedgerEntry(tx, {
        userId: holder.id,
        asset: 'beans_fen',
        delta: tenths * 10,
        reason: shutdownConversionReason,
      });
      await postUserMessage(tx, {
        userId: holder.id,
        kind: 'system',
        title: '余额已转换为炫豆',
        body: `网站已关闭，您剩余的 ${(tenths / 10).toFixed(1)} 下载点已转换为不可提现的炫豆。`,
        link: null,
      });
      return true;
    });
    if (converted) users += 1;
  }
  return { users };
}
