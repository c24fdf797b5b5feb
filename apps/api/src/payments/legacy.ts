import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  checkGoldRenewal,
  discountedPriceFen,
  fenToYuanString,
  GOLD_PRICE,
  goldEndAfterPurchase,
  MEMBERSHIP_PRICE,
  trialDiscountPercent,
} from '@yunmo/domain/money';
import { SHUTDOWN_REFUSALS, membershipSaleAllowed, shutdownState } from '@yunmo/domain/shutdown';
import { shutdownScheduleOf } from '../notices/shutdown-schedule.js';
import { GOLD_PURCHASE_MESSAGES } from '@yunmo/domain/messages';
import { isOrderNumber, orderPollCode, type OrderPurpose } from '@yunmo/domain/orders';
import { z } from 'zod';
import type { DbClient } from '../db/client.js';
import { membershipCategories, trialStartOf, type MembershipRow } from '../downloads/tier.js';
import { LegacyError } from '../http/legacy-error.js';
import { InsufficientBalanceError } from '../ledger/ledger.js';
import { sandboxCashierPath } from './providers/sandbox.js';
import { IdempotencyConflictError, type NewOrder, type OrderRow } from './service.js';
import { publicBaseUrl, qrPngDataUrl } from './setup.js';
import type { FastifyInstance } from 'fastify';

/** The legacy answer of a new QR order. */
export interface QrOrderAnswer {
  orderNumber: string;
  outTradeNo: string;
  qrcode: string;
  /** The sandbox cashier page (only with the sandbox provider), so a desktop payer can open it. */
  cashierUrl: string | null;
  price: string;
  priceFen: number;
  expiresAt: string;
}

const orderNumberMessage = '参数错误：订单号无效';
/** An order number parameter (checked before any lookup). */
export const orderNumberParam = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string({ error: orderNumberMessage }).refine(isOrderNumber, { error: orderNumberMessage }),
);

/** An optional client idempotency key: the `idempotency-key` header or an `idempotencyKey` field. */
export function idempotencyKeyOf(
  request: FastifyRequest,
  body: { idempotencyKey?: string | undefined },
): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header) ?? body.idempotencyKey;
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z0-9_.:-]{8,64}$/u.test(value))
    throw new LegacyError(400, '参数错误：idempotencyKey 须为 8 到 64 位字母、数字或 _.:-');
  return value;
}

/**
 * A bean purchase already paid under this idempotency key: a replayed request answers that order
 * again, before any rule that the purchase itself has since changed (a renewal, a free repeat
 * download) could refuse it.
 */
export async function paidBeansReplay(
  fastify: FastifyInstance,
  userId: number,
  key: string | undefined,
  purpose: OrderPurpose,
): Promise<OrderRow | null> {
  if (key === undefined) return null;
  const { service } = fastify.payments;
  const order = await service.findByIdempotencyKey(userId, key);
  if (!order) return null;
  if (order.purpose !== purpose) throw new LegacyError(201, '创建订单失败');
  return order.channel === 'beans' && order.state === 'paid' ? order : null;
}

/** Creates a QR order and answers it in the legacy shape. */
export async function createQrOrderAnswer(
  fastify: FastifyInstance,
  request: FastifyRequest,
  order: NewOrder,
): Promise<QrOrderAnswer> {
  const { service, publicUrl } = fastify.payments;
  const base = publicBaseUrl(request, publicUrl);
  try {
    const { order: row, qrContent } = await service.createQrOrder(order, base);
    fastify.metrics.orders.inc({ channel: 'qr', purpose: order.purpose });
    return {
      orderNumber: row.order_number,
      outTradeNo: row.order_number,
      qrcode: await qrPngDataUrl(qrContent),
      cashierUrl:
        service.qrProvider.name === 'sandbox'
          ? `${base}${sandboxCashierPath(row.order_number)}`
          : null,
      price: fenToYuanString(row.amount_fen),
      priceFen: row.amount_fen,
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  } catch (error) {
    if (error instanceof IdempotencyConflictError) throw new LegacyError(201, '创建订单失败');
    throw error;
  }
}

/** Pays with beans at once; too few beans answer 20700 账户炫豆不足 and change nothing. */
export async function payWithBeansOrFail(
  fastify: FastifyInstance,
  order: NewOrder,
): Promise<OrderRow> {
  const { service } = fastify.payments;
  try {
    const paid = await service.payWithBeans(order);
    fastify.metrics.orders.inc({ channel: 'beans', purpose: order.purpose });
    return paid;
  } catch (error) {
    if (error instanceof InsufficientBalanceError)
      throw new LegacyError(20700, GOLD_PURCHASE_MESSAGES[20700]);
    if (error instanceof IdempotencyConflictError) throw new LegacyError(201, '创建订单失败');
    throw error;
  }
}

/** The poll answer of an order of the caller: 200 paid, 202 waiting, 201 closed or expired. */
export async function pollAnswer(
  fastify: FastifyInstance,
  userId: number,
  orderNumber: string,
  purposes: readonly OrderPurpose[],
): Promise<{ code: number; msg: string; order: OrderRow }> {
  const { service } = fastify.payments;
  const order = await service.poll(userId, orderNumber);
  if (!order || !purposes.includes(order.purpose)) throw new LegacyError(404, '订单不存在');
  const code = orderPollCode(order.state);
  const msg = code === 200 ? '支付成功' : code === 202 ? '等待支付' : '订单已关闭';
  return { code, msg, order };
}

/** The membership row of a user (undefined without one). */
export async function membershipOf(
  db: DbClient,
  userId: number,
): Promise<(MembershipRow & { experience_number: number }) | undefined> {
  const rows = await db.rows<MembershipRow & { experience_number: number }>(
    sql`select member_category, is_sub_account, gold_ends_at, ends_at, experience_number from memberships where user_id = ${userId}`,
  );
  return rows[0];
}

/** Refusals before a gold order: 20802 for enterprise sub-accounts, 20803 for renewals before the last three months. */
export function assertGoldPurchasable(membership: MembershipRow | undefined, now: Date): void {
  if (membership?.is_sub_account === true)
    throw new LegacyError(20802, GOLD_PURCHASE_MESSAGES[20802]);
  if (
    membership?.member_category === membershipCategories.gold &&
    membership.gold_ends_at !== null
  ) {
    const end = new Date(membership.gold_ends_at);
    if (end.getTime() > now.getTime()) {
      const renewal = checkGoldRenewal(end, now);
      if (!renewal.ok) throw new LegacyError(renewal.code, renewal.message);
    }
  }
}

export const goldPriceFen = GOLD_PRICE.priceFen;

/** The yearly membership price for this user: 88 yuan, discounted 62/70/80 % during a running trial. */
export function membershipPriceFen(
  membership: (MembershipRow & { experience_number: number }) | undefined,
  now: Date,
): { priceFen: number; discount: number | null; trialEndsAt: Date | null } {
  const started = trialStartOf(membership, now);
  if (started === null || !membership?.ends_at)
    return { priceFen: MEMBERSHIP_PRICE.defaultFen, discount: null, trialEndsAt: null };
  const percent = trialDiscountPercent((now.getTime() - started.getTime()) / 3_600_000);
  return {
    priceFen: discountedPriceFen(MEMBERSHIP_PRICE.defaultFen, percent),
    discount: percent,
    trialEndsAt: new Date(membership.ends_at),
  };
}

/** `YYYY-MM-DD` of an instant in Asia/Shanghai. */
export function shanghaiDate(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The shutdown schedule's refusals before an order is made: no package after the sales close, no
 * membership (gold or the yearly plan) that would run past the site's closing day. The credit checks
 * again when the money arrives.
 */
export async function assertShutdownAllowsSale(
  db: DbClient,
  sale:
    { type: 'package' } | { type: 'gold' | 'membership'; membership: MembershipRow | undefined },
  now: Date,
): Promise<void> {
  const schedule = await shutdownScheduleOf(db.orm);
  if (schedule === null) return;
  const state = shutdownState(schedule, now);
  if (!state.siteOpen)
    throw new LegacyError(SHUTDOWN_REFUSALS.siteClosed.code, SHUTDOWN_REFUSALS.siteClosed.message);
  if (sale.type === 'package') {
    if (!state.packageSalesOpen)
      throw new LegacyError(
        SHUTDOWN_REFUSALS.packageSalesClosed.code,
        SHUTDOWN_REFUSALS.packageSalesClosed.message,
      );
    return;
  }
  const row = sale.membership;
  const currentEnd =
    sale.type === 'gold'
      ? row?.member_category === membershipCategories.gold && row.gold_ends_at !== null
        ? new Date(row.gold_ends_at)
        : null
      : row?.member_category === membershipCategories.unlimited && row.ends_at !== null
        ? new Date(row.ends_at)
        : null;
  if (!membershipSaleAllowed(schedule, goldEndAfterPurchase(currentEnd, now)))
    throw new LegacyError(
      SHUTDOWN_REFUSALS.membershipPastClosing.code,
      SHUTDOWN_REFUSALS.membershipPastClosing.message,
    );
}
