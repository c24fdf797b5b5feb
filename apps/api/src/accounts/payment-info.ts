import { fenToYuanString, REPEAT_DOWNLOAD_FLOW_FEE_FEN } from '@yunmo/domain/money';
import type { QuotaMeter } from '../downloads/engine.js';
import { userCategoryOf } from '../downloads/tier.js';

/**
 * The user info's coupon and payment fields under the spec's names (detail and download spec, «Entities and their fields»,
 * docs/decisions/0026):
 * - outStanding: what the bean balance owes, in yuan ("0.00" without arrears);
 * - ticket: free-download tickets held; downTicket: free downloads left today;
 * - downloadPackageNumber: package downloads held; downNumber: member downloads left (the expert
 *   plan's month, else today's member textures);
 * - flowPrice: the repeat-download flow fee in yuan; userCategory and memberCategory.
 */
export function paymentInfo(
  info: { modelBean: string; memberCategory: number; downloadPackages: number },
  quota: QuotaMeter,
) {
  const beansFen = quota.balances.beansFen;
  return {
    outStanding: fenToYuanString(beansFen < 0 ? -beansFen : 0),
    flowPrice: fenToYuanString(REPEAT_DOWNLOAD_FLOW_FEE_FEN),
    ticket: quota.balances.tickets,
    downTicket: quota.dailyLeft,
    downloadPackageNumber: info.downloadPackages,
    downNumber: quota.memberMonthLimit > 0 ? quota.memberMonthLeft : quota.memberTexturesLeft,
    userCategory: userCategoryOf(quota.tier),
    memberCategory: info.memberCategory,
  };
}
