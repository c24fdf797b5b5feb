import type { ErrorResponse } from '@yunmo/api-contract/common';
import { RETURN_PATH_HEADER, safeReturnPath } from '@yunmo/domain/accounts';
import { SYSTEM_MESSAGES } from '@yunmo/domain/messages';

export type ErrorCode = ErrorResponse['error']['code'];

/** Texts of the spec's error catalogue (browsing.md §8) and of the gateway itself. */
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

/** An error that is answered to the client as it is, in the one /api error shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorResponse['error'], 'code' | 'message'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorResponse {
    return { error: { code: this.code, message: this.message, ...this.extra } };
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
