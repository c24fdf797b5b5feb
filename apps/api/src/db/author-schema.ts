import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/** Author page works other than models: 5 panorama / VR, 6 video tutorial (typeIdx of the page). Migration 0005. */
export const authorWorks = pgTable(
  'author_works',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workType: smallint('work_type').notNull(),
    title: text('title').notNull(),
    coverPath: text('cover_path').notNull(),
    linkPath: text('link_path').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('author_works_author_idx').on(table.authorId, table.workType, table.createdAt)],
);
