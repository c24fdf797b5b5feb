import { describe, expect, it } from 'vitest';
import { legacyModelCardSchema } from '@yunmo/api-contract/v1/payloads';
import { toModelCard } from './to-api.js';

const card = {
  id: '7',
  uuid: 'u-7',
  title: '椅子',
  thumbPath: '/files/thumbs/7.jpg',
  // 3.45 × 100 is 344.99999… in floating point; within the paid-price cap (ADR 0021).
  price: '3.45',
  chargeCategory: 4,
  vip: 0,
  showNumber: '3',
  favorNumber: null,
  kind: 2,
};

describe('legacy model card to ModelCard', () => {
  it('turns yuan strings into integer fen without float arithmetic and fills absent counters', () => {
    const mapped = toModelCard(legacyModelCardSchema.parse(card), 'max');
    expect(mapped).toEqual({
      id: 7,
      uuid: 'u-7',
      kind: 'su',
      title: '椅子',
      thumbnailUrl: '/files/thumbs/7.jpg',
      priceFen: 345,
      priceLabel: '¥3.45',
      chargeCategory: 4,
      isMember: false,
      views: 3,
      favourites: 0,
      downloads: 0,
    });
    expect(toModelCard(legacyModelCardSchema.parse({ ...card, price: 0.29 }), 'max').priceFen).toBe(
      29,
    );
  });

  it('shows the default paid price for MAX/SU at 0 and free for other kinds', () => {
    expect(
      toModelCard(legacyModelCardSchema.parse({ ...card, price: '0.00', kind: 'max' }), 'max')
        .priceLabel,
    ).toBe('¥0.20');
    expect(
      toModelCard(
        legacyModelCardSchema.parse({ ...card, price: '0.00', kind: 'max', feeType: 1 }),
        'max',
      ).priceLabel,
    ).toBe('免费');
    expect(
      toModelCard(legacyModelCardSchema.parse({ ...card, price: '0', kind: 'uec' }), 'uec')
        .priceLabel,
    ).toBe('免费');
  });

  it('refuses prices that are not yuan amounts', () => {
    for (const price of ['abc', '-1.00', '1.234', '1e3']) {
      expect(legacyModelCardSchema.safeParse({ ...card, price }).success, price).toBe(false);
    }
  });

  it('falls back to the kind of the call for unknown kind values', () => {
    expect(
      toModelCard(legacyModelCardSchema.parse({ ...card, kind: 'spaceship' }), 'ue4').kind,
    ).toBe('ue4');
  });
});
