import { describe, expect, it } from 'vitest';
import { NEAR_DUPLICATE_DISTANCE, rerankByDetail, rerankBySubcategoryVotes } from './rerank.js';

const hits = (distances: number[]) =>
  distances.map((distance, index) => ({ modelId: index + 1, distance }));

describe('rerankBySubcategoryVotes', () => {
  it('moves hits of the subcategory most of the nearest hits share above closer hits of others', () => {
    // Models 1-3 are sofas; 4 a rug, 5 a sofa, 6 a curtain.
    const kinds: Record<number, string> = {
      1: 'sofa',
      2: 'sofa',
      3: 'sofa',
      4: 'rug',
      5: 'sofa',
      6: 'curtain',
    };
    const ranked = rerankBySubcategoryVotes(
      hits([0.1, 0.2, 0.25, 0.3, 0.33, 0.34]),
      (id) => kinds[id],
      { voters: 4, keep: 1, strength: 0.5, nearDuplicate: 0 },
    );
    expect(ranked.map((hit) => hit.modelId)).toEqual([1, 2, 3, 5, 4, 6]);
    // Distances are reported as measured, not as discounted.
    expect(ranked.find((hit) => hit.modelId === 5)?.distance).toBe(0.33);
  });

  it('keeps the first hits in place whatever the vote', () => {
    const kinds: Record<number, string> = { 1: 'lamp', 2: 'sofa', 3: 'sofa', 4: 'sofa' };
    const ranked = rerankBySubcategoryVotes(hits([0.1, 0.2, 0.21, 0.22]), (id) => kinds[id], {
      voters: 4,
      keep: 1,
      nearDuplicate: 0,
    });
    expect(ranked[0]?.modelId).toBe(1);
    expect(ranked).toHaveLength(4);
  });

  it('keeps every near-duplicate in place, however many, and re-ranks only after them', () => {
    // Models 1-3 are near-duplicates of the picture (a screenshot of their shared render): one a
    // lamp, outvoted by the sofas after them.
    const kinds: Record<number, string> = {
      1: 'sofa',
      2: 'sofa',
      3: 'lamp',
      4: 'sofa',
      5: 'sofa',
      6: 'lamp',
      7: 'sofa',
    };
    const input = hits([0.01, 0.02, 0.05, 0.06, 0.07, 0.3, 0.5]);
    const ranked = rerankBySubcategoryVotes(input, (id) => kinds[id], {
      voters: 5,
      keep: 1,
      nearDuplicate: 0.05,
    });
    expect(ranked.map((hit) => hit.modelId)).toEqual([1, 2, 3, 4, 5, 7, 6]);
    // Without the near-duplicate rule the lamp at place 3 is voted down.
    const voted = rerankBySubcategoryVotes(input, (id) => kinds[id], {
      voters: 5,
      keep: 1,
      nearDuplicate: 0,
    });
    expect(voted.map((hit) => hit.modelId).indexOf(3)).toBeGreaterThan(2);
  });

  it('by default keeps the first three in place, and any hit as close as a copy of the picture', () => {
    const kinds: Record<number, string> = { 1: 'sofa', 2: 'sofa', 3: 'lamp', 4: 'sofa', 5: 'sofa' };
    const far = rerankBySubcategoryVotes(hits([0.5, 0.6, 0.62, 0.63, 0.64]), (id) => kinds[id]);
    expect(far.map((hit) => hit.modelId)).toEqual([1, 2, 3, 4, 5]);
    // A lamp at place 5 but within the near-duplicate distance stays ahead of a sofa it would lose to.
    const close = rerankBySubcategoryVotes(
      hits([0.05, 0.1, 0.15, 0.2, NEAR_DUPLICATE_DISTANCE, 0.3]),
      (id) => ({ ...kinds, 5: 'lamp', 6: 'sofa' })[id],
    );
    expect(close.map((hit) => hit.modelId)).toEqual([1, 2, 3, 4, 5, 6]);
    const voted = rerankBySubcategoryVotes(
      hits([0.05, 0.1, 0.15, 0.2, NEAR_DUPLICATE_DISTANCE, 0.3]),
      (id) => ({ ...kinds, 5: 'lamp', 6: 'sofa' })[id],
      { nearDuplicate: 0 },
    );
    expect(voted.map((hit) => hit.modelId)).toEqual([1, 2, 3, 4, 6, 5]);
  });

  it('changes nothing with zero strength, and leaves hits without a subcategory at their distance', () => {
    const input = hits([0.1, 0.2, 0.3, 0.4]);
    expect(rerankBySubcategoryVotes(input, () => 'x', { strength: 0 })).toEqual(input);
    const ranked = rerankBySubcategoryVotes(input, (id) => (id === 4 ? undefined : 'x'), {
      keep: 0,
      strength: 0.9,
      nearDuplicate: 0,
    });
    expect(ranked.map((hit) => hit.modelId)).toEqual([1, 2, 3, 4]);
  });

  it('refuses settings out of range', () => {
    expect(() => rerankBySubcategoryVotes([], () => 'x', { strength: 2 })).toThrow();
    expect(() => rerankBySubcategoryVotes([], () => 'x', { nearDuplicate: -1 })).toThrow();
  });
});

describe('rerankByDetail', () => {
  it('orders by distance plus the weighted detail distance', () => {
    // Model 3's colours match the query; models 1 and 2 are nearer in shape only.
    const details: Record<number, number> = { 1: 1.2, 2: 0.6, 3: 0 };
    const ranked = rerankByDetail(hits([0.3, 0.32, 0.35]), (id) => details[id], {
      weight: 0.5,
      nearDuplicate: 0,
    });
    expect(ranked.map((hit) => hit.modelId)).toEqual([3, 2, 1]);
    expect(ranked[1]?.score).toBeCloseTo(0.32 + 0.5 * 0.6, 6);
    // Distances are reported as measured.
    expect(ranked[0]?.distance).toBe(0.35);
  });

  it('keeps near-duplicates first and gives a model without details the mean detail distance', () => {
    const details: Record<number, number> = { 1: 2, 2: 1.4, 3: 0 };
    const ranked = rerankByDetail(hits([0.1, 0.3, 0.31, 0.32]), (id) => details[id], {
      weight: 1,
      nearDuplicate: 0.15,
    });
    // Model 1 is a near-duplicate; model 4 has no details and sits between 3 (0) and 2 (1.4).
    expect(ranked.map((hit) => hit.modelId)).toEqual([1, 3, 4, 2]);
    expect(ranked[2]?.score).toBeCloseTo(0.32 + 0.7, 6);
  });

  it('leaves the distance order when no candidate has details', () => {
    const ranked = rerankByDetail(hits([0.2, 0.3]), () => undefined);
    expect(ranked).toEqual(hits([0.2, 0.3]));
  });

  it('feeds the vote its scores, which then stand for the distances', () => {
    const kinds: Record<number, string> = { 1: 'sofa', 2: 'sofa', 3: 'lamp' };
    const scored = [
      { modelId: 3, distance: 0.5, score: 0.2 },
      { modelId: 1, distance: 0.3, score: 0.4 },
      { modelId: 2, distance: 0.31, score: 0.41 },
    ];
    const voted = rerankBySubcategoryVotes(scored, (id) => kinds[id], {
      voters: 3,
      keep: 0,
      strength: 0.5,
      nearDuplicate: 0,
    });
    // Sofas hold 5/11 of the vote: 0.4 * (1 - 0.5 * 5/11) = 0.309 > the lamp's 0.2 * (1 - 0.5 * 6/11).
    expect(voted.map((hit) => hit.modelId)).toEqual([3, 1, 2]);
    expect(voted[1]).toEqual(scored[1]);
  });
});
