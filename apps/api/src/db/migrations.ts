import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type DbClient } from './client.js';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/**
 * The migrations in the journal that the database has not applied yet (drizzle applies, in order,
 * every one newer than the last it recorded).
 */
export async function pendingMigrations(db: DbClient): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const [table] = await db.rows<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  let lastApplied = 0;
  if (table?.present) {
    const [row] = await db.rows<{ last: string | number | null }>(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    lastApplied = Number(row?.last ?? 0);
  }
  return journal.entries.filter((entry) => entry.when > lastApplied).map((entry) => entry.tag);
}
