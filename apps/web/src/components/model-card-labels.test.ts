import type { ModelCard } from '@yunmo/api-contract/common';
import { describe, expect, it } from 'vitest';
import { modelCardLabels } from './model-grid';

const card = (overrides: Partial<ModelCard>): ModelCard => ({
  id: 1,
  uuid: 'u1',
  kind: 'max',
  title: '沙发',
  thumbnailUrl: '/files/t.jpg',
  priceFen: 0,
  priceLabel: '免费',
  chargeCategory: 0,
  isMember: false,
  views: 1,
  favourites: 2,
  downloads: 3,
  ...overrides,
});

describe('model card labels', () => {
  it('names who downloads the model free from its charge category', () => {
    expect(modelCardLabels(card({ chargeCategory: 3, isMember: true })).badges).toEqual([
      '黄金/无限会员免费',
    ]);
    expect(modelCardLabels(card({ kind: 'su', chargeCategory: 4 })).badges).toEqual([
      '无限会员免费',
    ]);
    expect(modelCardLabels(card({ kind: 'mapping', chargeCategory: 2 })).badges).toEqual([
      '无限会员免费',
    ]);
    expect(
      modelCardLabels(card({ kind: 'mapping', chargeCategory: 3, isMember: true })).badges,
    ).toEqual(['会员']);
    expect(modelCardLabels(card({ chargeCategory: 4 }), true).badges).toEqual([
      '3D模型',
      '无限会员免费',
    ]);
  });

  it('shows the renderer and the score when the card carries them', () => {
    expect(modelCardLabels(card({ renderer: 'Corona', score: 512 })).details).toEqual([
      'Corona',
      '评分 512',
    ]);
    expect(modelCardLabels(card({})).details).toEqual([]);
  });
});
