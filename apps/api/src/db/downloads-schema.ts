import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { modelVersions, models, users } from './schema.js';

/** Users who accepted the download agreement (asked once, before the first download). */
export const downloadAgreements = pgTable('download_agreements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every download the engine granted, with the rule that allowed it. Daily and monthly quotas and the
 * repeat-download window are counted from here.
 * basis: daily-free | member-free | member-month | purchase | repeat-free | flow-fee
 */
export const downloadGrants = pgTable(
  'download_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').references(() => modelVersions.id, { onDelete: 'set null' }),
    basis: text('basis').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    // ticket | downloadPoints | beans, for paid grants
    payment: text('payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('download_grants_user_idx').on(table.userId, table.createdAt),
    index('download_grants_user_model_idx').on(table.userId, table.modelId, table.createdAt),
  ],
);

/** Signed download links: one row per link so a replayed link can be refused. */
export const downloadLinks = pgTable('download_links', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  versionId: integer('version_id')
    .notNull()
    .references(() => modelVersions.id, { onDelete: 'cascade' }),
  grantId: integer('grant_id')
    .notNull()
    .references(() => downloadGrants.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  // Set by the first request of the delivery.
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  // Bytes handed out so far (whole file and resumed ranges), capped at twice the file's size.
  bytesServed: bigint('bytes_served', { mode: 'number' }).notNull().default(0),
  // When the file's last byte was sent: the delivery is complete and the link is spent.
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

/** The pending image captcha of a user who downloads too often, and when one was last passed. */
export const downloadCaptchas = pgTable('download_captchas', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answerSha256: text('answer_sha256'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  passedAt: timestamp('passed_at', { withTimezone: true }),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
});

/** Requests to convert a model file to another software version (§4.9). */
export const versionConversions = pgTable(
  'version_conversions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => modelVersions.id, { onDelete: 'cascade' }),
    targetVersion: text('target_version').notNull(),
    // queued | done | failed (migration 0009); each change raises a conversion message.
    status: text('status').notNull().default('queued'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('version_conversions_user_idx').on(table.userId, table.createdAt)],
);
