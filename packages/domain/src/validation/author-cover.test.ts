import { describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_MESSAGES } from '../messages.js';
import {
  AUTHOR_COVER_MAX_BYTES,
  authorCoverSchema,
  checkAuthorCoverFile,
  coverBase64,
} from './author-cover.js';

const pngHead = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const gifHead = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]);

describe('author cover', () => {
  it('takes a JPG/JPEG/PNG file of at most 3 MB, judged by its bytes', () => {
    expect(
      checkAuthorCoverFile({ name: 'cover.png', size: AUTHOR_COVER_MAX_BYTES, head: pngHead }).ok,
    ).toBe(true);
    expect(
      checkAuthorCoverFile({ name: 'cover.png', size: AUTHOR_COVER_MAX_BYTES + 1, head: pngHead }),
    ).toEqual({ ok: false, message: IMAGE_SEARCH_MESSAGES.fileTooLarge });
    expect(checkAuthorCoverFile({ name: 'cover.png', size: 10, head: gifHead })).toEqual({
      ok: false,
      message: IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    });
  });

  it('accepts only JPEG or PNG data URLs and hands back their payload', () => {
    expect(
      authorCoverSchema.safeParse({ image: 'data:image/png;base64,iVBORw0KGgo=' }).success,
    ).toBe(true);
    expect(coverBase64(' data:image/jpeg;base64,/9j/4AAQ ')).toBe('/9j/4AAQ');
    for (const image of [
      'data:image/gif;base64,R0lGOD',
      'https://example.com/a.png',
      'data:image/png;base64,<script>',
      '',
    ]) {
      const parsed = authorCoverSchema.safeParse({ image });
      expect(parsed.success, image).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(IMAGE_SEARCH_MESSAGES.fileWrongFormat);
      expect(coverBase64(image)).toBeUndefined();
    }
    expect(
      authorCoverSchema.safeParse({ image: `data:image/png;base64,${'A'.repeat(4_300_000)}` }).error
        ?.issues[0]?.message,
    ).toBe(IMAGE_SEARCH_MESSAGES.fileTooLarge);
  });
});
