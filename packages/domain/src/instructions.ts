/**
 * The download instructions of the detail page, written from the rule constants so the dialog can
 * never drift from what the quota and price rules actually do.
 *
 * @module
 */
import { FREQUENT_DOWNLOAD_WAIT_MS } from './download-flow.js';
import {
  fenToYuanString,
  MEMBER_MODEL_PRICE_FEN,
  POINT_VALUE_FEN,
  REPEAT_DOWNLOAD_FLOW_FEE_FEN,
  REPEAT_DOWNLOAD_FREE_HOURS,
  CURRENCY_NAMES,
  DEFAULT_MODEL_PAID_PRICE_FEN,
  UPLOAD_PRICE,
} from './money.js';
import {
  DAILY_FREE_DOWNLOADS,
  DOWNLOAD_PAYMENT_PRIORITY,
  EXPERT_MEMBER_MODELS_PER_MONTH,
  EXPERT_TRIAL_MEMBER_MODELS,
  MEMBER_TEXTURES_FREE_PER_DAY,
  type DownloadPaymentMethod,
} from './quota.js';

/** Names of the ways to pay for a download, as the pages show them. */
export const DOWNLOAD_PAYMENT_METHOD_NAMES: Readonly<Record<DownloadPaymentMethod, string>> = {
  ticket: '免费下载券',
  downloadPoints: CURRENCY_NAMES.downloadPoints,
  beans: CURRENCY_NAMES.beans,
};

/** Yuan without trailing zeros, as the rules are written: 220 -> "2.2", 20 -> "0.2", 100 -> "1". */
export function shortYuan(fen: number): string {
  return fenToYuanString(fen).replace(/\.?0+$/u, '');
}

/** One titled group of the download instructions. */
export interface InstructionSection {
  readonly title: string;
  readonly lines: readonly string[];
}

/** The download rules: daily quotas, member models, repeat downloads, payment order, frequency. */
export function downloadInstructionSections(): readonly InstructionSection[] {
  const memberPrice = shortYuan(MEMBER_MODEL_PRICE_FEN);
  return [
    {
      title: '每日免费下载',
      lines: [
        `普通用户每天可免费下载 ${String(DAILY_FREE_DOWNLOADS.ordinary)} 次；体验会员与黄金会员每天可免费下载 ${String(DAILY_FREE_DOWNLOADS.member)} 次。`,
        `会员贴图每天可免费下载 ${String(MEMBER_TEXTURES_FREE_PER_DAY)} 个。`,
      ],
    },
    {
      title: '会员模型',
      lines: [
        `极速下载达人每月可免费下载 ${String(EXPERT_MEMBER_MODELS_PER_MONTH)} 个会员模型，超出后每个 ${memberPrice} 元；体验期内共可免费下载 ${String(EXPERT_TRIAL_MEMBER_MODELS)} 个。`,
        `普通用户下载会员模型每个 ${memberPrice} 元。`,
      ],
    },
    {
      title: '重复下载',
      lines: [
        `付费下载后 ${String(REPEAT_DOWNLOAD_FREE_HOURS)} 小时内重复下载免费，之后每次收取 ${shortYuan(REPEAT_DOWNLOAD_FLOW_FEE_FEN)} 元流量费。`,
        '黄金会员与极速下载达人重复下载始终免费。',
      ],
    },
    {
      title: '付费与支付顺序',
      lines: [
        `付费模型按页面标价支付，标价不超过 ${shortYuan(UPLOAD_PRICE.nonPanoramaMaxFen)} 元（作者未改价时为 ${shortYuan(UPLOAD_PRICE.defaultFen)} 元），未标价的 3D/SU 付费模型按 ${shortYuan(DEFAULT_MODEL_PAID_PRICE_FEN)} 元；1 ${CURRENCY_NAMES.downloadPoints} = 1 ${CURRENCY_NAMES.beans} = ${shortYuan(POINT_VALUE_FEN)} 元。`,
        `支付时依次使用：${DOWNLOAD_PAYMENT_PRIORITY.map((method) => DOWNLOAD_PAYMENT_METHOD_NAMES[method]).join(' → ')}；余额都不足时可扫码支付。`,
      ],
    },
    {
      title: '下载过于频繁',
      lines: [
        `短时间内下载过多会触发验证，请等待 ${String(FREQUENT_DOWNLOAD_WAIT_MS / 60_000)} 分钟或输入验证码后继续下载。`,
      ],
    },
  ];
}
