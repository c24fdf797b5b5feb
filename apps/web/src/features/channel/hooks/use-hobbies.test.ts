import { describe, expect, it } from 'vitest';
import { parseHobbies } from './use-hobbies';

describe('parseHobbies', () => {
  it('keeps unique non-negative whole numbers', () => {
    expect(parseHobbies([3, 3, 5, -1, 1.5, '7', null])).toEqual([3, 5]);
  });
  it('rejects anything that is not a list and caps the count', () => {
    expect(parseHobbies({ a: 1 })).toEqual([]);
    expect(parseHobbies(Array.from({ length: 80 }, (_, index) => index))).toHaveLength(50);
  });
});
