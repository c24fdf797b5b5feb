import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_MAX_BYTES, checkImageInput } from './image-input.js';
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
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#336699' } }).png().toBuffer();
    const result = await checkImageInput(big, { source: 'file' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(await sharp(result.normalised).metadata()).toMatchObject({ width: 1024, height: 512 });
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
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).webp().toBuffer();
    const text = Buffer.from('<html>not a picture, although saved as photo.jpg</html>');
    for (const bytes of [gif, webp, text]) {
      expect(await checkImageInput(bytes, { source: 'file' })).toEqual({
        ok: false,
        code: 'wrong-format',
        message: '上传图片只能是 JPG、JPEG、PNG 格式!',
      });
      expect(await checkImageInput(bytes, { source: 'url' })).toMatchObject({ message: '搜索图片只能是 JPG、JPEG、PNG 格式!' });
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
    expect(await checkImageInput(fake, { source: 'file' })).toMatchObject({ ok: false, code: 'undecodable' });
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    // 10000 x 5000 = 50 megapixels of one colour compresses to a few kilobytes.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_SEARCH_MAX_BYTES);
    expect(await checkImageInput(bomb, { source: 'file' })).toEqual({
      ok: false,
      code: 'too-many-pixels',
      message: '搜索失败，请重新搜索～',
    });
  });
});
