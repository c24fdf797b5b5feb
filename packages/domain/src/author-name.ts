/**
 * The author-name codec of author page URLs: every UTF-16 code unit becomes three base-36
 * characters (`0-9a-z`), zero-padded, so `张` (U+5F20 = 24352) becomes `isg`.
 *
 * @module
 */

/** Characters per encoded code unit. */
export const AUTHOR_NAME_CHARS_PER_UNIT = 3;

/** The largest code unit three base-36 characters can hold (36^3 - 1). */
export const MAX_AUTHOR_NAME_CODE_UNIT = 36 ** AUTHOR_NAME_CHARS_PER_UNIT - 1;

/** Why an author name could not be encoded or decoded. */
export type AuthorNameErrorCode = 'CODE_UNIT_TOO_LARGE' | 'BAD_LENGTH' | 'BAD_CHARACTER';

/** Raised by the author-name codec; `code` tells the cause. */
export class AuthorNameError extends Error {
  override readonly name = 'AuthorNameError';

  constructor(
    readonly code: AuthorNameErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Encodes an author name. Throws {@link AuthorNameError} `CODE_UNIT_TOO_LARGE` for a code unit
 * above 46655 (for example the surrogates of an emoji).
 */
export function encodeAuthorName(name: string): string {
  let encoded = '';
  for (let index = 0; index < name.length; index += 1) {
    const unit = name.charCodeAt(index);
    if (unit > MAX_AUTHOR_NAME_CODE_UNIT) {
      throw new AuthorNameError(
        'CODE_UNIT_TOO_LARGE',
        `code unit ${String(unit)} at index ${String(index)} exceeds ${String(MAX_AUTHOR_NAME_CODE_UNIT)}`,
      );
    }
    encoded += unit.toString(36).padStart(AUTHOR_NAME_CHARS_PER_UNIT, '0');
  }
  return encoded;
}

const ENCODED_NAME = /^[0-9a-z]*$/;

/**
 * Decodes an encoded author name. Throws {@link AuthorNameError} `BAD_LENGTH` when the length is
 * not a multiple of 3 and `BAD_CHARACTER` for characters outside `0-9a-z`.
 */
export function decodeAuthorName(encoded: string): string {
  if (!ENCODED_NAME.test(encoded)) {
    throw new AuthorNameError('BAD_CHARACTER', 'encoded author name may only hold 0-9 and a-z');
  }
  if (encoded.length % AUTHOR_NAME_CHARS_PER_UNIT !== 0) {
    throw new AuthorNameError('BAD_LENGTH', 'encoded author name length must be a multiple of 3');
  }
  let name = '';
  for (let index = 0; index < encoded.length; index += AUTHOR_NAME_CHARS_PER_UNIT) {
    name += String.fromCharCode(
      Number.parseInt(encoded.slice(index, index + AUTHOR_NAME_CHARS_PER_UNIT), 36),
    );
  }
  return name;
}

/** Like {@link decodeAuthorName} but returns `undefined` instead of throwing. */
export function tryDecodeAuthorName(encoded: string): string | undefined {
  try {
    return decodeAuthorName(encoded);
  } catch {
    return undefined;
  }
}
