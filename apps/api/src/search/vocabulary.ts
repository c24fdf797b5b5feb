import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';

/** Words of the language itself, known whatever the catalogue holds. */
const commonWords = [
  '组合',
  '套装',
  '贴图',
  '材质',
  '资产',
  '模型',
  '场景',
  '简约',
  '三人',
  '双人',
  '单人',
  '儿童',
  '客厅',
  '卧室',
  '餐厅',
];

const hanRun = /[\u3400-\u9fff\uf900-\ufaff]+/gu;
/** Titles read for recurring phrases: the newest ones, so a large catalogue stays cheap to read. */
const titleSample = 20_000;
/** A phrase between known words becomes a word once this many titles use it. */
const recurringPhraseTitles = 2;
const phraseLengths = { min: 2, max: 4 } as const;

/** The keyword segmenter's dictionary. */
export class SearchVocabulary {
  readonly words: ReadonlySet<string>;
  readonly longestWord: number;

  constructor(words: Iterable<string>) {
    const set = new Set<string>(commonWords);
    for (const word of words) if (Array.from(word).length >= 2) set.add(word);
    this.words = set;
    this.longestWord = Math.max(...[...set].map((word) => Array.from(word).length));
  }

  /**
   * Forward maximum matching over the vocabulary: "现代沙发" -> ["现代", "沙发"]. Characters outside any known
   * word stay together as one run, so an unknown phrase must still appear contiguously.
   */
  segment(run: string): string[] {
    const characters = Array.from(run);
    const segments: string[] = [];
    let unknown = '';
    let index = 0;
    while (index < characters.length) {
      let matched = '';
      for (
        let length = Math.min(this.longestWord, characters.length - index);
        length >= 2;
        length -= 1
      ) {
        const candidate = characters.slice(index, index + length).join('');
        if (this.words.has(candidate)) {
          matched = candidate;
          break;
        }
      }
      if (matched) {
        if (unknown) segments.push(unknown);
        unknown = '';
        segments.push(matched);
        index += Array.from(matched).length;
      } else {
        unknown += characters[index]!;
        index += 1;
      }
    }
    if (unknown) segments.push(unknown);
    return segments;
  }
}

/**
 * The catalogue's own words: category, style and album label names, and the phrases that recur in
 * titles between those words ("现代简约沙发" teaches "简约" once another title uses it too).
 */
export function vocabularyOf(
  names: readonly string[],
  titles: readonly string[],
): SearchVocabulary {
  const known = new SearchVocabulary(names.flatMap((name) => name.match(hanRun) ?? []));
  const titlesPerPhrase = new Map<string, number>();
  for (const title of titles) {
    const phrases = new Set<string>();
    for (const run of title.match(hanRun) ?? [])
      for (const segment of known.segment(run)) {
        const length = Array.from(segment).length;
        if (!known.words.has(segment) && length >= phraseLengths.min && length <= phraseLengths.max)
          phrases.add(segment);
      }
    for (const phrase of phrases)
      titlesPerPhrase.set(phrase, (titlesPerPhrase.get(phrase) ?? 0) + 1);
  }
  const recurring = [...titlesPerPhrase]
    .filter(([, count]) => count >= recurringPhraseTitles)
    .map(([phrase]) => phrase);
  return new SearchVocabulary([...known.words, ...recurring]);
}

/** Reads the vocabulary from the database: its categories, styles, album labels and newest titles. */
export async function loadVocabulary(db: DbClient): Promise<SearchVocabulary> {
  const names = await db.rows<{ name: string }>(
    sql`select name from categories union select name from styles union select name from album_labels`,
  );
  const titles = await db.rows<{ title: string }>(
    sql`select title from models order by id desc limit ${titleSample}`,
  );
  return vocabularyOf(
    names.map((row) => row.name),
    titles.map((row) => row.title),
  );
}

/**
 * A stamp that changes when categories, styles, labels or models are added, removed or renamed
 * enough to matter: counts, highest ids and the newest model's title.
 */
export async function vocabularyStamp(db: DbClient): Promise<string> {
  const rows = await db.rows<{ stamp: string }>(sql`select concat_ws(':',
    (select count(*) || '/' || coalesce(max(id), 0) from categories),
    (select count(*) || '/' || coalesce(max(id), 0) from styles),
    (select count(*) || '/' || coalesce(max(id), 0) from album_labels),
    (select coalesce(max(id), 0) from models)) as stamp`);
  return rows[0]?.stamp ?? '';
}
