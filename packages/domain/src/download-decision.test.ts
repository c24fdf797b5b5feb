import { describe, expect, it } from 'vitest';
import { chargeCode, decideDownload, type DecisionContext } from './download-decision.js';
import { interpretCheckUserPay } from './download-flow.js';
import { KIND_CODES } from './asset-kinds.js';
import { MEMBER_MODEL_PRICE_FEN, MODEL_FEE_CATEGORIES } from './money.js';

const base: DecisionContext = {
  tier: 'ordinary',
  kind: KIND_CODES.max,
  feeCategory: MODEL_FEE_CATEGORIES.free,
  chargeCategory: 1,
  priceFen: 0,
  dailyUsed: 0,
  memberMonthUsed: 0,
  memberTexturesToday: 0,
  hoursSinceLastPayment: null,
};

describe('decideDownload', () => {
  it('grants a free model within the daily quota and refuses it beyond', () => {
    expect(decideDownload(base)).toEqual({ type: 'grant', basis: 'daily-free' });
    const refused = decideDownload({ ...base, dailyUsed: 1000 });
    expect(refused.type).toBe('refuse');
  });

  it('charges a member model to an ordinary user at the member price', () => {
    expect(decideDownload({ ...base, feeCategory: MODEL_FEE_CATEGORIES.member })).toEqual({
      type: 'charge',
      reason: 'member',
      priceFen: MEMBER_MODEL_PRICE_FEN,
    });
  });

  it('covers repeats, textures, gold, experts and paid models', () => {
    expect(decideDownload({ ...base, hoursSinceLastPayment: 1 })).toEqual({
      type: 'grant',
      basis: 'repeat-free',
    });
    expect(decideDownload({ ...base, hoursSinceLastPayment: 100 }).type).toBe('charge');
    const member = { ...base, feeCategory: MODEL_FEE_CATEGORIES.member };
    expect(decideDownload({ ...member, kind: KIND_CODES.mapping }).type).toBe('memberQuota');
    expect(
      decideDownload({ ...member, kind: KIND_CODES.mapping, memberTexturesToday: 1000 }).type,
    ).toBe('charge');
    expect(decideDownload({ ...member, tier: 'gold', chargeCategory: 3 })).toEqual({
      type: 'grant',
      basis: 'member-free',
    });
    expect(
      decideDownload({ ...member, tier: 'gold', chargeCategory: 3, dailyUsed: 1000 }).type,
    ).toBe('refuse');
    expect(decideDownload({ ...member, tier: 'expertPaid' }).type).toBe('memberQuota');
    expect(decideDownload({ ...member, tier: 'expertPaid', memberMonthUsed: 1000 })).toMatchObject({
      reason: 'expertBeyondQuota',
    });
    expect(
      decideDownload({ ...base, feeCategory: MODEL_FEE_CATEGORIES.paid, priceFen: 500 }),
    ).toMatchObject({ type: 'charge', reason: 'paid' });
    expect(
      decideDownload({ ...base, feeCategory: MODEL_FEE_CATEGORIES.paid, priceFen: 0 }),
    ).toMatchObject({ type: 'charge', reason: 'paid' });
  });

  it('every charge code is one the client maps back to a confirmation step', () => {
    for (const reason of ['member', 'paid', 'expertBeyondQuota', 'flowFee'] as const) {
      const step = interpretCheckUserPay({ code: chargeCode(reason) }, { fundsSufficient: true });
      expect(['purchaseConfirm', 'flowFeeConfirm']).toContain(step.step);
    }
  });
});
