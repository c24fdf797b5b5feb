import { describe, expect, it } from 'vitest';
import { apiErrorInfo } from './api-error';

describe('apiErrorInfo', () => {
  it('reads the gateway error body', () => {
    expect(apiErrorInfo({ status: 401, data: { error: { code: 'NOT_LOGGED_IN', message: '请先登录', loginUrl: '/login?source=MODEL' } } })).toEqual({
      status: 401,
      code: 'NOT_LOGGED_IN',
      message: '请先登录',
      loginUrl: '/login?source=MODEL',
    });
  });
  it('falls back to a generic message for other failures', () => {
    expect(apiErrorInfo({ status: 502, data: '<html>' })?.message).toBe('请求失败，请稍后重试');
    expect(apiErrorInfo({ status: 'FETCH_ERROR', error: 'TypeError' })?.status).toBe('network');
    expect(apiErrorInfo(undefined)).toBeUndefined();
  });
});
