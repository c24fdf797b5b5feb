import { describe, expect, it } from 'vitest';
import { checkImageFile, detectImageType, hasAcceptedImageExtension } from './image-file.js';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF_HEAD = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a

const rules = {
  maxBytes: 100,
  strictlyBelow: false,
  wrongFormatMessage: 'format',
  tooLargeMessage: 'size',
};

describe('image file checks', () => {
  it('detects JPEG and PNG by magic bytes', () => {
    expect(detectImageType(PNG_HEAD)).toBe('png');
    expect(detectImageType(JPEG_HEAD)).toBe('jpeg');
    expect(detectImageType(GIF_HEAD)).toBeUndefined();
    expect(detectImageType(new Uint8Array([0x89, 0x50]))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });

  it('accepts JPG/JPEG/PNG extensions or none', () => {
    expect(hasAcceptedImageExtension('a.JPG')).toBe(true);
    expect(hasAcceptedImageExtension('a.jpeg')).toBe(true);
    expect(hasAcceptedImageExtension('a.png')).toBe(true);
    expect(hasAcceptedImageExtension('image')).toBe(true);
    expect(hasAcceptedImageExtension('a.gif')).toBe(false);
    expect(hasAcceptedImageExtension('a.png.exe')).toBe(false);
  });

  it('checks format first, then size', () => {
    expect(checkImageFile({ name: 'a.png', size: 100, head: PNG_HEAD }, rules)).toEqual({
      ok: true,
      type: 'png',
    });
    expect(checkImageFile({ name: 'a.png', size: 101, head: PNG_HEAD }, rules)).toEqual({
      ok: false,
      message: 'size',
    });
    expect(
      checkImageFile(
        { name: 'a.png', size: 100, head: PNG_HEAD },
        { ...rules, strictlyBelow: true },
      ),
    ).toEqual({
      ok: false,
      message: 'size',
    });
    expect(checkImageFile({ name: 'a.png', size: 101, head: GIF_HEAD }, rules)).toEqual({
      ok: false,
      message: 'format',
    });
    expect(checkImageFile({ name: 'a.gif', size: 1, head: JPEG_HEAD }, rules)).toEqual({
      ok: false,
      message: 'format',
    });
    expect(checkImageFile({ name: 'a.jpg', size: -1, head: JPEG_HEAD }, rules)).toEqual({
      ok: false,
      message: 'size',
    });
    expect(checkImageFile({ name: 'a.jpg', size: Number.NaN, head: JPEG_HEAD }, rules)).toEqual({
      ok: false,
      message: 'size',
    });
  });
});
