import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export interface ApiErrorInfo {
  status: number | 'network';
  code: string;
  message: string;
  loginUrl?: string;
  /** The API's business code behind a 422 (e.g. 10024: a captcha is needed). */
  legacyCode?: number;
}

const REQUEST_ERROR = '请求失败，请稍后重试';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the BFF's `{error:{code,message,loginUrl}}` body, falling back to a generic text. */
export function apiErrorInfo(error: FetchBaseQueryError | SerializedError | undefined): ApiErrorInfo | undefined {
  if (!error) return undefined;
  if (!('status' in error)) return { status: 'network', code: 'CLIENT', message: REQUEST_ERROR };
  if (typeof error.status !== 'number') return { status: 'network', code: String(error.status), message: REQUEST_ERROR };
  const body = error.data;
  const inner = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const info: ApiErrorInfo = {
    status: error.status,
    code: typeof inner?.code === 'string' ? inner.code : 'UNKNOWN',
    message: typeof inner?.message === 'string' && inner.message ? inner.message : REQUEST_ERROR,
  };
  if (typeof inner?.loginUrl === 'string') info.loginUrl = inner.loginUrl;
  if (typeof inner?.legacyCode === 'number') info.legacyCode = inner.legacyCode;
  return info;
}
