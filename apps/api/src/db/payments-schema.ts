import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/** Download packages on sale: `downloads` downloads for `price_fen`. */
export const downloadPackages = pgTable('download_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  downloads: integer('downloads').notNull(),
  priceFen: integer('price_fen').notNull(),
  originalPriceFen: integer('original_price_fen').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * One payment order. state: created | paid | closed | expired (packages/domain orders).
 * purpose: gold | membership | package | download; channel: beans | sandbox | alipay | wechat.
 * reference: what is bought (package id, `model:{id}:{versionId}`).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    amountFen: integer('amount_fen').notNull(),
    state: text('state').notNull().default('created'),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key'),
    providerTradeNo: text('provider_trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_orders_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Every provider notification accepted once: a second one with the same id is a replay. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    notifyId: text('notify_id').notNull(),
    orderNumber: text('order_number').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_notifications_notify_idx').on(table.provider, table.notifyId)],
);

/** Membership popup and page operations (OpenMembership, FreeDown, Close, TipClose, Submit, reasons). */
export const membershipOperations = pgTable(
  'membership_operations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name'),
    // window | common | member
    kind: text('kind').notNull(),
    operation: text('operation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('membership_operations_user_idx').on(table.userId, table.kind, table.createdAt),
  ],
);
