import { describe, expect, it } from 'vitest';
import { searchSuggestionSchema } from './search-suggestion.js';

function message(msg: unknown): string | undefined {
  const result = searchSuggestionSchema.safeParse({ msg });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('search suggestion', () => {
  it('needs 2 to 300 characters', () => {
    expect(message('沙')).toBe('字数最少2个');
    expect(message(' 沙 ')).toBe('字数最少2个');
    expect(message('沙发')).toBeUndefined();
    expect(message('a'.repeat(300))).toBeUndefined();
    expect(message('a'.repeat(301))).toBe('字数不能超过300');
  });
});
