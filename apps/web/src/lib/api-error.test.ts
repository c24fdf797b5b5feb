import { describe, expect, it } from 'vitest';
import { apiErrorInfo, apiErrorMessage } from './api-error';

describe('apiErrorInfo', () => {
  it('reads the gateway problem document (RFC 9457)', () => {
    const problem = {
      type: '/api/problems/not-logged-in',
      title: '未登录',
      status: 401,
      detail: '请先登录',
      code: 'NOT_LOGGED_IN',
      legacyCode: 10004,
      loginUrl: '/login?source=MODEL',
    };
    expect(apiErrorInfo({ status: 401, data: problem })).toEqual({
      status: 401,
      code: 'NOT_LOGGED_IN',
      message: '请先登录',
      loginUrl: '/login?source=MODEL',
      legacyCode: 10004,
    });
  });
  it('shows the title when a problem has no detail, and ignores the old {error} body', () => {
    expect(
      apiErrorInfo({
        status: 409,
        data: {
          type: '/api/problems/conflict',
          title: '与当前状态冲突',
          status: 409,
          code: 'CONFLICT',
        },
      }),
    ).toMatchObject({ code: 'CONFLICT', message: '与当前状态冲突' });
    expect(
      apiErrorInfo({ status: 422, data: { error: { code: 'BUSINESS_RULE', message: '旧格式' } } }),
    ).toMatchObject({ code: 'UNKNOWN', message: 'request error', legacyCode: -1 });
  });
  it('a call that got no readable answer is the spec’s request error with code −1', () => {
    expect(apiErrorInfo({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatchObject({
      status: 'network',
      message: 'request error',
      legacyCode: -1,
    });
    expect(apiErrorInfo({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toMatchObject({
      message: 'request error',
      legacyCode: -1,
    });
    expect(apiErrorInfo({ status: 400, data: '<html>' })).toMatchObject({
      message: 'request error',
      legacyCode: -1,
    });
    expect(apiErrorInfo({ name: 'Error', message: 'boom' })).toMatchObject({
      message: 'request error',
      legacyCode: -1,
    });
    expect(apiErrorInfo(undefined)).toBeUndefined();
  });
  it('a server failure without a message is the spec’s server internal error with code −1', () => {
    expect(apiErrorInfo({ status: 502, data: '<html>' })).toMatchObject({
      status: 502,
      message: 'server internal error',
      legacyCode: -1,
    });
    // A proxy's HTML error page cannot be parsed as JSON: its status still decides the text.
    expect(
      apiErrorInfo({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toMatchObject({ status: 502, message: 'server internal error', legacyCode: -1 });
    expect(
      apiErrorInfo({
        status: 'PARSING_ERROR',
        originalStatus: 404,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toMatchObject({ status: 404, message: 'request error', legacyCode: -1 });
    expect(
      apiErrorInfo({
        status: 502,
        data: {
          type: '/api/problems/upstream-error',
          title: '服务暂不可用',
          status: 502,
          detail: 'request error',
          code: 'UPSTREAM_ERROR',
        },
      }),
    ).toMatchObject({ message: 'request error', legacyCode: -1 });
  });
  it('never falls back to a text the spec does not have', () => {
    expect(apiErrorMessage({ status: 502, data: null })).not.toBe('请求失败，请稍后重试');
    expect(apiErrorMessage(undefined)).toBe('request error');
    expect(
      apiErrorMessage({
        status: 422,
        data: {
          type: '/api/problems/business-rule',
          title: '业务规则不允许',
          status: 422,
          detail: '下载包已下线',
          code: 'BUSINESS_RULE',
          legacyCode: 201,
        },
      }),
    ).toBe('下载包已下线');
  });
});
