import { CLIENT_FAILURE_CODE, NOT_LOGGED_IN_CODE, SYSTEM_MESSAGES } from '@yunmo/domain/messages';
import type { ErrorCode } from './common.js';

/**
 * The catalogue of /api errors (RFC 9457): for each code its status, its stable `type`, its
 * Chinese title and the detail shown when the failure brings no text of its own. The spec's own
 * texts (browsing.md §8: 'request error', 'server internal error', 'This page could not be found')
 * are kept verbatim as details.
 *
 * Status rules: 400 = the request does not match the contract; 409 = it conflicts with the current
 * state (a duplicate, something already done); 422 = well formed, refused by a business rule.
 */
export interface ProblemKind {
  readonly status: number;
  /** Last segment of the `type` URI. */
  readonly slug: string;
  readonly title: string;
  readonly detail: string;
  /** The /v1 code this kind answers with (`legacyCode`); business rules carry their own. */
  readonly legacyCode?: number;
}

/** Base of every `type`: a path of the gateway, so the reference resolves against the API's origin. */
export const problemTypeBase = '/api/problems/';

export const problemKinds = {
  BAD_REQUEST: {
    status: 400,
    slug: 'bad-request',
    title: '参数错误',
    detail: '参数错误',
    legacyCode: 400,
  },
  NOT_LOGGED_IN: {
    status: 401,
    slug: 'not-logged-in',
    title: '未登录',
    detail: '请先登录',
    legacyCode: NOT_LOGGED_IN_CODE,
  },
  TOKEN_SCOPE: {
    status: 403,
    slug: 'token-scope',
    title: '令牌权限不足',
    detail: '只读令牌不能修改数据，请使用可写令牌',
  },
  CSRF_REJECTED: {
    status: 403,
    slug: 'csrf-rejected',
    title: 'CSRF 校验失败',
    detail: '缺少或错误的 x-csrf-token 请求头',
  },
  FORBIDDEN: { status: 403, slug: 'forbidden', title: '没有权限', detail: '没有权限执行此操作' },
  NOT_FOUND: {
    status: 404,
    slug: 'not-found',
    title: '资源不存在',
    detail: SYSTEM_MESSAGES.pageNotFound,
    legacyCode: 404,
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    slug: 'method-not-allowed',
    title: '请求方法不允许',
    detail: '该地址不支持此请求方法，可用方法见 Allow 响应头',
  },
  CONFLICT: { status: 409, slug: 'conflict', title: '与当前状态冲突', detail: '与当前状态冲突' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    slug: 'payload-too-large',
    title: '请求内容过大',
    detail: '请求内容过大',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    slug: 'unsupported-media-type',
    title: '不支持的内容类型',
    detail: '不支持的内容类型',
  },
  BUSINESS_RULE: {
    status: 422,
    slug: 'business-rule',
    title: '业务规则不允许',
    detail: SYSTEM_MESSAGES.serverError,
  },
  RATE_LIMITED: {
    status: 429,
    slug: 'rate-limited',
    title: '访问过于频繁',
    detail: '请求过于频繁，请稍后再试',
  },
  INTERNAL: {
    status: 500,
    slug: 'internal',
    title: '服务器内部错误',
    detail: SYSTEM_MESSAGES.serverError,
    legacyCode: CLIENT_FAILURE_CODE,
  },
  UPSTREAM_ERROR: {
    status: 502,
    slug: 'upstream-error',
    title: '服务暂不可用',
    detail: SYSTEM_MESSAGES.requestError,
    legacyCode: CLIENT_FAILURE_CODE,
  },
  UPSTREAM_TIMEOUT: {
    status: 504,
    slug: 'upstream-timeout',
    title: '服务响应超时',
    detail: SYSTEM_MESSAGES.requestError,
    legacyCode: CLIENT_FAILURE_CODE,
  },
} as const satisfies Record<ErrorCode, ProblemKind>;

/** The `type` URI of a code. */
export function problemType(code: ErrorCode): string {
  return problemTypeBase + problemKinds[code].slug;
}

/**
 * Legacy business codes that mean "conflicts with the current state" (answered 409, not 422):
 * 409 already done (e.g. the survey is answered once), 10023 the user name or phone is taken,
 * 10031 already signed in today.
 */
export const conflictLegacyCodes: ReadonlySet<number> = new Set([409, 10023, 10031]);
