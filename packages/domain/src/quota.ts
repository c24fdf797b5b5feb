/**
 * Tiers, download quotas, payment-method priority and the repeat-download fee.
 *
 * @module
 */
import { REPEAT_DOWNLOAD_FLOW_FEE_FEN, REPEAT_DOWNLOAD_FREE_HOURS } from './money.js';

/** User tiers. Experts (the experience member, "fast-download expert") are trial or paid. */
export const TIERS = [
  'ordinary',
  'gold',
  'expertTrial',
  'expertPaid',
  'enterpriseSubAccount',
] as const;
/** A user tier. */
export type Tier = (typeof TIERS)[number];

/** `userCategory` codes: 1 ordinary (one reading of the notes), 2 gold, 3 expert. */
export const USER_CATEGORIES = { ordinary: 1, gold: 2, expert: 3 } as const;
/** `memberCategory` codes of an expert: 1 trial, 2 paid plan. */
export const MEMBER_CATEGORIES = { trial: 1, paid: 2 } as const;
/** Membership check codes: 200 normal, 201 enterprise sub-account. */
export const MEMBERSHIP_CHECK_CODES = { normal: 200, subAccount: 201 } as const;

/**
 * The tier from the server's codes. A sub-account (membership check code 201) wins; an unknown
 * `userCategory` counts as ordinary, the safe reading that grants nothing extra.
 */
export function tierFromCategories(input: {
  userCategory: number | null | undefined;
  memberCategory?: number | null | undefined;
  subAccount?: boolean | undefined;
}): Tier {
  if (input.subAccount === true) return 'enterpriseSubAccount';
  if (input.userCategory === USER_CATEGORIES.gold) return 'gold';
  if (input.userCategory === USER_CATEGORIES.expert) {
    return input.memberCategory === MEMBER_CATEGORIES.paid ? 'expertPaid' : 'expertTrial';
  }
  return 'ordinary';
}

/** True for both expert plans. */
export function isExpert(tier: Tier): boolean {
  return tier === 'expertTrial' || tier === 'expertPaid';
}

/** Free downloads a day: 20 ordinary, 30 for experience (expert) and gold members. */
export const DAILY_FREE_DOWNLOADS = { ordinary: 20, member: 30 } as const;
/** Experts on the paid plan get 20 member models free a month. */
export const EXPERT_MEMBER_MODELS_PER_MONTH = 20;
/**
 * The trial's limited quota (§6 "trial has a limited quota"): 7 member models for the whole trial,
 * one per day of the 7-day experience (its experienceNumber). See docs/decisions/0021-money-rules.md.
 */
export const EXPERT_TRIAL_MEMBER_MODELS = 7;

/** The member-model quota of a tier: 20 a month on the paid plan, 7 for the whole trial, else 0. */
export function expertMemberModelLimit(tier: Tier): number {
  if (tier === 'expertPaid') return EXPERT_MEMBER_MODELS_PER_MONTH;
  if (tier === 'expertTrial') return EXPERT_TRIAL_MEMBER_MODELS;
  return 0;
}
/** 20 member textures free a day. */
export const MEMBER_TEXTURES_FREE_PER_DAY = 20;

/** Daily free downloads of a tier. Sub-accounts share the membership of their enterprise. */
export function dailyFreeDownloads(tier: Tier, sharedMembership = false): number {
  if (tier === 'gold' || isExpert(tier)) return DAILY_FREE_DOWNLOADS.member;
  if (tier === 'enterpriseSubAccount' && sharedMembership) return DAILY_FREE_DOWNLOADS.member;
  return DAILY_FREE_DOWNLOADS.ordinary;
}

/** Enterprise sub-accounts cannot buy gold (code 20802). */
export function canBuyGold(tier: Tier): boolean {
  return tier !== 'enterpriseSubAccount';
}

/** `payCategory` codes: 1 free-download ticket, 2 member quota, 3 download package. */
export const PAY_CATEGORIES = { ticket: 1, memberQuota: 2, package: 3 } as const;
/** A pay category code. */
export type PayCategory = (typeof PAY_CATEGORIES)[keyof typeof PAY_CATEGORIES];

/** A way to pay for one download. */
export type DownloadPaymentMethod = 'ticket' | 'downloadPoints' | 'beans';

/** The order in which a download's payment is taken: ticket, then download points, then beans. */
export const DOWNLOAD_PAYMENT_PRIORITY: readonly DownloadPaymentMethod[] = [
  'ticket',
  'downloadPoints',
  'beans',
];

/** Balances that can pay for a download. Points and beans in hundredths (fen-equivalent). */
export interface DownloadBalances {
  readonly tickets: number;
  readonly downloadPointsFen: number;
  readonly beansFen: number;
}

/**
 * Picks how a download of `priceFen` is paid: a free-download ticket first, then download
 * points, then beans; each balance is used only when it covers the whole price. `undefined`
 * means nothing covers it and the pay dialog must open.
 */
export function choosePaymentMethod(
  priceFen: number,
  balances: DownloadBalances,
): DownloadPaymentMethod | undefined {
  const covers: Record<DownloadPaymentMethod, boolean> = {
    ticket: balances.tickets > 0,
    downloadPoints: balances.downloadPointsFen >= priceFen,
    beans: balances.beansFen >= priceFen,
  };
  return DOWNLOAD_PAYMENT_PRIORITY.find((method) => covers[method]);
}

/**
 * Repeat-download flow fee: free within 72 hours of paying and always free for gold members and
 * experts; otherwise 0.2 yuan.
 */
export function repeatDownloadFeeFen(tier: Tier, hoursSincePayment: number): number {
  if (tier === 'gold' || isExpert(tier)) return 0;
  return hoursSincePayment < REPEAT_DOWNLOAD_FREE_HOURS ? 0 : REPEAT_DOWNLOAD_FLOW_FEE_FEN;
}

/**
 * Member models an expert still gets free: of this month's 20 on the paid plan, of the trial's 7
 * on the trial (`used` counts the month, or the trial, accordingly).
 */
export function remainingExpertMemberModels(tier: Tier, used: number): number {
  return Math.max(0, expertMemberModelLimit(tier) - used);
}
