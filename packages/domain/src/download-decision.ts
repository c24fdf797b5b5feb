/**
 * The server's decision for one download: granted, taken from a member quota, charged (with the
 * price and the checkUserPay code) or refused. Pure; its codes are the ones `download-flow`
 * maps back to the client's next step.
 *
 * @module
 */
import { CHARGE_CATEGORIES, KIND_CODES } from './asset-kinds.js';
import { CHARGE_CODES, CHECK_USER_PAY_CODES } from './download-flow.js';
import {
  DEFAULT_MODEL_PAID_PRICE_FEN,
  MEMBER_MODEL_PRICE_FEN,
  MODEL_FEE_CATEGORIES,
  paidModelPriceFen,
  REPEAT_DOWNLOAD_FREE_HOURS,
} from './money.js';
import {
  MEMBER_TEXTURES_FREE_PER_DAY,
  dailyFreeDownloads,
  isExpert,
  remainingExpertMemberModels,
  repeatDownloadFeeFen,
  type Tier,
} from './quota.js';

/** What the engine knows when it decides one download (read under the user's row lock). */
export interface DecisionContext {
  tier: Tier;
  kind: number;
  feeCategory: number;
  chargeCategory: number;
  priceFen: number;
  /** Downloads counted against today's free quota. */
  dailyUsed: number;
  /** Member models taken from the expert's monthly quota this month. */
  memberMonthUsed: number;
  /** Member textures taken from today's texture quota (MAPPING). */
  memberTexturesToday: number;
  /** Hours since the user last paid for (or used quota on) this model; null when never. */
  hoursSinceLastPayment: number | null;
}

export type GrantBasis =
  | 'daily-free'
  | 'member-free'
  | 'repeat-free'
  | 'member-month'
  | 'member-texture'
  | 'purchase'
  | 'flow-fee';

export type ChargeReason = keyof typeof CHARGE_CODES;

export type Decision =
  | { type: 'grant'; basis: 'daily-free' | 'member-free' | 'repeat-free' }
  | { type: 'memberQuota'; basis: 'member-month' | 'member-texture'; remaining: number }
  | { type: 'charge'; reason: ChargeReason; priceFen: number }
  | { type: 'refuse'; code: number; message: string };

/** Code of a free download refused because today's free quota is used up. */
export const dailyQuotaExhaustedCode = CHECK_USER_PAY_CODES.notice;
export function dailyQuotaExhaustedMessage(limit: number): string {
  return `今日${String(limit)}次免费下载已用完，请明天再来`;
}

/**
 * The rule for one download. Repeats come first: within 72 hours of paying (always for gold and experts)
 * they are free and never count against quota, afterwards they cost the 0.2 flow fee.
 */
export function decideDownload(context: DecisionContext): Decision {
  if (context.hoursSinceLastPayment !== null) {
    const fee = repeatDownloadFeeFen(context.tier, context.hoursSinceLastPayment);
    return fee === 0
      ? { type: 'grant', basis: 'repeat-free' }
      : { type: 'charge', reason: 'flowFee', priceFen: fee };
  }
  const dailyLimit = dailyFreeDownloads(context.tier);
  if (context.feeCategory === MODEL_FEE_CATEGORIES.free) {
    if (context.dailyUsed >= dailyLimit)
      return {
        type: 'refuse',
        code: dailyQuotaExhaustedCode,
        message: dailyQuotaExhaustedMessage(dailyLimit),
      };
    return { type: 'grant', basis: 'daily-free' };
  }
  if (context.feeCategory === MODEL_FEE_CATEGORIES.member) {
    if (context.kind === KIND_CODES.mapping) {
      // Every logged-in user is treated like gold for textures: 20 member textures a day.
      const remaining = Math.max(0, MEMBER_TEXTURES_FREE_PER_DAY - context.memberTexturesToday);
      return remaining > 0
        ? { type: 'memberQuota', basis: 'member-texture', remaining }
        : { type: 'charge', reason: 'member', priceFen: MEMBER_MODEL_PRICE_FEN };
    }
    if (
      context.tier === 'gold' &&
      context.chargeCategory === CHARGE_CATEGORIES.goldAndUnlimitedMemberFree
    ) {
      if (context.dailyUsed >= dailyLimit)
        return {
          type: 'refuse',
          code: dailyQuotaExhaustedCode,
          message: dailyQuotaExhaustedMessage(dailyLimit),
        };
      return { type: 'grant', basis: 'member-free' };
    }
    if (isExpert(context.tier)) {
      const remaining = remainingExpertMemberModels(context.tier, context.memberMonthUsed);
      return remaining > 0
        ? { type: 'memberQuota', basis: 'member-month', remaining }
        : { type: 'charge', reason: 'expertBeyondQuota', priceFen: MEMBER_MODEL_PRICE_FEN };
    }
    return { type: 'charge', reason: 'member', priceFen: MEMBER_MODEL_PRICE_FEN };
  }
  return {
    type: 'charge',
    reason: 'paid',
    priceFen:
      context.priceFen > 0 ? paidModelPriceFen(context.priceFen) : DEFAULT_MODEL_PAID_PRICE_FEN,
  };
}

/**
 * The MAX/SU checkUserPay code of a charge (10011 member model, 10013 paid model, 10014 expert
 * beyond quota, 10012 flow fee): the same table the client reads back in download-flow.
 */
export function chargeCode(reason: ChargeReason): number {
  return CHARGE_CODES[reason];
}

/** Basis recorded for repeat-window purposes: grants that started a paid (or quota) window. */
export const windowOpeningBases: readonly GrantBasis[] = [
  'daily-free',
  'member-free',
  'member-month',
  'member-texture',
  'purchase',
  'flow-fee',
];
/** Bases that count against the daily free quota. */
export const dailyQuotaBases: readonly GrantBasis[] = ['daily-free', 'member-free'];

export { REPEAT_DOWNLOAD_FREE_HOURS };
