import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/helper.js';
import { connectDatabase, type DbClient } from '../db/client.js';
import { ledgerEntries } from '../db/ledger-schema.js';
import { users } from '../db/schema.js';
import {
  InsufficientBalanceError,
  postLedgerEntry,
  postLedgerEntryNow,
  UnknownUserError,
} from './ledger.js';

const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

describe.each(backends)('ledger on %s', (backend) => {
  let db: DbClient;
  let databaseName: string | null = null;

  beforeAll(async () => {
    if (backend === 'postgres') {
      databaseName = `yunmo_ledger_test_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create database ${databaseName}`);
      db = await connectDatabase({
        databaseUrl: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
      });
    } else {
      db = await connectDatabase({});
    }
    await db.migrate();
  });

  afterAll(async () => {
    await db.close();
    if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  async function newUser(name: string): Promise<number> {
    const [row] = await db.orm
      .insert(users)
      .values({ userName: name, nickname: name })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  }

  it('updates the balance and appends the entry in one step', async () => {
    const userId = await newUser('ledger-a');
    const first = await postLedgerEntryNow(db.orm, {
      userId,
      asset: 'beans_fen',
      delta: 500,
      reason: 'recharge',
      reference: 'order-1',
    });
    const second = await postLedgerEntryNow(db.orm, {
      userId,
      asset: 'beans_fen',
      delta: -120,
      reason: 'download',
      reference: 'model-9',
    });
    expect(first.balanceAfter).toBe(500);
    expect(second.balanceAfter).toBe(380);
    const [user] = await db.orm.select().from(users).where(eq(users.id, userId));
    expect(user?.beanBalanceFen).toBe(380);
    const entries = await db.orm
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(ledgerEntries.id);
    expect(
      entries.map((entry) => [
        entry.asset,
        entry.delta,
        entry.balanceAfter,
        entry.reason,
        entry.reference,
      ]),
    ).toEqual([
      ['beans_fen', 500, 500, 'recharge', 'order-1'],
      ['beans_fen', -120, 380, 'download', 'model-9'],
    ]);
  });

  it('refuses to overdraw and writes nothing', async () => {
    const userId = await newUser('ledger-b');
    await postLedgerEntryNow(db.orm, {
      userId,
      asset: 'down_coin_tenths',
      delta: 5,
      reason: 'sign-in',
    });
    await expect(
      postLedgerEntryNow(db.orm, {
        userId,
        asset: 'down_coin_tenths',
        delta: -6,
        reason: 'download',
      }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    const entries = await db.orm
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId));
    expect(entries).toHaveLength(1);
    const [user] = await db.orm.select().from(users).where(eq(users.id, userId));
    expect(user?.downCoinTenths).toBe(5);
  });

  it('allows arrears only when asked', async () => {
    const userId = await newUser('ledger-c');
    const result = await postLedgerEntryNow(db.orm, {
      userId,
      asset: 'render_points',
      delta: -3,
      reason: 'render',
      allowNegative: true,
    });
    expect(result.balanceAfter).toBe(-3);
  });

  it('rolls the balance back with the surrounding transaction', async () => {
    const userId = await newUser('ledger-d');
    await expect(
      db.orm.transaction(async (tx) => {
        await postLedgerEntry(tx, { userId, asset: 'coupons', delta: 2, reason: 'gift' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    const [user] = await db.orm.select().from(users).where(eq(users.id, userId));
    expect(user?.couponPacks).toBe(0);
    const entries = await db.orm
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId));
    expect(entries).toHaveLength(0);
  });

  it('rejects unknown users and bad deltas', async () => {
    await expect(
      postLedgerEntryNow(db.orm, { userId: 999_999, asset: 'beans_fen', delta: 1, reason: 'x' }),
    ).rejects.toBeInstanceOf(UnknownUserError);
    await expect(
      postLedgerEntryNow(db.orm, { userId: 1, asset: 'beans_fen', delta: 0.5, reason: 'x' }),
    ).rejects.toBeInstanceOf(RangeError);
    await expect(
      postLedgerEntryNow(db.orm, { userId: 1, asset: 'beans_fen', delta: 0, reason: 'x' }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it('never overdraws under concurrent debits, and the entries add up', async () => {
    const userId = await newUser('ledger-e');
    await postLedgerEntryNow(db.orm, {
      userId,
      asset: 'beans_fen',
      delta: 1000,
      reason: 'recharge',
    });
    // 30 parallel debits of 100 fen against 1000 fen: exactly 10 can succeed.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        postLedgerEntryNow(db.orm, {
          userId,
          asset: 'beans_fen',
          delta: -100,
          reason: 'download',
          reference: String(index),
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toBeInstanceOf(InsufficientBalanceError);
    const [sum] = await db.rows<{ total: string }>(
      sql`select coalesce(sum(delta), 0)::text as total from ledger_entries where user_id = ${userId}`,
    );
    const [user] = await db.orm.select().from(users).where(eq(users.id, userId));
    expect(user?.beanBalanceFen).toBe(0);
    expect(Number(sum?.total)).toBe(0);
    const balances = (
      await db.orm.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))
    ).map((entry) => entry.balanceAfter);
    expect(new Set(balances).size).toBe(balances.length);
  });
});
