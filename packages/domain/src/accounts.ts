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
  tooManyAttempts: '尝试过于频繁，请稍后再试',
  userNameTaken: '用户名已被注册',
  phoneTaken: '手机号已被注册',
  captchaRequired: '请输入图形验证码',
  captchaInvalid: '图形验证码为4位数字',
  captchaWrong: '图形验证码错误或已过期，请重新输入',
  smsCodeRequired: '请输入短信验证码',
  smsCodeInvalid: '短信验证码为6位数字',
  smsCodeWrong: '短信验证码错误或已过期',
  smsCodeSent: '验证码已发送，请查收短信',
  smsDailyLimit: '今日获取验证码次数已达上限，请明天再试',
  loggedIn: '登录成功',
  registered: '注册成功',
  alreadySigned: '今日已签到',
} as const;

/** Daily sign-in reward: 0.1 download points, in tenths of a point. */
export const DAILY_SIGN_IN_REWARD_TENTHS = 1;

/** `尝试过于频繁，请N秒后再试`: the wait after repeated failures. */
export function retryAfterMessage(seconds: number): string {
  return `尝试过于频繁，请${String(seconds)}秒后再试`;
}

/** `N秒后可重新获取验证码`: the SMS resend cooldown. */
export function smsCooldownMessage(seconds: number): string {
  return `${String(seconds)}秒后可重新获取验证码`;
}

/**
 * Failed logins slow the guesser down instead of locking the owner out (ADR sec-auth 0006):
 * within `windowMinutes`, an account that failed `captchaAfterFromAddress` times from one address,
 * or `captchaAfterAccount` times from anywhere, needs a captcha; an address that failed more than
 * `freeFailuresPerAddress` times waits `baseDelaySeconds`, doubling per failure up to `maxDelaySeconds`.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  captchaAfterFromAddress: 3,
  captchaAfterAccount: 10,
  freeFailuresPerAddress: 3,
  baseDelaySeconds: 1,
  maxDelaySeconds: 60,
} as const;

/** SMS codes: 6 digits, valid 5 minutes, 5 tries, one per minute, daily caps per phone and per address. */
export const SMS_CODE_RULES = {
  length: 6,
  lifetimeMinutes: 5,
  maxAttempts: 5,
  resendSeconds: 60,
  dailyPerPhone: 10,
  dailyPerAddress: 20,
} as const;

/** Captcha answers are four digits. */
export const CAPTCHA_LENGTH = 4;

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

const captchaFields = {
  captchaId: z.string().trim().max(64).optional(),
  captcha: z
    .string()
    .trim()
    .max(CAPTCHA_LENGTH, ACCOUNT_MESSAGES.captchaInvalid)
    .regex(/^[0-9]*$/u, ACCOUNT_MESSAGES.captchaInvalid)
    .optional(),
};

const phone = z
  .string(ACCOUNT_MESSAGES.phoneInvalid)
  .trim()
  .regex(phonePattern, ACCOUNT_MESSAGES.phoneInvalid);

/** Login: a phone number or a user name, and the password; the captcha once failures asked for it. */
export const loginSchema = z.object({
  ...captchaFields,
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

/** Asking for the registration SMS code: the phone number and the captcha shown next to it. */
export const smsCodeRequestSchema = z.object({
  phone,
  captchaId: z
    .string(ACCOUNT_MESSAGES.captchaRequired)
    .trim()
    .min(1, ACCOUNT_MESSAGES.captchaRequired)
    .max(64, ACCOUNT_MESSAGES.captchaWrong),
  captcha: z
    .string(ACCOUNT_MESSAGES.captchaRequired)
    .trim()
    .min(1, ACCOUNT_MESSAGES.captchaRequired)
    .regex(new RegExp(`^[0-9]{${String(CAPTCHA_LENGTH)}}$`, 'u'), ACCOUNT_MESSAGES.captchaInvalid),
});
export type SmsCodeRequest = z.output<typeof smsCodeRequestSchema>;

/** Registration: a user name, a phone number, the SMS code sent to it and a password. */
export const registerSchema = z.object({
  userName: z
    .string(ACCOUNT_MESSAGES.userNameInvalid)
    .trim()
    .regex(userNamePattern, ACCOUNT_MESSAGES.userNameInvalid),
  phone,
  smsCode: z
    .string(ACCOUNT_MESSAGES.smsCodeRequired)
    .trim()
    .min(1, ACCOUNT_MESSAGES.smsCodeRequired)
    .regex(
      new RegExp(`^[0-9]{${String(SMS_CODE_RULES.length)}}$`, 'u'),
      ACCOUNT_MESSAGES.smsCodeInvalid,
    ),
  password,
});
export type RegisterInput = z.output<typeof registerSchema>;

// Kept in their own module so that a browser's first paint can name the header without zod.
export { RETURN_PATH_HEADER, safeReturnPath } from './return-path.js';
