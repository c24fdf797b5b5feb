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
  ])('the page named in x-return-to (%s) wins over the Referer, validated to %s', (named, expected) => {
    expect(returnPathOf('http://yunmo.test/album/albumList', 'yunmo.test', named)).toBe(expected);
  });
});

it('an ApiError answers the one error shape', () => {
  expect(new ApiError(422, 'BUSINESS_RULE', '下载包已下线', { legacyCode: 20002 }).toBody()).toEqual({
    error: { code: 'BUSINESS_RULE', message: '下载包已下线', legacyCode: 20002 },
  });
});
