/** Missing-search-term suggestion: at least 2 characters (字数最少2个), at most 300. */
export const MISSING_TERM_MIN_LENGTH = 2;
export const MISSING_TERM_MAX_LENGTH = 300;

export function validateMissingTerm(text: string): string | null {
  const length = [...text.trim()].length;
  if (length < MISSING_TERM_MIN_LENGTH) return '字数最少2个';
  if (length > MISSING_TERM_MAX_LENGTH) return `字数不能超过${MISSING_TERM_MAX_LENGTH}个`;
  return null;
}
