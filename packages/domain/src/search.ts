/**
 * Recent searches, search input limits and keyword highlighting.
 *
 * @module
 */

/** At most ten recent searches are kept. */
export const RECENT_SEARCH_LIMIT = 10;

/** Local storage key of the recent searches. */
export const RECENT_SEARCH_STORAGE_KEY = 'searchValue';

/** Input length limits: search bar 30, author works search 20, album keyword 30. */
export const SEARCH_INPUT_LIMITS = { search: 30, authorWorks: 20, album: 30 } as const;

/**
 * Adds `term` (trimmed) to the front of `recent`, removing an earlier copy and keeping at most
 * ten. A blank term leaves the list unchanged.
 */
export function addRecentSearch(recent: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [...recent];
  return [trimmed, ...recent.filter((item) => item !== trimmed)].slice(0, RECENT_SEARCH_LIMIT);
}

/** Removes `term` from `recent`. */
export function removeRecentSearch(recent: readonly string[], term: string): string[] {
  return recent.filter((item) => item !== term);
}

/** The empty list, after "clear all". */
export function clearRecentSearches(): string[] {
  return [];
}

/**
 * Reads recent searches from untrusted storage (parsed JSON): keeps strings only, trimmed,
 * non-empty, without duplicates, at most ten. Anything else gives an empty list.
 */
export function parseRecentSearches(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((item): item is string => typeof item === 'string')
    .reduceRight<string[]>((list, item) => addRecentSearch(list, item), [])
    .slice(0, RECENT_SEARCH_LIMIT);
}

/** A piece of text, marked when it matches the keyword. Render as text, never as HTML. */
export interface HighlightSegment {
  readonly text: string;
  readonly match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pushSegment(segments: HighlightSegment[], text: string, match: boolean): void {
  if (text === '') return;
  const previous = segments.at(-1);
  if (previous?.match === match)
    segments[segments.length - 1] = { text: previous.text + text, match };
  else segments.push({ text, match });
}

/**
 * Splits `title` into segments, marking every case-insensitive occurrence of `keyword`
 * (trimmed). A blank keyword gives the whole title unmarked.
 */
export function highlightKeyword(title: string, keyword: string): HighlightSegment[] {
  const trimmed = keyword.trim();
  const segments: HighlightSegment[] = [];
  if (trimmed === '') {
    pushSegment(segments, title, false);
    return segments;
  }
  const pattern = new RegExp(escapeRegExp(trimmed), 'giu');
  let cursor = 0;
  for (const found of title.matchAll(pattern)) {
    pushSegment(segments, title.slice(cursor, found.index), false);
    pushSegment(segments, found[0], true);
    cursor = found.index + found[0].length;
  }
  pushSegment(segments, title.slice(cursor), false);
  return segments;
}

const EM_PAIR = /<em>([\s\S]*?)<\/em>/g;

/**
 * Parses a server highlight string, where matches are wrapped in `<em>…</em>`, into segments.
 * Only balanced `<em>` pairs are markers; every other character, including other tags, stays
 * literal text, so rendering the segments as text cannot inject HTML.
 */
export function parseServerHighlight(highlighted: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const found of highlighted.matchAll(EM_PAIR)) {
    pushSegment(segments, highlighted.slice(cursor, found.index), false);
    pushSegment(segments, found[1] ?? '', true);
    cursor = found.index + found[0].length;
  }
  pushSegment(segments, highlighted.slice(cursor), false);
  return segments;
}

/** The plain text of segments (the title without markers). */
export function segmentsText(segments: readonly HighlightSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}
