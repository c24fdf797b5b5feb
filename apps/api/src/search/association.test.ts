import { describe, expect, it } from 'vitest';
import { typedBigrams } from './association.js';

describe('typedBigrams', () => {
  it('splits by characters, not UTF-16 units, and keeps each bigram once', () => {
    expect(typedBigrams('沙发床')).toEqual(['沙发', '发床']);
    expect(typedBigrams('aaaa')).toEqual(['aa']);
    expect(typedBigrams('𠀋沙')).toEqual(['𠀋沙']);
  });

  it('leaves a single character as it is and nothing as nothing', () => {
    expect(typedBigrams('沙')).toEqual(['沙']);
    expect(typedBigrams('')).toEqual([]);
  });
});
