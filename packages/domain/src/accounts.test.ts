import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  isPhoneNumber,
  loginSchema,
  registerSchema,
  safeReturnPath,
} from './accounts.js';

describe('safeReturnPath', () => {
  it.each([
    ['/models/list?kind=1', '/models/list?kind=1'],
    ['/album/abc#top', '/album/abc#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '/\tevil',
    '/%0a/evil',
    'evil.example',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %s', (input) => {
    const result = safeReturnPath(input);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    if (input !== '/%0a/evil') expect(result).toBe('/');
    else expect(result).toBe('/%0a/evil');
  });
});

describe('account forms', () => {
  it('accepts a phone number or a user name at login', () => {
    expect(loginSchema.parse({ account: ' 13800000000 ', password: 'secret-123' })).toEqual({
      account: '13800000000',
      password: 'secret-123',
    });
    expect(loginSchema.safeParse({ account: '', password: 'x' }).error?.issues[0]?.message).toBe(
      ACCOUNT_MESSAGES.accountRequired,
    );
    expect(loginSchema.safeParse({ account: 'abc', password: '' }).error?.issues[0]?.message).toBe(
      ACCOUNT_MESSAGES.passwordRequired,
    );
  });

  it('validates registration', () => {
    expect(
      registerSchema.safeParse({
        userName: 'demo_user',
        phone: '13800000000',
        password: 'long-enough',
      }).success,
    ).toBe(true);
    expect(
      registerSchema.safeParse({
        userName: '12345678',
        phone: '13800000000',
        password: 'long-enough',
      }).error?.issues[0]?.message,
    ).toBe(ACCOUNT_MESSAGES.userNameInvalid);
    expect(
      registerSchema.safeParse({ userName: 'demo_user', phone: '1234', password: 'long-enough' })
        .error?.issues[0]?.message,
    ).toBe(ACCOUNT_MESSAGES.phoneInvalid);
    expect(
      registerSchema.safeParse({ userName: 'demo_user', phone: '13800000000', password: 'short' })
        .error?.issues[0]?.message,
    ).toBe(ACCOUNT_MESSAGES.passwordLength);
    expect(isPhoneNumber('13800000000')).toBe(true);
    expect(isPhoneNumber('23800000000')).toBe(false);
  });
});
