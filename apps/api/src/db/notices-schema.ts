import {
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  boolean,
  jsonb,
  index,
} from 'drizzle-orm/pg-core';
import { models, users } from './schema.js';

/**
 * Site notices (the shutdown notice): content and dates are configuration rows, seeded by
 * migration 0005 with the spec's dates, editable without a deploy.
 */
export const siteNotices = pgTable('site_notices', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  title: text('title').notNull(),
  uploadClosedOn: date('upload_closed_on', { mode: 'string' }).notNull(),
  siteClosedOn: date('site_closed_on', { mode: 'string' }).notNull(),
  balanceText: text('balance_text').notNull(),
  body: text('body').notNull(),
});

/** "Do not remind": a user's mute of a notice. */
export const noticeMutes = pgTable(
  'notice_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeKey: text('notice_key')
      .notNull()
      .references(() => siteNotices.key, { onDelete: 'cascade' }),
    mutedAt: timestamp('muted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.noticeKey] })],
);

/** Survey answers, one per user (the reward is granted once). */
export const surveySubmissions = pgTable('survey_submissions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  reward: smallint('reward').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An author's choice about auto conversion (1 on, 0 off); no row means the author has not answered. */
export const autoConversionConsents = pgTable('auto_conversion_consents', {
  authorId: integer('author_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: smallint('state').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Models the nightly job converted from paid to paid-plus-member; one row per model, so a rerun converts nothing twice. */
export const autoConversions = pgTable(
  'auto_conversions',
  {
    modelId: integer('model_id')
      .primaryKey()
      .references(() => models.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousChargeCategory: smallint('previous_charge_category').notNull(),
    newChargeCategory: smallint('new_charge_category').notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auto_conversions_author_idx').on(table.authorId, table.convertedAt)],
);
