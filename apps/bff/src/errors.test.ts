import { describe, expect, it } from 'vitest';
import { ApiError, loginUrlFor, returnPathOf } from './errors.js';

describe('login address', () => {
  it('calls the login site with source=MODEL and the encoded return path', () => {
    expect(loginUrlFor('/login', '/list/max/0-0-0-1-0-0-0-0-0-0-0-0?element=沙发')).toBe(
      `/login?source=MODEL&redirect=${encodeURIComponent('/list/max/0-0-0-1-0-0-0-0-0-0-0-0?element=沙发')}`,
    );
    expect(loginUrlFor('https://account.example/login?app=yunmo', '/')).toBe(
      'https://account.example/login?app=yunmo&source=MODEL&redirect=%2F',
    );
  });

  it.each([
    ['http://yunmo.test/album/albumList?page=2', 'yunmo.test', '/album/albumList?page=2'],
    ['https://other.test/x', 'yunmo.test', '/'],
    ['not a url', 'yunmo.test', '/'],
    [undefined, 'yunmo.test', '/'],
    ['http://yunmo.test//evil.example/path', 'yunmo.test', '/'],
  ])('return path of referer %s on host %s is %s', (referer, host, expected) => {
    expect(returnPathOf(referer, host)).toBe(expected);
  });

  it.each([
    [encodeURIComponent('/survey/survey?x=沙发'), '/survey/survey?x=沙发'],
    ['/modeLetter', '/modeLetter'],
    [encodeURIComponent('//evil.example/x'), '/'],
    [encodeURIComponent('https://evil.example/x'), '/'],
    [encodeURIComponent('/\\evil.example'), '/'],
    ['%E0%A4%A', '/'],
  ])(
    'the page named in x-return-to (%s) wins over the Referer, validated to %s',
    (named, expected) => {
      expect(returnPathOf('http://yunmo.test/album/albumList', 'yunmo.test', named)).toBe(expected);
    },
  );
});

it('an ApiError answers an RFC 9457 problem document', () => {
  expect(
    new ApiError(422, 'BUSINESS_RULE', '下载包已下线', { legacyCode: 20002 }).toBody('/api/x'),
  ).toEqual({
    type: '/api/problems/business-rule',
    title: '业务规则不允许',
    status: 422,
    detail: '下载包已下线',
    instance: '/api/x',
    code: 'BUSINESS_RULE',
    legacyCode: 20002,
  });
});

it('a business refusal that conflicts with the current state is a 409', () => {
  const conflict = new ApiError(422, 'BUSINESS_RULE', '今日已签到', { legacyCode: 10031 });
  expect(conflict.statusCode).toBe(409);
  expect(conflict.toBody()).toMatchObject({
    status: 409,
    code: 'CONFLICT',
    type: '/api/problems/conflict',
    legacyCode: 10031,
  });
});

it('the gateway’s English texts become the catalogue’s Chinese detail on /api', () => {
  expect(new ApiError(401, 'NOT_LOGGED_IN', 'not logged in').toBody()).toMatchObject({
    title: '未登录',
    detail: '请先登录',
    legacyCode: 10004,
  });
  expect(new ApiError(502, 'UPSTREAM_ERROR', 'request error').toBody()).toMatchObject({
    detail: 'request error',
    legacyCode: -1,
  });
});
