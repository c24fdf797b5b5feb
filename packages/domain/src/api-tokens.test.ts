import { describe, expect, it } from 'vitest';
import { apiTokenCreateSchema, isApiToken, scopeAllows, scopeOfApiToken } from './api-tokens.js';

const secret = 'a'.repeat(42) + '-';

describe('personal access tokens', () => {
  it('reads the scope from the prefix of a well-formed token only', () => {
    expect(scopeOfApiToken(`ymp_r_${secret}`)).toBe('read');
    expect(scopeOfApiToken(`ymp_w_${secret}`)).toBe('write');
    expect(scopeOfApiToken(`ymp_x_${secret}`)).toBeUndefined();
    expect(scopeOfApiToken(`ymp_w_${secret}x`)).toBeUndefined();
    expect(isApiToken('a-session-token')).toBe(false);
  });
  it('lets a read token only read', () => {
    expect(scopeAllows('read', 'GET')).toBe(true);
    expect(scopeAllows('read', 'head')).toBe(true);
    expect(scopeAllows('read', 'POST')).toBe(false);
    expect(scopeAllows('read', 'DELETE')).toBe(false);
    expect(scopeAllows('write', 'PUT')).toBe(true);
  });
  it('names a token with 1 to 30 characters', () => {
    expect(apiTokenCreateSchema.safeParse({ name: ' 同步脚本 ', scope: 'read' })).toMatchObject({
      success: true,
      data: { name: '同步脚本' },
    });
    expect(
      apiTokenCreateSchema.safeParse({ name: '', scope: 'read' }).error?.issues[0]?.message,
    ).toBe('请输入令牌名称');
    expect(apiTokenCreateSchema.safeParse({ name: '长'.repeat(31), scope: 'write' }).success).toBe(
      false,
    );
    expect(apiTokenCreateSchema.safeParse({ name: 'x', scope: 'admin' }).success).toBe(false);
  });
});
