import { describe, expect, it } from 'vitest';
import { isInAppPath, userMessageListSchema, userMessageReadSchema } from './user-messages.js';

describe('user messages', () => {
  it('accepts only in-app paths as links', () => {
    for (const link of [
      '/',
      '/vip/vipList',
      '/detail/max/abc?x=1',
      '/commonProblems/commonProblemsIndex?section=contact',
    ])
      expect(isInAppPath(link)).toBe(true);
    for (const link of [
      '',
      'vip',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a b',
    ])
      expect(isInAppPath(link)).toBe(false);
  });

  it('reads list parameters from a query string with defaults', () => {
    expect(userMessageListSchema.parse({})).toEqual({ page: 1, size: 10, unreadOnly: false });
    expect(
      userMessageListSchema.parse({ page: '2', size: '20', kind: 'order', unreadOnly: 'true' }),
    ).toEqual({ page: 2, size: 20, kind: 'order', unreadOnly: true });
    expect(userMessageListSchema.safeParse({ page: '1e3' }).success).toBe(false);
    expect(userMessageListSchema.safeParse({ size: 51 }).error?.issues[0]?.message).toBe(
      '每页条数须为 1 到 50',
    );
  });

  it('reads ids from an array, a number or a comma-separated string', () => {
    expect(userMessageReadSchema.parse({ ids: [1, '2'] })).toEqual({ ids: [1, 2] });
    expect(userMessageReadSchema.parse({ ids: 7 })).toEqual({ ids: [7] });
    expect(userMessageReadSchema.parse({ ids: '3,4' })).toEqual({ ids: [3, 4] });
    expect(userMessageReadSchema.safeParse({ ids: [] }).error?.issues[0]?.message).toBe(
      '请选择要标记为已读的消息',
    );
    expect(userMessageReadSchema.safeParse({ ids: [0] }).error?.issues[0]?.message).toBe(
      '消息编号无效',
    );
  });
});
