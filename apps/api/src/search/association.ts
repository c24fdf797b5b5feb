import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';

/** Character bigrams of the typed text, each once; a single character is its own bigram. */
export function typedBigrams(typed: string): string[] {
  const characters = Array.from(typed);
  if (characters.length < 2) return characters;
  const bigrams = new Set<string>();
  for (let index = 0; index + 1 < characters.length; index += 1)
    bigrams.add(`${characters[index] ?? ''}${characters[index + 1] ?? ''}`);
  return [...bigrams];
}

/**
 * Association words completing the typed text: prefix matches first, then containing words, then
 * neighbours that share at least half of the typed text's character bigrams (so 沙发床 finds 布艺沙发
 * and 'sofa bed' finds 'sofa'). Plain SQL on purpose: it works the same on PostgreSQL and PGlite
 * and, unlike pg_trgm, on Chinese text in any locale.
 */
export async function associationCompletions(
  db: DbClient,
  typedText: string,
  category: number,
  limit: number,
): Promise<string[]> {
  const typed = typedText.trim().toLowerCase();
  if (!typed) return [];
  const bigrams = typedBigrams(typed);
  // Neighbours only make sense for two or more bigrams; a shorter text is matched by containment.
  const neighbourThreshold =
    bigrams.length >= 2 ? Math.ceil(bigrams.length / 2) : bigrams.length + 1;
  const rows = await db.rows<{ word: string }>(sql`
    select word from (
      select word, weight,
        strpos(lower(word), ${typed}) as position,
        (select count(*) from unnest(${sql.param(bigrams)}::text[]) as bigram where strpos(lower(word), bigram) > 0) as shared
      from association_words
      where category = ${category}
    ) as candidates
    where position > 0 or shared >= ${neighbourThreshold}
    order by (position = 1) desc, (position > 0) desc, shared desc, weight desc, word
    limit ${limit}`);
  return rows.map((row) => row.word);
}
