import { describe, expect, it } from 'vitest';
import { rerankBySubcategoryVotes } from './rerank.js';

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
      { voters: 4, keep: 1, strength: 0.5 },
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
    });
    expect(ranked[0]?.modelId).toBe(1);
    expect(ranked).toHaveLength(4);
  });

  it('changes nothing with zero strength, and leaves hits without a subcategory at their distance', () => {
    const input = hits([0.1, 0.2, 0.3, 0.4]);
    expect(rerankBySubcategoryVotes(input, () => 'x', { strength: 0 })).toEqual(input);
    const ranked = rerankBySubcategoryVotes(input, (id) => (id === 4 ? undefined : 'x'), {
      keep: 0,
      strength: 0.9,
    });
    expect(ranked.map((hit) => hit.modelId)).toEqual([1, 2, 3, 4]);
  });

  it('refuses settings out of range', () => {
    expect(() => rerankBySubcategoryVotes([], () => 'x', { strength: 2 })).toThrow();
  });
});
