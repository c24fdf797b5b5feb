/**
 * Account rules: login and registration forms, the daily sign-in reward, and the same-origin
 * return address used after login.
 *
 * @module
 */
import { z } from 'zod';

/** Texts of the login site (the spec's external site; its texts are this project's). */
export const ACCOUNT_MESSAGES = {
  accountRequired: '请输入手机号或用户名',
  passwordRequired: '请输入密码',
  passwordLength: '密码长度为8到64位',
  userNameInvalid: '用户名为4到20位字母、数字或下划线，且不能全是数字',
  phoneInvalid: '请输入有效的手机号',
  wrongCredentials: '账号或密码错误',
  lockedOut: '登录失败次数过多，请15分钟后再试',
  tooManyAttempts: '尝试过于频繁，请稍后再试',
  userNameTaken: '用户名已被注册',
  phoneTaken: '手机号已被注册',
  loggedIn: '登录成功',
  registered: '注册成功',
  alreadySigned: '今日已签到',
} as const;

/** Daily sign-in reward: 0.1 download points, in tenths of a point. */
export const DAILY_SIGN_IN_REWARD_TENTHS = 1;

/** Failed logins before an account is locked, and how long the lock lasts. */
export const LOGIN_LOCKOUT = { maxFailures: 5, lockMinutes: 15 } as const;

export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

const phonePattern = /^1[3-9][0-9]{9}$/u;
// Letters, digits and underscores; never all digits, so a user name can't be mistaken for a phone.
const userNamePattern = /^(?![0-9]+$)[A-Za-z0-9_]{4,20}$/u;

export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

const password = z
  .string(ACCOUNT_MESSAGES.passwordRequired)
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_LENGTH.min, ACCOUNT_MESSAGES.passwordLength)
  .max(PASSWORD_LENGTH.max, ACCOUNT_MESSAGES.passwordLength);

/** Login: a phone number or a user name, and the password. */
export const loginSchema = z.object({
  account: z
    .string(ACCOUNT_MESSAGES.accountRequired)
    .trim()
    .min(1, ACCOUNT_MESSAGES.accountRequired)
    .max(64, ACCOUNT_MESSAGES.accountRequired),
  password: z
    .string(ACCOUNT_MESSAGES.passwordRequired)
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_LENGTH.max, ACCOUNT_MESSAGES.passwordLength),
});
export type LoginInput = z.output<typeof loginSchema>;

/** Registration: a user name, a phone number and a password. */
export const registerSchema = z.object({
  userName: z
    .string(ACCOUNT_MESSAGES.userNameInvalid)
    .trim()
    .regex(userNamePattern, ACCOUNT_MESSAGES.userNameInvalid),
  phone: z
    .string(ACCOUNT_MESSAGES.phoneInvalid)
    .trim()
    .regex(phonePattern, ACCOUNT_MESSAGES.phoneInvalid),
  password,
});
export type RegisterInput = z.output<typeof registerSchema>;

/**
 * The address to go back to after login, or `/` when `candidate` is not a same-origin path.
 * Only absolute paths are kept: `//host`, `/\host`, schemes (`https:`, `javascript:`) and control
 * characters are refused, because browsers read them as other origins.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return '/';
  if (!candidate.startsWith('/')) return '/';
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/u.test(candidate)) return '/';
  // What is left is a path on this origin: it starts with one slash and holds no backslash or control.
  return candidate;
}
