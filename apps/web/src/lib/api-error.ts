import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { CLIENT_FAILURE_CODE, SYSTEM_MESSAGES } from '@yunmo/domain/messages';

export interface ApiErrorInfo {
  status: number | 'network';
  code: string;
  message: string;
  loginUrl?: string;
  /**
   * The API's business code behind a 422 (e.g. 10024: a captcha is needed), or −1 for a request
   * or server failure (§8: code −1, 'request error' / 'server internal error').
   */
  legacyCode?: number;
}

/** The spec's request failure: the call never got an answer the page can read. */
export const REQUEST_FAILURE = {
  code: CLIENT_FAILURE_CODE,
  message: SYSTEM_MESSAGES.requestError,
} as const;
/** The spec's server failure: the server answered 5xx without a readable message. */
export const SERVER_FAILURE = {
  code: CLIENT_FAILURE_CODE,
  message: SYSTEM_MESSAGES.serverError,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the gateway's RFC 9457 problem document (`{type,title,status,detail,code,legacyCode,loginUrl}`),
 * falling back to the spec's −1 texts when the answer carries none.
 */
export function apiErrorInfo(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiErrorInfo | undefined {
  if (!error) return undefined;
  if (!('status' in error))
    return {
      status: 'network',
      code: 'CLIENT',
      message: REQUEST_FAILURE.message,
      legacyCode: REQUEST_FAILURE.code,
    };
  // An answer that is not JSON (a proxy's HTML error page): judged by its HTTP status.
  if (error.status === 'PARSING_ERROR') {
    const failure = error.originalStatus >= 500 ? SERVER_FAILURE : REQUEST_FAILURE;
    return {
      status: error.originalStatus,
      code: 'UNKNOWN',
      message: failure.message,
      legacyCode: failure.code,
    };
  }
  if (typeof error.status !== 'number')
    return {
      status: 'network',
      code: String(error.status),
      message: REQUEST_FAILURE.message,
      legacyCode: REQUEST_FAILURE.code,
    };
  const problem =
    isRecord(error.data) && typeof error.data.type === 'string' ? error.data : undefined;
  const fallback = error.status >= 500 ? SERVER_FAILURE : REQUEST_FAILURE;
  const detail = typeof problem?.detail === 'string' && problem.detail ? problem.detail : undefined;
  const message =
    detail ?? (typeof problem?.title === 'string' && problem.title ? problem.title : undefined);
  const info: ApiErrorInfo = {
    status: error.status,
    code: typeof problem?.code === 'string' ? problem.code : 'UNKNOWN',
    message: message ?? fallback.message,
  };
  if (typeof problem?.loginUrl === 'string') info.loginUrl = problem.loginUrl;
  if (typeof problem?.legacyCode === 'number') info.legacyCode = problem.legacyCode;
  // A gateway or server failure (5xx), or an answer without a problem document, is code −1.
  else if (error.status >= 500 || message === undefined) info.legacyCode = CLIENT_FAILURE_CODE;
  return info;
}

/** The text a failed call shows: the server's message, else the spec's 'request error'. */
export function apiErrorMessage(error: unknown): string {
  return (
    apiErrorInfo(error as FetchBaseQueryError | SerializedError | undefined)?.message ??
    REQUEST_FAILURE.message
  );
}
