import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AuthorNameError,
  MAX_AUTHOR_NAME_CODE_UNIT,
  decodeAuthorName,
  encodeAuthorName,
  tryDecodeAuthorName,
} from './author-name.js';

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthorNameError) return error.code;
    throw error;
  }
  return undefined;
}

describe('author name codec', () => {
  it('writes three base-36 characters per code unit', () => {
    expect(encodeAuthorName('张')).toBe('isg');
    expect(encodeAuthorName('a')).toBe('02p');
    expect(encodeAuthorName('ab1')).toBe('02p02q01d');
    expect(encodeAuthorName('')).toBe('');
    expect(decodeAuthorName('isg02p')).toBe('张a');
    expect(MAX_AUTHOR_NAME_CODE_UNIT).toBe(46655);
    expect(encodeAuthorName(String.fromCharCode(46655))).toBe('zzz');
  });

  it('rejects code units above 46655, such as emoji surrogates', () => {
    expect(errorCode(() => encodeAuthorName('a😀'))).toBe('CODE_UNIT_TOO_LARGE');
    expect(errorCode(() => encodeAuthorName(String.fromCharCode(46656)))).toBe(
      'CODE_UNIT_TOO_LARGE',
    );
    expect(() => encodeAuthorName('😀')).toThrow(AuthorNameError);
  });

  it('rejects bad encoded input', () => {
    expect(errorCode(() => decodeAuthorName('ab'))).toBe('BAD_LENGTH');
    expect(errorCode(() => decodeAuthorName('isga'))).toBe('BAD_LENGTH');
    expect(errorCode(() => decodeAuthorName('ISG'))).toBe('BAD_CHARACTER');
    expect(errorCode(() => decodeAuthorName('is-'))).toBe('BAD_CHARACTER');
    expect(errorCode(() => decodeAuthorName('is g'))).toBe('BAD_CHARACTER');
    expect(tryDecodeAuthorName('x')).toBeUndefined();
    expect(tryDecodeAuthorName('isg')).toBe('张');
  });

  it('round-trips every string of code units up to 46655', () => {
    const unit = fc
      .integer({ min: 0, max: MAX_AUTHOR_NAME_CODE_UNIT })
      .map((code) => String.fromCharCode(code));
    const name = fc.array(unit, { maxLength: 40 }).map((units) => units.join(''));
    fc.assert(
      fc.property(name, (value) => {
        const encoded = encodeAuthorName(value);
        expect(encoded).toHaveLength(value.length * 3);
        expect(decodeAuthorName(encoded)).toBe(value);
      }),
    );
  });

  it('encode(decode(x)) is x for canonical codes', () => {
    const code = fc
      .array(fc.integer({ min: 0, max: MAX_AUTHOR_NAME_CODE_UNIT }), { maxLength: 20 })
      .map((units) => units.map((unit) => unit.toString(36).padStart(3, '0')).join(''));
    fc.assert(
      fc.property(code, (value) => {
        expect(encodeAuthorName(decodeAuthorName(value))).toBe(value);
      }),
    );
  });
});
