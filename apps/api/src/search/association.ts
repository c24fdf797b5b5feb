import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';

/** Association words completing the typed text: prefix matches first, then containing words, then trigram neighbours. */
export async function associationCompletions(db: DbClient, typedText: string, category: number, limit: number): Promise<string[]> {
  const typed = typedText.trim().toLowerCase();
  if (!typed) return [];
  const rows = await db.rows<{ word: string }>(sql`
    select word from association_words
    where category = ${category} and (strpos(lower(word), ${typed}) > 0 or word % ${typed})
    order by (left(lower(word), ${typed.length}) = ${typed}) desc, (strpos(lower(word), ${typed}) > 0) desc, weight desc, word
    limit ${limit}`);
  return rows.map((row) => row.word);
}
