import type { ErrorCode, Problem } from '@yunmo/api-contract/common';
import { conflictLegacyCodes, problemKinds, problemType } from '@yunmo/api-contract/problems';
import { RETURN_PATH_HEADER, safeReturnPath } from '@yunmo/domain/accounts';
import { SYSTEM_MESSAGES } from '@yunmo/domain/messages';

export type { ErrorCode };

/**
 * Texts of the spec's error catalogue (browsing spec, «Error catalogue») and of the gateway itself. The
 * /v1 passthrough answers these as `msg`; /api shows the problem catalogue's Chinese detail for the English ones.
 */
export const errorMessages = {
  requestError: SYSTEM_MESSAGES.requestError,
  serverError: SYSTEM_MESSAGES.serverError,
  notFound: SYSTEM_MESSAGES.pageNotFound,
  notLoggedIn: 'not logged in',
  badRequest: '参数错误',
  csrfRejected: 'CSRF token missing or invalid',
  payloadTooLarge: 'request body too large',
  unsupportedMediaType: 'unsupported content type',
  rateLimited: 'too many requests, please retry later',
  methodNotAllowed: 'method not allowed',
} as const;

/** The gateway's own English texts: on /api the catalogue's Chinese detail stands in for them. */
const englishGatewayTexts: ReadonlySet<string> = new Set([
  errorMessages.notLoggedIn,
  errorMessages.csrfRejected,
  errorMessages.payloadTooLarge,
  errorMessages.unsupportedMediaType,
  errorMessages.rateLimited,
  errorMessages.methodNotAllowed,
]);

/** Fields a failure may add to its problem document. */
export interface ProblemExtras {
  loginUrl?: string;
  legacyCode?: number;
  retryAfterSeconds?: number;
  errors?: { path: string; message: string }[];
}

/** An error that is answered to the client as it is, as an RFC 9457 problem document on /api. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    readonly extra: ProblemExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
    // A refused business rule that names a conflict with the current state is a 409, not a 422.
    const conflict =
      code === 'BUSINESS_RULE' &&
      extra.legacyCode !== undefined &&
      conflictLegacyCodes.has(extra.legacyCode);
    this.statusCode = conflict ? problemKinds.CONFLICT.status : statusCode;
    this.code = conflict ? 'CONFLICT' : code;
  }

  /** The problem document; `instance` is the path of the request that failed. */
  toBody(instance?: string): Problem {
    const kind = problemKinds[this.code];
    const detail =
      this.message === '' || englishGatewayTexts.has(this.message) ? kind.detail : this.message;
    const legacyCode =
      this.extra.legacyCode ?? ('legacyCode' in kind ? kind.legacyCode : undefined);
    return {
      type: problemType(this.code),
      title: kind.title,
      status: this.statusCode,
      detail,
      ...(instance === undefined ? {} : { instance }),
      code: this.code,
      ...(legacyCode === undefined ? {} : { legacyCode }),
      ...(this.extra.loginUrl === undefined ? {} : { loginUrl: this.extra.loginUrl }),
      ...(this.extra.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: this.extra.retryAfterSeconds }),
      ...(this.extra.errors === undefined ? {} : { errors: this.extra.errors }),
    };
  }
}

export function upstreamUnavailable(): ApiError {
  return new ApiError(502, 'UPSTREAM_ERROR', errorMessages.requestError);
}

export function upstreamFailed(): ApiError {
  return new ApiError(502, 'UPSTREAM_ERROR', errorMessages.serverError);
}

export function upstreamTimedOut(): ApiError {
  return new ApiError(504, 'UPSTREAM_TIMEOUT', errorMessages.requestError);
}

/** The login address: the login site called with source=MODEL and a same-origin return path. */
export function loginUrlFor(loginUrl: string, returnPath: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}source=MODEL&redirect=${encodeURIComponent(returnPath)}`;
}

/**
 * A same-origin path to come back to after login. The page names itself in the `x-return-to`
 * header (the site sends no Referer); a Referer on this host is the fallback, else the home page.
 * Never an absolute URL, so the login page cannot be made to redirect elsewhere.
 */
export function returnPathOf(
  referer: string | undefined,
  host: string | undefined,
  explicit?: string | string[],
): string {
  const named = Array.isArray(explicit) ? explicit[0] : explicit;
  if (named !== undefined && named !== '') {
    let decoded: string;
    try {
      decoded = decodeURIComponent(named);
    } catch {
      return '/';
    }
    return safeReturnPath(decoded);
  }
  if (referer === undefined || host === undefined) return '/';
  try {
    const url = new URL(referer);
    if (url.host !== host) return '/';
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

/** The return path of a request (its `x-return-to` header, else its Referer). */
export function requestReturnPath(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const referer = request.headers.referer;
  const host = request.headers.host;
  return returnPathOf(
    typeof referer === 'string' ? referer : undefined,
    typeof host === 'string' ? host : undefined,
    request.headers[RETURN_PATH_HEADER],
  );
}
