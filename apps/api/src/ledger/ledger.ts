import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';

/** A transaction handle (or the ORM itself, which then runs the two statements in its own transaction). */
export type LedgerTx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** The balances a user holds, each an integer in its own unit. */
export const ledgerAssets = [
  'beans_fen',
  'down_coin_tenths',
  'render_points',
  'coupons',
  'download_packages',
] as const;
export type LedgerAsset = (typeof ledgerAssets)[number];

// The users column that holds each balance (identifiers only from this fixed map, never from input).
const balanceColumn: Record<LedgerAsset, string> = {
  beans_fen: 'bean_balance_fen',
  down_coin_tenths: 'down_coin_tenths',
  render_points: 'render_points',
  coupons: 'coupon_packs',
  download_packages: 'download_package_count',
};

export interface LedgerPosting {
  userId: number;
  asset: LedgerAsset;
  /** Signed integer change in the asset's unit. */
  delta: number;
  /** Why, machine-readable: `sign-in`, `download`, `recharge` … */
  reason: string;
  /** What it belongs to (order number, model id, day …). */
  reference?: string | null;
  /** The spec's arrears case: the balance may go below zero. Default false. */
  allowNegative?: boolean;
}

export interface LedgerResult {
  entryId: number;
  balanceAfter: number;
}

/** The balance would go below zero and the posting does not allow arrears. Nothing was written. */
export class InsufficientBalanceError extends Error {
  override readonly name = 'InsufficientBalanceError';
  constructor(
    readonly asset: LedgerAsset,
    readonly balance: number,
    readonly delta: number,
  ) {
    super(`insufficient ${asset}: balance ${String(balance)}, change ${String(delta)}`);
  }
}

export class UnknownUserError extends Error {
  override readonly name = 'UnknownUserError';
}

/**
 * Changes one balance of a user and appends the ledger entry, inside `tx`.
 *
 * The UPDATE takes the user's row lock and re-checks the non-negative condition on the latest row, so
 * concurrent postings serialise and can never overdraw. Call it inside the transaction that also
 * writes whatever the change pays for, so both commit or neither does.
 */
export async function postLedgerEntry(tx: LedgerTx, posting: LedgerPosting): Promise<LedgerResult> {
  const { userId, asset, delta, reason } = posting;
  if (!Number.isSafeInteger(delta) || delta === 0)
    throw new RangeError(`ledger delta must be a non-zero integer: ${String(delta)}`);
  if (!Number.isSafeInteger(userId)) throw new RangeError('ledger user id must be an integer');
  const column = sql.identifier(balanceColumn[asset]);
  const allowNegative = posting.allowNegative === true;
  const updated = await rowsOf<{ balance: string | number }>(
    tx,
    sql`update users set ${column} = ${column} + ${delta}
        where id = ${userId} and (${allowNegative} or ${column} + ${delta} >= 0)
        returning ${column} as balance`,
  );
  const row = updated[0];
  if (!row) {
    const current = await rowsOf<{ balance: string | number }>(
      tx,
      sql`select ${column} as balance from users where id = ${userId}`,
    );
    const found = current[0];
    if (!found) throw new UnknownUserError(`no user ${String(userId)}`);
    throw new InsufficientBalanceError(asset, Number(found.balance), delta);
  }
  const balanceAfter = Number(row.balance);
  const inserted = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ledger_entries (user_id, asset, delta, balance_after, reason, reference)
        values (${userId}, ${asset}, ${delta}, ${balanceAfter}, ${reason}, ${posting.reference ?? null})
        returning id`,
  );
  const entryId = Number(inserted[0]?.id);
  return { entryId, balanceAfter };
}

// Both drivers (node-postgres and PGlite) answer execute() with { rows }.
async function rowsOf<Row>(tx: LedgerTx, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** Runs {@link postLedgerEntry} in a transaction of its own. */
export async function postLedgerEntryNow(orm: Orm, posting: LedgerPosting): Promise<LedgerResult> {
  return orm.transaction((tx) => postLedgerEntry(tx, posting));
}
