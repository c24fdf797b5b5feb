import { describe, expect, it } from 'vitest';
import { albumKeywordSchema, authorWorksKeywordSchema, keywordSchema } from './search.js';

describe('search inputs', () => {
  it('keyword at most 30, trimmed', () => {
    expect(keywordSchema.parse(` ${'沙'.repeat(30)} `)).toBe('沙'.repeat(30));
    expect(keywordSchema.parse('')).toBe('');
    expect(keywordSchema.safeParse('沙'.repeat(31)).error?.issues[0]?.message).toBe(
      '搜索内容不能超过30个字符',
    );
  });

  it('author works search at most 20 with its message', () => {
    expect(authorWorksKeywordSchema.safeParse('a'.repeat(20)).success).toBe(true);
    expect(authorWorksKeywordSchema.safeParse('a'.repeat(21)).error?.issues[0]?.message).toBe(
      '搜索内容不能超过20个字符',
    );
  });

  it('album keyword at most 30', () => {
    expect(albumKeywordSchema.safeParse('a'.repeat(30)).success).toBe(true);
    expect(albumKeywordSchema.safeParse('a'.repeat(31)).error?.issues[0]?.message).toBe(
      '专辑关键词不能超过30个字符',
    );
  });
});
