import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientBalanceError, postLedgerEntryNow } from '../src/ledger/ledger.js';
import type { NewOrder, OrderRow } from '../src/payments/service.js';
import { SeededRandom } from '../src/assets/random.js';
import { backends, build, type BuiltApp } from './helper.js';
import {
  badRefunds,
  beanOrdersOffTheirLedger,
  ordersCreditedTwice,
  usersOffTheirLedger,
} from './ledger-invariants.js';

const operationCount = 1000;
/** Operations in flight at once. */
const concurrency = 24;
const userCount = 12;

type Kind =
  | 'order'
  | 'notify'
  | 'wrongAmount'
  | 'replay'
  | 'failNotify'
  | 'close'
  | 'poll'
  | 'beansOrder'
  | 'beansDownload';

describe.each(backends)('1,000 random concurrent payment operations on %s', (backend) => {
  let built: BuiltApp;

  beforeAll(async () => {
    built = await build(backend, 120, { DOWNLOAD_CAPTCHA_THRESHOLD: '100000' });
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  it('keeps every balance equal to its entries and pays no order twice', async () => {
    const app = built.app;
    const db = app.db;
    const { service, sandbox } = app.payments;
    const { engine } = app.downloads;
    const random = new SeededRandom(20261123);
    const pick = <T>(items: readonly T[]): T => items[random.int(0, items.length - 1)] as T;

    const userIds: number[] = [];
    for (let index = 0; index < userCount; index += 1) {
      const [row] = await db.rows<{ id: number }>(
        sql`insert into users (user_name, nickname) values (${`load-${randomBytes(4).toString('hex')}`}, '压测') returning id`,
      );
      const userId = Number(row?.id);
      userIds.push(userId);
      await postLedgerEntryNow(db.orm, {
        userId,
        asset: 'beans_fen',
        delta: 30_000 + index * 1_000,
        reason: 'test-top-up',
      });
      await db.rows(sql`insert into download_agreements (user_id) values (${userId})`);
    }
    const models = await db.rows<{
      id: number;
      uuid: string;
      version_id: number;
      author_id: number;
      price_fen: number;
    }>(
      sql`select m.id, m.uuid::text, v.id as version_id, m.author_id, greatest(m.price_fen, 20) as price_fen
          from models m join model_versions v on v.model_id = m.id
          where m.online and m.kind in (1, 2) and m.fee_category = 3 and m.price_fen > 0 order by m.id limit 20`,
    );
    expect(models.length).toBeGreaterThan(0);
    const packages = await db.rows<{ id: number; price_fen: number }>(
      sql`select id, price_fen from download_packages order by id`,
    );

    const orders: OrderRow[] = [];
    const sentNotifications: Record<string, string>[] = [];
    const tally: Record<string, number> = {};
    const count = (key: string) => {
      tally[key] = (tally[key] ?? 0) + 1;
    };

    const newOrder = (userId: number): NewOrder => {
      const purpose = pick(['gold', 'membership', 'package', 'download'] as const);
      if (purpose === 'package') {
        const chosen = pick(packages);
        return {
          userId,
          purpose,
          amountFen: chosen.price_fen,
          reference: `package:${String(chosen.id)}`,
          subject: 'package',
        };
      }
      if (purpose === 'download') {
        const model = pick(models);
        return {
          userId,
          purpose,
          amountFen: model.price_fen,
          reference: `model:${String(model.id)}:${String(model.version_id)}:${String(model.author_id)}`,
          subject: 'download',
        };
      }
      return {
        userId,
        purpose,
        amountFen: purpose === 'gold' ? 9900 : 8800,
        reference: purpose,
        subject: purpose,
      };
    };

    const operation = async (
      kind: Kind,
      userId: number,
      target: OrderRow | undefined,
      replayOf: Record<string, string> | undefined,
      idempotencyKey: string | undefined,
    ) => {
      count(kind);
      switch (kind) {
        case 'order': {
          const { order } = await service.createQrOrder(
            { ...newOrder(userId), idempotencyKey },
            'http://localhost:3000',
          );
          orders.push(order);
          return;
        }
        case 'notify':
        case 'wrongAmount':
        case 'failNotify': {
          if (!target) return;
          const amount = kind === 'wrongAmount' ? target.amount_fen + 1 : target.amount_fen;
          const fields = sandbox.signedNotify(
            target.order_number,
            amount,
            kind === 'failNotify' ? 'failed' : 'paid',
          );
          sentNotifications.push(fields);
          count(
            `outcome:${await service.notify('sandbox', { rawBody: new URLSearchParams(fields).toString(), headers: {} })}`,
          );
          return;
        }
        case 'replay': {
          if (!replayOf) return;
          count(
            `outcome:${await service.notify('sandbox', { rawBody: new URLSearchParams(replayOf).toString(), headers: {} })}`,
          );
          return;
        }
        case 'close':
          if (target) await service.close(target.user_id, target.order_number);
          return;
        case 'poll':
          if (target) await service.poll(target.user_id, target.order_number);
          return;
        case 'beansOrder':
          try {
            orders.push(await service.payWithBeans({ ...newOrder(userId), idempotencyKey }));
          } catch (error) {
            if (!(error instanceof InsufficientBalanceError)) throw error;
            count('beansRefused');
          }
          return;
        case 'beansDownload': {
          const model = pick(models);
          const result = await engine.download(
            userId,
            { kinds: [1, 2], model: { uuid: model.uuid }, versionId: model.version_id },
            'pay',
          );
          count(`download:${result.outcome}`);
          return;
        }
      }
    };

    const kinds: [Kind, number][] = [
      ['order', 22],
      ['notify', 22],
      ['wrongAmount', 5],
      ['replay', 12],
      ['failNotify', 4],
      ['close', 10],
      ['poll', 8],
      ['beansOrder', 7],
      ['beansDownload', 10],
    ];
    const totalWeight = kinds.reduce((sum, [, weight]) => sum + weight, 0);
    const chooseKind = (): Kind => {
      let roll = random.int(1, totalWeight);
      for (const [kind, weight] of kinds) {
        roll -= weight;
        if (roll <= 0) return kind;
      }
      return 'poll';
    };

    // Operations are drawn up front from the seed, then run `concurrency` at a time; targets are
    // chosen among the orders that exist when a batch starts.
    const started = Date.now();
    for (let done = 0; done < operationCount; done += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, operationCount - done) }, () => {
        const kind = chooseKind();
        const target = orders.length > 0 ? pick(orders) : undefined;
        const replayOf = sentNotifications.length > 0 ? pick(sentNotifications) : undefined;
        // One operation in five repeats an earlier idempotency key of the same user.
        const userId = pick(userIds);
        const idempotencyKey = random.chance(0.2)
          ? `key-${String(userId)}-${String(random.int(0, 15))}`
          : undefined;
        return { kind, userId, target, replayOf, idempotencyKey };
      });
      await Promise.all(
        batch.map((entry) =>
          operation(
            entry.kind,
            entry.userId,
            entry.target,
            entry.replayOf,
            entry.idempotencyKey,
          ).catch((error: unknown) => {
            if (error instanceof Error && error.name === 'IdempotencyConflictError') {
              count('idempotencyConflict');
              return;
            }
            throw error;
          }),
        ),
      );
    }
    const elapsedMs = Date.now() - started;

    // Every balance equals the sum of its ledger entries.
    const mismatched = await usersOffTheirLedger(db);
    expect(mismatched).toEqual([]);
    const negative = await db.rows<{ id: number }>(
      sql`select id from users where bean_balance_fen < 0 or download_package_count < 0`,
    );
    expect(negative).toEqual([]);

    // No order credited twice; every QR order that is paid was credited by exactly one notification; no closed order credited.
    const doubleCredits = await ordersCreditedTwice(db);
    expect(doubleCredits).toEqual([]);
    const paidWithoutCredit = await db.rows<{ order_number: string }>(sql`
      select o.order_number from payment_orders o
      where o.channel = 'sandbox' and o.state = 'paid'
        and (select count(*) from payment_notifications n where n.order_number = o.order_number and n.outcome = 'credited') <> 1`);
    expect(paidWithoutCredit).toEqual([]);
    const creditedButNotPaid = await db.rows<{ order_number: string }>(sql`
      select n.order_number from payment_notifications n join payment_orders o on o.order_number = n.order_number
      where n.outcome = 'credited' and o.state <> 'paid'`);
    expect(creditedButNotPaid).toEqual([]);
    const packageCredits = await db.rows<{ reference: string }>(
      sql`select reference from ledger_entries where reason = 'package' group by reference having count(*) > 1`,
    );
    expect(packageCredits).toEqual([]);
    // Beans orders: one debit each, equal to the order amount.
    const beansMismatch = await beanOrdersOffTheirLedger(db);
    expect(beansMismatch).toEqual([]);
    expect(await badRefunds(db)).toEqual([]);
    // Each paid order told its payer once, in the paying transaction: order messages match paid orders per user.
    const messageMismatch = await db.rows<{ user_id: number }>(sql`
      select u.id as user_id from users u
      where u.id in (${sql.join(
        userIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
        and (select count(*) from payment_orders o where o.user_id = u.id and o.state = 'paid')
         <> (select count(*) from user_messages m where m.user_id = u.id and m.kind = 'order')`);
    expect(messageMismatch).toEqual([]);

    const states = await db.rows<{ state: string; channel: string; count: number }>(
      sql`select state, channel, count(*)::int as count from payment_orders group by state, channel order by channel, state`,
    );
    const [entries] = await db.rows<{ count: number }>(
      sql`select count(*)::int as count from ledger_entries`,
    );
    console.info(
      JSON.stringify({
        backend,
        operations: operationCount,
        elapsedMs,
        tally,
        orders: states,
        ledgerEntries: entries?.count,
      }),
    );
    const total = Object.entries(tally)
      .filter(
        ([key]) => !key.includes(':') && key !== 'beansRefused' && key !== 'idempotencyConflict',
      )
      .reduce((sum, [, value]) => sum + value, 0);
    expect(total).toBe(operationCount);
  }, 600_000);
});
