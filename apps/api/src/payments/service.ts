import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_LIFETIME_MS,
  formatOrderNumber,
  transitionOrder,
  type OrderChannel,
  type OrderPurpose,
  type OrderState,
} from '@yunmo/domain/orders';
import {
  GOLD_FREE_DOWNLOAD_TICKETS,
  REPEAT_DOWNLOAD_FREE_HOURS,
  authorShareFen,
  checkGoldRenewal,
  fenToYuanString,
  goldEndAfterPurchase,
} from '@yunmo/domain/money';
import { SHUTDOWN_REFUSALS, membershipSaleAllowed, shutdownState } from '@yunmo/domain/shutdown';
import { upgradeToGoldIfQualified } from '../downloads/gold-upgrade.js';
import { shutdownScheduleOf } from '../notices/shutdown-schedule.js';
import type { DbClient } from '../db/client.js';
import { membershipCategories } from '../downloads/tier.js';
import { postLedgerEntry, type LedgerTx } from '../ledger/ledger.js';
import { GOLD_PURCHASE_MESSAGES } from '@yunmo/domain/messages';
import { orderPaidMessage } from '../messages/events.js';
import { postUserMessage } from '../messages/messages.js';
import type { NotifyAnswer, NotifyRequest, PaymentProvider } from './providers/provider.js';

export interface OrderRow {
  id: number;
  order_number: string;
  user_id: number;
  purpose: OrderPurpose;
  channel: OrderChannel;
  amount_fen: number;
  state: OrderState;
  reference: string | null;
  created_at: string | Date;
  expires_at: string | Date;
}

export interface NewOrder {
  userId: number;
  purpose: OrderPurpose;
  amountFen: number;
  /** What is bought: `package:{id}`, `model:{modelId}:{versionId}:{authorId}`, `gold`, `membership`. */
  reference: string;
  /** The client's key: the same key gives back the same order instead of a second one. */
  idempotencyKey?: string | undefined;
  subject: string;
}

/** A created QR order with the content its QR code encodes. */
export interface QrOrder {
  order: OrderRow;
  qrContent: string;
}

/** Outcome of a notification. */
export type NotifyOutcome =
  'credited' | 'replay' | 'failedPayment' | 'forged' | 'amountMismatch' | 'final' | 'unknownOrder';

async function rowsOf<Row>(tx: LedgerTx, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const orderColumns = sql`id, order_number, user_id, purpose, channel, amount_fen, state, reference, created_at, expires_at`;

/** The same idempotency key was used for a different purchase. */
export class IdempotencyConflictError extends Error {
  override readonly name = 'IdempotencyConflictError';
}

/**
 * Orders: creation (idempotent), payment with beans or through a provider's notification (verified,
 * replay-safe, crediting exactly once), closing and expiry. Every state change is one conditional
 * UPDATE on `state = 'created'`, so concurrent notifications, closes and expiries cannot both win.
 */
export class PaymentService {
  constructor(
    private readonly db: DbClient,
    /** The provider QR orders use (the sandbox unless configured otherwise). */
    readonly qrProvider: PaymentProvider,
    /** Every provider whose notifications are accepted, by name. */
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates (or, for a repeated idempotency key, finds) a QR order and its QR content. */
  async createQrOrder(order: NewOrder, publicBaseUrl: string): Promise<QrOrder> {
    const row = await this.db.orm.transaction((tx) =>
      this.insertOrder(tx, order, this.qrProvider.name),
    );
    const qrContent = await this.qrProvider.createQrContent({
      orderNumber: row.order_number,
      amountFen: row.amount_fen,
      subject: order.subject,
      publicBaseUrl,
    });
    return { order: row, qrContent };
  }

  /**
   * Pays an order with beans at once: the order, the bean debit and the credit commit together, or
   * nothing does (InsufficientBalanceError when the beans do not cover it).
   */
  async payWithBeans(order: NewOrder): Promise<OrderRow> {
    return this.db.orm.transaction(async (tx) => {
      const row = await this.insertOrder(tx, order, 'beans');
      if (row.state !== 'created') return row;
      await postLedgerEntry(tx, {
        userId: row.user_id,
        asset: 'beans_fen',
        delta: -row.amount_fen,
        reason: `order:${row.purpose}`,
        reference: row.order_number,
      });
      const paid = await this.markPaid(tx, row.order_number, row.amount_fen, null);
      if (!paid) throw new Error('a fresh beans order could not be paid');
      if (await this.credit(tx, paid)) await orderPaidMessage(tx, paid);
      return paid;
    });
  }

  /** The answer `providerName` expects for an accepted or refused notification (null for unknown providers). */
  notifyAnswer(providerName: string, accepted: boolean): NotifyAnswer | null {
    return this.providers.get(providerName)?.notifyAnswer(accepted) ?? null;
  }

  /** Verifies and applies one notification of `providerName`. */
  async notify(providerName: string, request: NotifyRequest): Promise<NotifyOutcome> {
    const provider = this.providers.get(providerName);
    if (!provider) return 'forged';
    const notification = provider.verifyNotification(request);
    if (!notification) return 'forged';
    return this.db.orm.transaction(async (tx) => {
      const recorded = await rowsOf<{ id: number }>(
        tx,
        sql`insert into payment_notifications (provider, notify_id, order_number, outcome)
            values (${provider.name}, ${notification.notifyId}, ${notification.orderNumber}, 'pending')
            on conflict (provider, notify_id) do nothing returning id`,
      );
      const notificationId = recorded[0]?.id;
      if (notificationId === undefined) return 'replay';
      const outcome = await this.applyNotification(tx, provider.name, notification);
      await tx.execute(
        sql`update payment_notifications set outcome = ${outcome} where id = ${notificationId}`,
      );
      return outcome;
    });
  }

  private async applyNotification(
    tx: LedgerTx,
    channel: string,
    notification: {
      orderNumber: string;
      amountFen: number;
      paid: boolean;
      providerTradeNo: string | null;
    },
  ): Promise<NotifyOutcome> {
    const current = (
      await rowsOf<OrderRow>(
        tx,
        sql`select ${orderColumns} from payment_orders where order_number = ${notification.orderNumber} and channel = ${channel}`,
      )
    )[0];
    if (!current) return 'unknownOrder';
    if (!notification.paid) return 'failedPayment';
    const transition = transitionOrder(current.state, current.amount_fen, {
      type: 'pay',
      amountFen: notification.amountFen,
    });
    if (!transition.ok) return transition.reason === 'final' ? 'final' : 'amountMismatch';
    if (!transition.credit) return 'replay';
    const paid = await this.markPaid(
      tx,
      current.order_number,
      notification.amountFen,
      notification.providerTradeNo,
    );
    // Another transaction moved the order first (paid, closed or expired): nothing to credit here.
    if (!paid) return 'final';
    if (await this.credit(tx, paid)) await orderPaidMessage(tx, paid);
    return 'credited';
  }

  /** The user's order made with this idempotency key, if any. */
  async findByIdempotencyKey(userId: number, key: string): Promise<OrderRow | null> {
    const rows = await this.db.rows<OrderRow>(
      sql`select ${orderColumns} from payment_orders where user_id = ${userId} and idempotency_key = ${key}`,
    );
    return rows[0] ?? null;
  }

  /** The order's state for its owner, expiring it first when its time is up; null when not theirs. */
  async poll(userId: number, orderNumber: string): Promise<OrderRow | null> {
    await this.db.rows(
      sql`update payment_orders set state = 'expired', finished_at = now()
          where order_number = ${orderNumber} and user_id = ${userId} and state = 'created' and expires_at <= ${this.now().toISOString()}`,
    );
    const rows = await this.db.rows<OrderRow>(
      sql`select ${orderColumns} from payment_orders where order_number = ${orderNumber} and user_id = ${userId}`,
    );
    return rows[0] ?? null;
  }

  /** Closes the owner's unpaid order; a paid order stays paid. Null when not theirs. */
  async close(userId: number, orderNumber: string): Promise<OrderRow | null> {
    await this.db.rows(
      sql`update payment_orders set state = 'closed', finished_at = now()
          where order_number = ${orderNumber} and user_id = ${userId} and state = 'created'`,
    );
    const rows = await this.db.rows<OrderRow>(
      sql`select ${orderColumns} from payment_orders where order_number = ${orderNumber} and user_id = ${userId}`,
    );
    return rows[0] ?? null;
  }

  private async insertOrder(
    tx: LedgerTx,
    order: NewOrder,
    channel: OrderChannel,
  ): Promise<OrderRow> {
    if (!Number.isSafeInteger(order.amountFen) || order.amountFen <= 0)
      throw new RangeError('order amount must be positive fen');
    const now = this.now();
    const orderNumber = formatOrderNumber(now, randomBytes(4).toString('hex'));
    const key = order.idempotencyKey ?? null;
    const inserted = await rowsOf<OrderRow>(
      tx,
      sql`insert into payment_orders (order_number, user_id, purpose, channel, amount_fen, reference, idempotency_key, created_at, expires_at)
          values (${orderNumber}, ${order.userId}, ${order.purpose}, ${channel}, ${order.amountFen}, ${order.reference}, ${key},
                  ${now.toISOString()}, ${new Date(now.getTime() + ORDER_LIFETIME_MS).toISOString()})
          on conflict (user_id, idempotency_key) do nothing
          returning ${orderColumns}`,
    );
    const created = inserted[0];
    if (created) return created;
    const existing = (
      await rowsOf<OrderRow>(
        tx,
        sql`select ${orderColumns} from payment_orders where user_id = ${order.userId} and idempotency_key = ${key}`,
      )
    )[0];
    if (
      !existing ||
      existing.purpose !== order.purpose ||
      existing.amount_fen !== order.amountFen ||
      existing.reference !== order.reference ||
      existing.channel !== channel
    )
      throw new IdempotencyConflictError('idempotency key reused for another order');
    return existing;
  }

  private async markPaid(
    tx: LedgerTx,
    orderNumber: string,
    amountFen: number,
    providerTradeNo: string | null,
  ): Promise<OrderRow | null> {
    const rows = await rowsOf<OrderRow>(
      tx,
      sql`update payment_orders set state = 'paid', finished_at = now(), provider_trade_no = ${providerTradeNo}
          where order_number = ${orderNumber} and state = 'created' and amount_fen = ${amountFen}
            and expires_at > ${this.now().toISOString()}
          returning ${orderColumns}`,
    );
    return rows[0] ?? null;
  }

  /**
   * Gives the payer what the order bought; runs once, in the transaction that marked it paid. False
   * when the purchase broke a rule by the time it was paid and the money went back as beans instead
   * (docs/decisions/0007-renewal-refunds.md).
   */
  private async credit(tx: LedgerTx, order: OrderRow): Promise<boolean> {
    const now = this.now();
    // The payer's row first, always (a bean debit takes it too): the membership lock and a refund's
    // ledger entry then follow in one order, so concurrent credits cannot deadlock.
    await tx.execute(sql`select id from users where id = ${order.user_id} for no key update`);
    const credited = await this.creditPurchase(tx, order, now);
    // Money spent counts towards the gold upgrade (a refunded order is taken back out of the sum).
    if (credited) await upgradeToGoldIfQualified(tx, order.user_id, now);
    return credited;
  }

  private async creditPurchase(tx: LedgerTx, order: OrderRow, now: Date): Promise<boolean> {
    // The shutdown schedule is checked again when the money arrives: an order opened before the
    // sales closed but paid after is refunded, not delivered.
    const schedule = await shutdownScheduleOf(tx);
    const state = shutdownState(schedule, now);
    if (order.purpose === 'package' && !state.packageSalesOpen) {
      await this.refundAsBeans(tx, order, SHUTDOWN_REFUSALS.packageSalesClosed.message);
      return false;
    }
    switch (order.purpose) {
      case 'gold': {
        const membership = await lockMembership(tx, order.user_id);
        const running =
          membership.member_category === membershipCategories.gold &&
          membership.gold_ends_at !== null &&
          new Date(membership.gold_ends_at).getTime() > now.getTime()
            ? new Date(membership.gold_ends_at)
            : null;
        // The renewal rule is checked again under the membership lock: two orders opened before
        // either was paid must not add up to more than a direct renewal allows.
        if (membership.is_sub_account || (running !== null && !checkGoldRenewal(running, now).ok)) {
          await this.refundAsBeans(
            tx,
            order,
            GOLD_PURCHASE_MESSAGES[membership.is_sub_account ? 20802 : 20803],
          );
          return false;
        }
        const end = goldEndAfterPurchase(running, now);
        if (!membershipSaleAllowed(schedule, end)) {
          await this.refundAsBeans(tx, order, SHUTDOWN_REFUSALS.membershipPastClosing.message);
          return false;
        }
        await tx.execute(
          sql`update memberships set member_category = ${membershipCategories.gold}, gold_ends_at = ${end.toISOString()} where user_id = ${order.user_id}`,
        );
        // Gold's own promise: 5 free-download tickets with each year bought.
        await postLedgerEntry(tx, {
          userId: order.user_id,
          asset: 'coupons',
          delta: GOLD_FREE_DOWNLOAD_TICKETS,
          reason: 'gold',
          reference: order.order_number,
        });
        return true;
      }
      case 'membership': {
        const membership = await lockMembership(tx, order.user_id);
        const running =
          membership.member_category === membershipCategories.unlimited &&
          membership.ends_at !== null
            ? new Date(membership.ends_at)
            : null;
        const end = goldEndAfterPurchase(running, now);
        if (!membershipSaleAllowed(schedule, end)) {
          await this.refundAsBeans(tx, order, SHUTDOWN_REFUSALS.membershipPastClosing.message);
          return false;
        }
        await tx.execute(
          sql`update memberships set member_category = ${membershipCategories.unlimited}, ends_at = ${end.toISOString()} where user_id = ${order.user_id}`,
        );
        return true;
      }
      case 'package': {
        const packageId = Number(order.reference?.split(':')[1]);
        const found = await rowsOf<{ downloads: number }>(
          tx,
          sql`select downloads from download_packages where id = ${packageId}`,
        );
        const downloads = found[0]?.downloads;
        if (downloads === undefined)
          throw new Error(`order ${order.order_number} names no package`);
        await postLedgerEntry(tx, {
          userId: order.user_id,
          asset: 'download_packages',
          delta: downloads,
          reason: 'package',
          reference: order.order_number,
        });
        return true;
      }
      case 'download': {
        const [, modelId, versionId, authorId] = (order.reference ?? '').split(':').map(Number);
        // Two purchases of one model paid at once: under the user's row lock the second sees the
        // first's grant; inside its repeat window the model is already theirs.
        const windowStart = new Date(
          now.getTime() - REPEAT_DOWNLOAD_FREE_HOURS * 3_600_000,
        ).toISOString();
        const owned = await rowsOf<{ one: number }>(
          tx,
          sql`select 1 as one from download_grants where user_id = ${order.user_id} and model_id = ${modelId} and basis = 'purchase' and created_at > ${windowStart} limit 1`,
        );
        if (owned.length > 0) {
          await this.refundAsBeans(tx, order, '该模型已购买，72小时内可免费重复下载');
          return false;
        }
        // A purchase grant opens the repeat window: the next download of this model is free.
        await tx.execute(
          sql`insert into download_grants (user_id, model_id, version_id, basis, paid_fen, payment, created_at)
              values (${order.user_id}, ${modelId}, ${versionId}, 'purchase', ${order.amount_fen}, ${order.channel === 'beans' ? 'beans' : 'qr'}, ${now.toISOString()})`,
        );
        if (authorId)
          await tx.execute(
            sql`insert into author_earnings (author_id, amount_fen, earned_at) values (${authorId}, ${authorShareFen(order.amount_fen)}, ${now.toISOString()})`,
          );
        return true;
      }
    }
  }

  /** The paid amount back to the payer's beans, with its ledger entry and a message saying why. */
  private async refundAsBeans(tx: LedgerTx, order: OrderRow, why: string): Promise<void> {
    await postLedgerEntry(tx, {
      userId: order.user_id,
      asset: 'beans_fen',
      delta: order.amount_fen,
      reason: `refund:${order.purpose}`,
      reference: order.order_number,
    });
    await postUserMessage(tx, {
      userId: order.user_id,
      kind: 'order',
      title: '订单已退款',
      body: `订单 ${order.order_number} 已支付 ¥${fenToYuanString(order.amount_fen)}，未能生效（${why}），款项已退回为炫豆。`,
      link: null,
    });
  }
}

interface LockedMembership {
  member_category: number;
  is_sub_account: boolean;
  gold_ends_at: string | Date | null;
  ends_at: string | Date | null;
}

/** The user's membership row under a row lock (created as ordinary when missing). */
export async function lockMembership(tx: LedgerTx, userId: number): Promise<LockedMembership> {
  await tx.execute(
    sql`insert into memberships (user_id, member_category) values (${userId}, ${membershipCategories.ordinary}) on conflict (user_id) do nothing`,
  );
  const rows = await rowsOf<LockedMembership>(
    tx,
    sql`select member_category, is_sub_account, gold_ends_at, ends_at from memberships where user_id = ${userId} for update`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no membership for user ${String(userId)}`);
  return row;
}
