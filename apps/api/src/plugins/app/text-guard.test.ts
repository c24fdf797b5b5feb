import { describe, expect, it } from 'vitest';
import { containsNul } from './text-guard.js';

describe('containsNul', () => {
  it('finds a NUL in strings, arrays, nested objects and keys', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul(['ok', ['x\u0000']])).toBe(true);
    expect(containsNul({ account: { name: '\u0000' } })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  });

  it('passes ordinary input, Chinese text and non-text values', () => {
    expect(
      containsNul({ account: '沙发', password: 'p@ss word', n: 1, flag: true, none: null }),
    ).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
