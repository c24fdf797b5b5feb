import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/**
 * The user's message centre (migration 0009). kind: system | order | error_reply | feedback_reply |
 * conversion | follow (packages/domain user-messages). link is an in-app path or null.
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('user_messages_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);
