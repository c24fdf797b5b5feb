import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUuidWords, writeUuidWords } from './uuid.js';

describe('uuid words', () => {
  it('gives back every uuid as PostgreSQL writes it, at any place in the array', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.nat({ max: 7 }), (uuid, place) => {
        const words = new Uint32Array(32).fill(0xffffffff);
        writeUuidWords(uuid, words, place * 4);
        expect(readUuidWords(words, place * 4)).toBe(uuid.toLowerCase());
        // The neighbours are untouched.
        expect(words.filter((word) => word !== 0xffffffff).length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('keeps leading zeros and the extremes', () => {
    const words = new Uint32Array(4);
    for (const uuid of [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '00000001-0002-0003-0004-000000000005',
    ]) {
      writeUuidWords(uuid, words, 0);
      expect(readUuidWords(words, 0)).toBe(uuid);
    }
  });

  it('refuses text that is not a uuid', () => {
    const words = new Uint32Array(4);
    for (const text of [
      '',
      'f1b11cf7ea8c4797a2e4f2544ac1702b',
      'g1b11cf7-ea8c-4797-a2e4-f2544ac1702b',
    ])
      expect(() => writeUuidWords(text, words, 0)).toThrow('not a uuid');
  });
});
