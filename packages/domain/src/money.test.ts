import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_INCOME,
  DAILY_SIGN_IN_REWARD_FEN,
  DEFAULT_MODEL_PAID_PRICE_FEN,
  GOLD_PRICE,
  MEMBERSHIP_PRICE,
  MEMBER_MODEL_PRICE_FEN,
  MoneyFormatError,
  REPEAT_DOWNLOAD_FLOW_FEE_FEN,
  REPEAT_DOWNLOAD_FREE_HOURS,
  UNIFIED_PAID_PRICE_FEN,
  UPLOAD_PRICE,
  GOLD_FREE_DOWNLOAD_TICKETS,
  paidModelPriceFen,
  authorShareFen,
  canPayWithBeans,
  checkGoldRenewal,
  defaultGoldPaymentMethod,
  discountedPriceFen,
  displayedPrice,
  MODEL_FEE_CATEGORIES,
  modelPriceLabel,
  fenToYuanString,
  goldEndAfterPurchase,
  isUploadImageLargeEnough,
  perModelPriceFen,
  qualifiesForGoldUpgrade,
  transferredPointsFen,
  trialDiscountPercent,
  tryYuanToFen,
  ueRenderCostFen,
  uploadPriceCapFen,
  yuanToFen,
} from './money.js';

describe('yuan and fen', () => {
  it('parses decimal strings exactly', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen('88')).toBe(8800);
    expect(yuanToFen(' 2.2 ')).toBe(220);
    expect(yuanToFen('-1.5')).toBe(-150);
    expect(yuanToFen('-0')).toBe(0);
  });

  it('rejects malformed amounts', () => {
    for (const bad of [
      '',
      'abc',
      '1.234',
      '1e3',
      '.5',
      '01.00',
      '1,000',
      'NaN',
      '--1',
      '99999999999999999',
    ]) {
      expect(() => yuanToFen(bad)).toThrow(MoneyFormatError);
      expect(tryYuanToFen(bad)).toBeUndefined();
    }
  });

  it('formats fen with two decimals', () => {
    expect(fenToYuanString(34)).toBe('0.34');
    expect(fenToYuanString(8800)).toBe('88.00');
    expect(fenToYuanString(5)).toBe('0.05');
    expect(fenToYuanString(-5)).toBe('-0.05');
    expect(fenToYuanString(0)).toBe('0.00');
    expect(() => fenToYuanString(1.5)).toThrow(MoneyFormatError);
  });

  it('round-trips every safe fen amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(yuanToFen(fenToYuanString(fen))).toBe(fen);
      }),
    );
  });
});

describe('prices', () => {
  it('matches the spec constants', () => {
    expect(MEMBER_MODEL_PRICE_FEN).toBe(220);
    expect(UNIFIED_PAID_PRICE_FEN).toBe(120);
    expect(REPEAT_DOWNLOAD_FLOW_FEE_FEN).toBe(20);
    expect(REPEAT_DOWNLOAD_FREE_HOURS).toBe(72);
    expect(DAILY_SIGN_IN_REWARD_FEN).toBe(10);
    expect(MEMBERSHIP_PRICE).toEqual({ defaultFen: 8800, originalFen: 28800 });
    expect(GOLD_PRICE).toEqual({ priceFen: 9900, oldPricesFen: [15800, 28800], discount: 62 });
  });

  it('shows 0.2 for SU/MAX at price 0, free for other kinds', () => {
    expect(displayedPrice('max', 0)).toEqual({ fen: DEFAULT_MODEL_PAID_PRICE_FEN, free: false });
    expect(displayedPrice('su', 0)).toEqual({ fen: 20, free: false });
    expect(displayedPrice('ue4', 0)).toEqual({ fen: 0, free: true });
    expect(displayedPrice('mapping', 150)).toEqual({ fen: 150, free: false });
  });

  it('a model of the free fee category is 免费 on cards and pages, whatever its kind', () => {
    expect(modelPriceLabel('max', 0, MODEL_FEE_CATEGORIES.free)).toBe('免费');
    expect(modelPriceLabel('su', 0, MODEL_FEE_CATEGORIES.free)).toBe('免费');
    expect(modelPriceLabel('max', 0, MODEL_FEE_CATEGORIES.paid)).toBe('¥0.20');
    expect(modelPriceLabel('max', 350, MODEL_FEE_CATEGORIES.paid)).toBe('¥3.50');
    expect(modelPriceLabel('max', 220, MODEL_FEE_CATEGORIES.member)).toBe('¥2.20');
    expect(modelPriceLabel('uec', 0)).toBe('免费');
    expect(modelPriceLabel('max', 0)).toBe('¥0.20');
  });

  it('per-model price is yearly / 260: 88 -> 0.34', () => {
    expect(fenToYuanString(perModelPriceFen(8800))).toBe('0.34');
    expect(perModelPriceFen(26000)).toBe(100);
  });

  it('trial discounts 62 / 70 / 80', () => {
    expect(trialDiscountPercent(0)).toBe(62);
    expect(trialDiscountPercent(23.9)).toBe(62);
    expect(trialDiscountPercent(24)).toBe(70);
    expect(trialDiscountPercent(72)).toBe(70);
    expect(trialDiscountPercent(72.1)).toBe(80);
    expect(discountedPriceFen(8800, 62)).toBe(5456);
  });
});

describe('gold', () => {
  it('upgrade after 1000 yuan spent', () => {
    expect(qualifiesForGoldUpgrade(99999)).toBe(false);
    expect(qualifiesForGoldUpgrade(100000)).toBe(true);
  });

  it('renewal only in the last three months', () => {
    const end = new Date('2026-12-31T00:00:00Z');
    expect(checkGoldRenewal(end, new Date('2026-09-29T23:59:59Z'))).toEqual({
      ok: false,
      code: 20803,
      message: '未到最后三个月,不能续费',
    });
    expect(checkGoldRenewal(end, new Date('2026-09-30T00:00:00Z')).ok).toBe(true);
    expect(checkGoldRenewal(end, new Date('2026-10-01T00:00:00Z')).ok).toBe(true);
    expect(
      checkGoldRenewal(new Date('2026-05-31T00:00:00Z'), new Date('2026-02-28T00:00:00Z')).ok,
    ).toBe(true);
    expect(checkGoldRenewal(end, new Date('2027-03-01T00:00:00Z')).ok).toBe(true);
  });

  it('extends by one year from the later of end and now', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(goldEndAfterPurchase(null, now).toISOString()).toBe('2027-11-22T00:00:00.000Z');
    expect(goldEndAfterPurchase(new Date('2026-12-31T00:00:00Z'), now).toISOString()).toBe(
      '2027-12-31T00:00:00.000Z',
    );
    expect(goldEndAfterPurchase(new Date('2026-01-01T00:00:00Z'), now).toISOString()).toBe(
      '2027-11-22T00:00:00.000Z',
    );
    expect(goldEndAfterPurchase(new Date('2028-02-29T00:00:00Z'), now).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('beans only when the balance covers the price, else WeChat', () => {
    expect(canPayWithBeans(9900, 9900)).toBe(true);
    expect(defaultGoldPaymentMethod(9900, 9900)).toBe('beans');
    expect(defaultGoldPaymentMethod(9899, 9900)).toBe('wechat');
  });
});

describe('income, transfers, uploads, rendering', () => {
  it('income split and withdrawal', () => {
    expect(authorShareFen(220)).toBe(110);
    expect(authorShareFen(21)).toBe(10);
    expect(AUTHOR_INCOME.frozenHours).toBe(72);
    expect(AUTHOR_INCOME.minimumWithdrawalBeans).toBe(100);
  });

  it('transfers whole yuan of at least 1 at 1:1 and 1:1.3', () => {
    expect(transferredPointsFen(100, 'downloadPoints')).toBe(100);
    expect(transferredPointsFen(1000, 'renderPoints')).toBe(1300);
    expect(transferredPointsFen(100, 'renderPoints')).toBe(130);
    expect(transferredPointsFen(50, 'downloadPoints')).toBeUndefined();
    expect(transferredPointsFen(150, 'downloadPoints')).toBeUndefined();
    expect(transferredPointsFen(1.5, 'downloadPoints')).toBeUndefined();
  });

  it('upload price caps and image size', () => {
    expect(uploadPriceCapFen({ panorama: true, exclusiveFirstRelease: true })).toBe(1000);
    expect(uploadPriceCapFen({ panorama: true, exclusiveFirstRelease: false })).toBe(600);
    expect(uploadPriceCapFen({ panorama: false, exclusiveFirstRelease: true })).toBe(400);
    expect(UPLOAD_PRICE.defaultFen).toBe(280);
    expect(isUploadImageLargeEnough(1500, 1500)).toBe(true);
    expect(isUploadImageLargeEnough(1499, 2000)).toBe(false);
  });

  it('UE render price 0.024, gold 0.022 per GHz-hour', () => {
    expect(ueRenderCostFen(1000, false)).toBe(2400);
    expect(ueRenderCostFen(1000, true)).toBe(2200);
    expect(ueRenderCostFen(1, false)).toBe(2);
  });
});

describe('paid model prices within the upload caps', () => {
  it('charges and shows a paid model its own price, never above the 4 yuan cap', () => {
    expect(paidModelPriceFen(280)).toBe(280);
    expect(paidModelPriceFen(2900)).toBe(UPLOAD_PRICE.nonPanoramaMaxFen);
    expect(modelPriceLabel('max', 2900, 2)).toBe('¥4.00');
    expect(modelPriceLabel('su', 50, 2)).toBe('¥0.50');
  });
  it('gold gives the 5 tickets its dialog promises', () => {
    expect(GOLD_FREE_DOWNLOAD_TICKETS).toBe(5);
  });
});
