import { DOWNLOAD_MESSAGES } from '@yunmo/domain/messages';
import { modelNotFound } from './model-detail.js';
import type { DownloadResult, GrantedLink } from './engine.js';

export interface LegacyAnswer {
  code: number;
  msg: string;
  data: unknown;
}

export const agreementCode = 20001;
export const captchaCode = 10001;

/** The answers every kind shares: not found, agreement, captcha and refusals. Null for the kind-specific rest. */
export function commonAnswer(result: DownloadResult): LegacyAnswer | null {
  switch (result.outcome) {
    case 'notFound':
      throw modelNotFound();
    case 'agreement':
      return { code: agreementCode, msg: '请先阅读并同意下载协议', data: null };
    case 'captcha':
      return { code: captchaCode, msg: DOWNLOAD_MESSAGES.captchaRequired, data: null };
    case 'refused':
      return { code: result.code, msg: result.message, data: null };
    default:
      return null;
  }
}

export function linkData(link: GrantedLink) {
  return { ...link, path: link.url };
}
