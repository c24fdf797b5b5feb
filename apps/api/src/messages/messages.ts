import { sql, type SQL } from 'drizzle-orm';
import {
  isInAppPath,
  type UserMessageKind,
  type UserMessageListInput,
} from '@yunmo/domain/user-messages';
import type { DbClient } from '../db/client.js';

/** Anything that runs SQL: the ORM or a transaction, so a message commits with the event that raised it. */
export interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

async function rowsOf<Row>(runner: SqlRunner, query: SQL): Promise<Row[]> {
  const result = (await runner.execute(query)) as { rows: Row[] };
  return result.rows;
}

export interface NewUserMessage {
  userId: number;
  kind: UserMessageKind;
  title: string;
  body?: string;
  /** An in-app path; anything else is a programming error, refused before it is stored. */
  link?: string | null;
}

export interface UserMessage {
  id: number;
  kind: UserMessageKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface UserMessagePage {
  list: UserMessage[];
  total: number;
  page: number;
  size: number;
  unread: number;
}

/** Writes one message; call it with the transaction of the event so both commit or neither does. */
export async function postUserMessage(runner: SqlRunner, message: NewUserMessage): Promise<number> {
  const link = message.link ?? null;
  if (link !== null && !isInAppPath(link))
    throw new Error(`message link must be an in-app path: ${link}`);
  const rows = await rowsOf<{ id: number }>(
    runner,
    sql`insert into user_messages (user_id, kind, title, body, link)
        values (${message.userId}, ${message.kind}, ${message.title}, ${message.body ?? ''}, ${link})
        returning id`,
  );
  return Number(rows[0]?.id);
}

export async function unreadCount(runner: SqlRunner, userId: number): Promise<number> {
  const rows = await rowsOf<{ count: number | string }>(
    runner,
    sql`select count(*)::int as count from user_messages where user_id = ${userId} and read_at is null`,
  );
  return Number(rows[0]?.count ?? 0);
}

interface MessageRow {
  id: number;
  kind: UserMessageKind;
  title: string;
  body: string;
  link: string | null;
  created_at: string | Date;
  read_at: string | Date | null;
}

/** The caller's messages, newest first, with the total for the filter and the overall unread count. */
export async function listUserMessages(
  db: DbClient,
  userId: number,
  input: UserMessageListInput,
): Promise<UserMessagePage> {
  const filters: SQL[] = [sql`user_id = ${userId}`];
  if (input.kind) filters.push(sql`kind = ${input.kind}`);
  if (input.unreadOnly) filters.push(sql`read_at is null`);
  const where = sql.join(filters, sql` and `);
  const offset = (input.page - 1) * input.size;
  const [rows, totals, unread] = await Promise.all([
    db.rows<MessageRow>(
      sql`select id, kind, title, body, link, created_at, read_at from user_messages where ${where}
          order by created_at desc, id desc limit ${input.size} offset ${offset}`,
    ),
    db.rows<{ count: number | string }>(
      sql`select count(*)::int as count from user_messages where ${where}`,
    ),
    unreadCount(db.orm, userId),
  ]);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: new Date(row.created_at).toISOString(),
      read: row.read_at !== null,
    })),
    total: Number(totals[0]?.count ?? 0),
    page: input.page,
    size: input.size,
    unread,
  };
}

/**
 * Marks the caller's messages read; ids of other users' messages match nothing. Already-read
 * messages keep their first read time. Answers how many changed and the unread count after.
 */
export async function markUserMessagesRead(
  db: DbClient,
  userId: number,
  ids: readonly number[],
): Promise<{ changed: number; unread: number }> {
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return db.orm.transaction(async (tx) => {
    const changed = await rowsOf<{ id: number }>(
      tx,
      sql`update user_messages set read_at = now() where user_id = ${userId} and read_at is null and id in (${list}) returning id`,
    );
    return { changed: changed.length, unread: await unreadCount(tx, userId) };
  });
}

/**
 * Marks every message the caller has read. A message that commits while this runs is either
 * marked or counted as unread afterwards, never lost: the update takes the rows it sees.
 */
export async function markAllUserMessagesRead(
  db: DbClient,
  userId: number,
): Promise<{ changed: number; unread: number }> {
  return db.orm.transaction(async (tx) => {
    const changed = await rowsOf<{ id: number }>(
      tx,
      sql`update user_messages set read_at = now() where user_id = ${userId} and read_at is null returning id`,
    );
    return { changed: changed.length, unread: await unreadCount(tx, userId) };
  });
}
