import { describe, expect, it } from 'vitest';
import {
  DAILY_FREE_DOWNLOADS,
  EXPERT_MEMBER_MODELS_PER_MONTH,
  EXPERT_TRIAL_MEMBER_MODELS,
  MEMBER_TEXTURES_FREE_PER_DAY,
  PAY_CATEGORIES,
  canBuyGold,
  choosePaymentMethod,
  dailyFreeDownloads,
  remainingExpertMemberModels,
  repeatDownloadFeeFen,
  tierFromCategories,
} from './quota.js';

describe('tiers', () => {
  it('maps userCategory and memberCategory', () => {
    expect(tierFromCategories({ userCategory: 1 })).toBe('ordinary');
    expect(tierFromCategories({ userCategory: 2 })).toBe('gold');
    expect(tierFromCategories({ userCategory: 3, memberCategory: 1 })).toBe('expertTrial');
    expect(tierFromCategories({ userCategory: 3, memberCategory: 2 })).toBe('expertPaid');
    expect(tierFromCategories({ userCategory: 3 })).toBe('expertTrial');
    expect(tierFromCategories({ userCategory: 2, subAccount: true })).toBe('enterpriseSubAccount');
    expect(tierFromCategories({ userCategory: null })).toBe('ordinary');
    expect(tierFromCategories({ userCategory: 99 })).toBe('ordinary');
  });

  it('sub-accounts cannot buy gold', () => {
    expect(canBuyGold('enterpriseSubAccount')).toBe(false);
    expect(canBuyGold('ordinary')).toBe(true);
  });
});

describe('quotas', () => {
  it('20 a day ordinary, 30 experience and gold', () => {
    expect(DAILY_FREE_DOWNLOADS).toEqual({ ordinary: 20, member: 30 });
    expect(dailyFreeDownloads('ordinary')).toBe(20);
    expect(dailyFreeDownloads('gold')).toBe(30);
    expect(dailyFreeDownloads('expertTrial')).toBe(30);
    expect(dailyFreeDownloads('expertPaid')).toBe(30);
    expect(dailyFreeDownloads('enterpriseSubAccount')).toBe(20);
    expect(dailyFreeDownloads('enterpriseSubAccount', true)).toBe(30);
  });

  it('experts get 20 member models a month; 20 member textures a day', () => {
    expect(EXPERT_MEMBER_MODELS_PER_MONTH).toBe(20);
    expect(MEMBER_TEXTURES_FREE_PER_DAY).toBe(20);
    expect(remainingExpertMemberModels('expertPaid', 5)).toBe(15);
    expect(remainingExpertMemberModels('expertTrial', 25)).toBe(0);
    // The trial's own limited quota, not the paid plan's 20.
    expect(remainingExpertMemberModels('expertTrial', 0)).toBe(EXPERT_TRIAL_MEMBER_MODELS);
    expect(EXPERT_TRIAL_MEMBER_MODELS).toBeLessThan(EXPERT_MEMBER_MODELS_PER_MONTH);
    expect(remainingExpertMemberModels('expertTrial', 6)).toBe(1);
    expect(remainingExpertMemberModels('expertPaid', 6)).toBe(14);
    expect(remainingExpertMemberModels('gold', 0)).toBe(0);
  });
});

describe('choosePaymentMethod', () => {
  const none = { tickets: 0, downloadPointsFen: 0, beansFen: 0 };

  it('ticket, then download points, then beans', () => {
    expect(choosePaymentMethod(120, { tickets: 1, downloadPointsFen: 500, beansFen: 500 })).toBe(
      'ticket',
    );
    expect(choosePaymentMethod(120, { ...none, downloadPointsFen: 120, beansFen: 500 })).toBe(
      'downloadPoints',
    );
    expect(choosePaymentMethod(120, { ...none, downloadPointsFen: 119, beansFen: 120 })).toBe(
      'beans',
    );
  });

  it('beans only when they cover the price', () => {
    expect(choosePaymentMethod(120, { ...none, beansFen: 119 })).toBeUndefined();
    expect(choosePaymentMethod(120, none)).toBeUndefined();
  });

  it('pay category codes', () => {
    expect(PAY_CATEGORIES).toEqual({ ticket: 1, memberQuota: 2, package: 3 });
  });
});

describe('repeat-download fee', () => {
  it('free within 72 h, 0.2 after, always free for gold and experts', () => {
    expect(repeatDownloadFeeFen('ordinary', 71.9)).toBe(0);
    expect(repeatDownloadFeeFen('ordinary', 72)).toBe(20);
    expect(repeatDownloadFeeFen('gold', 1000)).toBe(0);
    expect(repeatDownloadFeeFen('expertTrial', 1000)).toBe(0);
    expect(repeatDownloadFeeFen('expertPaid', 1000)).toBe(0);
    expect(repeatDownloadFeeFen('enterpriseSubAccount', 100)).toBe(20);
  });
});
