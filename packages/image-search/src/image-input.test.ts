import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DecodeGate } from './decode-gate.js';
import {
  IMAGE_SEARCH_MAX_BYTES,
  IMAGE_SEARCH_MAX_PIXELS,
  checkImageInput,
  reencodeImage,
} from './image-input.js';
import { syntheticImage } from './synthetic-images.js';

describe('checkImageInput', () => {
  it('accepts PNG and JPEG by their bytes and normalises them', async () => {
    const png = await syntheticImage(1);
    const jpeg = await sharp(png).jpeg().toBuffer();
    const pngResult = await checkImageInput(png, { source: 'file' });
    const jpegResult = await checkImageInput(jpeg, { source: 'url' });
    expect(pngResult).toMatchObject({ ok: true, format: 'png', width: 320, height: 240 });
    expect(jpegResult).toMatchObject({ ok: true, format: 'jpeg' });
    if (pngResult.ok) expect((await sharp(pngResult.normalised).metadata()).format).toBe('png');
  });

  it('shrinks large pictures for the embedder', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const result = await checkImageInput(big, { source: 'file' });
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(await sharp(result.normalised).metadata()).toMatchObject({ width: 1024, height: 512 });
  });

  it('refuses a zero-byte file with the format message', async () => {
    expect(await checkImageInput(new Uint8Array(0), { source: 'file' })).toEqual({
      ok: false,
      code: 'empty',
      message: IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    });
  });

  it('refuses anything over 3 MB', async () => {
    const tooBig = Buffer.alloc(IMAGE_SEARCH_MAX_BYTES + 1);
    tooBig.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await checkImageInput(tooBig, { source: 'file' })).toEqual({
      ok: false,
      code: 'too-large',
      message: '文件大小不能超过3MB，请重新上传。',
    });
  });

  it('judges the format by magic bytes: text, GIF and WebP are refused whatever they are called', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const text = Buffer.from('<html>not a picture, although saved as photo.jpg</html>');
    for (const bytes of [gif, webp, text]) {
      expect(await checkImageInput(bytes, { source: 'file' })).toEqual({
        ok: false,
        code: 'wrong-format',
        message: '上传图片只能是 JPG、JPEG、PNG 格式!',
      });
      expect(await checkImageInput(bytes, { source: 'url' })).toMatchObject({
        message: '搜索图片只能是 JPG、JPEG、PNG 格式!',
      });
    }
  });

  it('refuses a truncated PNG with the generic failure', async () => {
    const png = await syntheticImage(2);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(await checkImageInput(truncated, { source: 'file' })).toEqual({
      ok: false,
      code: 'undecodable',
      message: '搜索失败，请重新搜索～',
    });
  });

  it('refuses a JPEG signature followed by garbage', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await checkImageInput(fake, { source: 'file' })).toMatchObject({
      ok: false,
      code: 'undecodable',
    });
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    // 10000 x 5000 = 50 megapixels of one colour compresses to a few kilobytes.
    const bomb = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_SEARCH_MAX_BYTES);
    expect(await checkImageInput(bomb, { source: 'file' })).toEqual({
      ok: false,
      code: 'too-many-pixels',
      message: '搜索失败，请重新搜索～',
    });
  });

  it('caps query pictures at 4096 x 4096: a 24-megapixel picture is refused from its header', async () => {
    expect(IMAGE_SEARCH_MAX_PIXELS).toBeLessThanOrEqual(4096 * 4096);
    const large = await sharp({
      create: { width: 6_000, height: 4_000, channels: 3, background: '#222' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(large.length).toBeLessThan(IMAGE_SEARCH_MAX_BYTES);
    expect(await checkImageInput(large, { source: 'file' })).toMatchObject({
      ok: false,
      code: 'too-many-pixels',
    });
    // A 12-megapixel phone photo still passes.
    const phone = await sharp({
      create: { width: 4_032, height: 3_024, channels: 3, background: '#222' },
    })
      .jpeg()
      .toBuffer();
    expect(await checkImageInput(phone, { source: 'file' })).toMatchObject({
      ok: true,
      width: 4_032,
    });
  });

  it('answers the busy message when no decode slot is free', async () => {
    const full = new DecodeGate({ maxConcurrent: 0, maxQueued: 0, maxWaitMs: 1 });
    expect(await checkImageInput(await syntheticImage(3), { source: 'file', gate: full })).toEqual({
      ok: false,
      code: 'busy',
      message: IMAGE_SEARCH_MESSAGES.busy,
    });
  });
});

describe('reencodeImage', () => {
  it('keeps only the pixels: trailing bytes and metadata are gone, the format stays', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-note' } } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const result = await reencodeImage(polyglot);
    expect(result).toMatchObject({ ok: true, format: 'png', width: 40, height: 30 });
    if (!result.ok) return;
    expect(result.data.includes(Buffer.from('<script>'))).toBe(false);
    expect(result.data.includes(Buffer.from('secret-gps-note'))).toBe(false);
    const jpeg = await reencodeImage(await sharp(png).jpeg().toBuffer());
    expect(jpeg).toMatchObject({ ok: true, format: 'jpeg' });
  });

  it('refuses random bytes behind an image signature, other formats and a 30000 x 30000 header', async () => {
    const random = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
    ]);
    expect(await reencodeImage(random)).toMatchObject({ ok: false });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await reencodeImage(gif)).toEqual({ ok: false, code: 'wrong-format' });
    // A valid PNG header claiming 30000 x 30000, nothing behind it.
    const header = Buffer.from('89504e470d0a1a0a0000000d4948445200007530000075300806000000', 'hex');
    const crc = Buffer.alloc(4);
    expect(await reencodeImage(Buffer.concat([header, crc]))).toMatchObject({ ok: false });
    const bomb = await sharp({
      create: { width: 6_000, height: 4_000, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect(await reencodeImage(bomb)).toEqual({ ok: false, code: 'too-many-pixels' });
  });
});
