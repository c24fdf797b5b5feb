import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';
import type { SearchVocabulary } from './vocabulary.js';

/**
 * Keyword index tokens. PostgreSQL's 'simple' parser keeps a run of Chinese characters as one
 * token and pg_trgm cannot index a two-character keyword, so titles are indexed by their Chinese
 * unigrams and bigrams, lower-cased latin/digit words and the model number.
 */
const hanRun = /[\u3400-\u9fff\uf900-\ufaff]+/gu;
const latinWord = /[a-z0-9]+/gu;
/** A token made only of those Chinese characters: the tokens the keyword postings keep (migration 0018). */
const hanToken = /^[\u3400-\u9fff\uf900-\ufaff]+$/u;

export function isPostedToken(token: string): boolean {
  return hanToken.test(token);
}

export const maxKeywordLength = SEARCH_INPUT_LIMITS.search;

function hanGrams(run: string, into: Set<string>): void {
  const characters = Array.from(run);
  for (let index = 0; index < characters.length; index += 1) {
    into.add(characters[index]!);
    const next = characters[index + 1];
    if (next !== undefined) into.add(characters[index]! + next);
  }
}

export function titleTokens(title: string, modelNumber: string, id: number): string[] {
  const tokens = new Set<string>();
  const lower = title.toLowerCase();
  for (const run of lower.match(hanRun) ?? []) hanGrams(run, tokens);
  for (const word of lower.match(latinWord) ?? []) tokens.add(word);
  tokens.add(modelNumber.toLowerCase());
  tokens.add(`#${id}`);
  return [...tokens];
}

export interface KeywordAnalysis {
  /** The normalised keyword (trimmed, lower-cased, at most 30 characters). */
  keyword: string;
  /** Chinese runs and latin words found in the keyword. */
  terms: string[];
  /** Index tokens that every matching title must contain. */
  requiredTokens: string[];
  /** The keyword may be a numeric model id. */
  numericId: number | null;
}

/**
 * Splits a keyword the way titles are indexed: Chinese runs into known words (each must appear in the title,
 * in any order) and those into bigrams (or a unigram) for the index; latin words stay whole.
 */
export function analyseKeyword(raw: string, vocabulary: SearchVocabulary): KeywordAnalysis {
  const keyword = Array.from(raw.trim().toLowerCase()).slice(0, maxKeywordLength).join('');
  const terms: string[] = [];
  const required = new Set<string>();
  for (const run of keyword.match(hanRun) ?? []) {
    for (const segment of vocabulary.segment(run)) {
      terms.push(segment);
      const characters = Array.from(segment);
      if (characters.length === 1) required.add(segment);
      for (let index = 0; index + 1 < characters.length; index += 1)
        required.add(characters[index]! + characters[index + 1]!);
    }
  }
  for (const word of keyword.match(latinWord) ?? []) {
    terms.push(word);
    required.add(word);
  }
  const numericId = /^\d{1,9}$/u.test(keyword) ? Number(keyword) : null;
  return { keyword, terms, requiredTokens: [...required], numericId };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;');
}

/** Wraps every occurrence of the keyword's terms in <em>…</em>; the rest of the title is HTML-escaped. */
export function highlightTitle(title: string, terms: readonly string[]): string {
  const lower = title.toLowerCase();
  const marked = new Array<boolean>(title.length).fill(false);
  for (const term of terms) {
    if (term.length === 0) continue;
    let from = lower.indexOf(term);
    while (from !== -1) {
      for (let index = from; index < from + term.length; index += 1) marked[index] = true;
      from = lower.indexOf(term, from + term.length);
    }
  }
  let html = '';
  let open = false;
  for (let index = 0; index < title.length; index += 1) {
    const isMarked = marked[index] === true;
    if (isMarked && !open) html += '<em>';
    if (!isMarked && open) html += '</em>';
    open = isMarked;
    html += escapeHtml(title[index]!);
  }
  if (open) html += '</em>';
  return html;
}
