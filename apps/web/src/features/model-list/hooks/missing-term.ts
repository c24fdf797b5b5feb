import {
  SEARCH_SUGGESTION_LENGTH,
  searchSuggestionSchema,
} from '@yunmo/domain/validation/search-suggestion';

export const MISSING_TERM_MAX_LENGTH = SEARCH_SUGGESTION_LENGTH.max;

/** The first problem with a missing-search-term suggestion (字数最少2个 …), or null when valid. */
export function validateMissingTerm(text: string): string | null {
  const result = searchSuggestionSchema.safeParse({ msg: text });
  return result.success ? null : (result.error.issues[0]?.message ?? '提交错误');
}
