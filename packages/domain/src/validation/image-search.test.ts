import { describe, expect, it } from 'vitest';
import {
  checkImageSearchFile,
  imageSearchRequestSchema,
  imageSearchUrlSchema,
} from './image-search.js';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF_HEAD = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a

function urlMessage(input: unknown): string | undefined {
  const result = imageSearchUrlSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('image search file', () => {
  const limit = 3 * 1024 * 1024;

  it('at most 3 MB', () => {
    expect(checkImageSearchFile({ name: 'a.png', size: limit, head: PNG_HEAD })).toEqual({
      ok: true,
      type: 'png',
    });
    expect(checkImageSearchFile({ name: 'a.png', size: limit + 1, head: PNG_HEAD })).toEqual({
      ok: false,
      message: '文件大小不能超过3MB，请重新上传。',
    });
  });

  it('JPG/JPEG/PNG by magic bytes', () => {
    expect(checkImageSearchFile({ name: 'a.jpeg', size: 10, head: JPEG_HEAD }).ok).toBe(true);
    expect(checkImageSearchFile({ name: 'fake.png', size: 10, head: GIF_HEAD })).toEqual({
      ok: false,
      message: '上传图片只能是 JPG、JPEG、PNG 格式!',
    });
  });
});

describe('image search URL', () => {
  it('must not be empty', () => {
    expect(urlMessage('')).toBe('输入框内容不能为空，请粘贴截图或图像网址之后再进行搜索');
    expect(urlMessage('   ')).toBe('输入框内容不能为空，请粘贴截图或图像网址之后再进行搜索');
    expect(urlMessage(undefined)).toBe('输入框内容不能为空，请粘贴截图或图像网址之后再进行搜索');
  });

  it('must be a JPG/JPEG/PNG address', () => {
    expect(urlMessage('https://img.example.com/a/b.JPG')).toBeUndefined();
    expect(urlMessage('http://img.example.com/b.png?x-oss-process=resize#top')).toBeUndefined();
    expect(urlMessage('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    for (const bad of [
      'https://img.example.com/b.gif',
      'https://img.example.com/',
      'ftp://img.example.com/b.png',
      'javascript:alert(1)//.png',
      'not a url.png',
      'https://img.example.com/b.png.html',
      'data:image/gif;base64,R0lGOD==',
    ]) {
      expect(urlMessage(bad)).toBe('搜索图片只能是 JPG、JPEG、PNG 格式!');
    }
    expect(urlMessage(`https://a.com/${'x'.repeat(5000)}.png`)).toBe(
      '该链接无法搜索，建议截图（复制）粘贴或直接上传图片搜索',
    );
  });
});

describe('image search request', () => {
  it('takes path, flag 1/2 and cid 1/2', () => {
    expect(imageSearchRequestSchema.parse({ path: '/files/a.png', flag: '1', cid: 2 })).toEqual({
      path: '/files/a.png',
      flag: 1,
      cid: 2,
    });
    expect(imageSearchRequestSchema.safeParse({ path: '/a.png', flag: 3, cid: 1 }).success).toBe(
      false,
    );
    expect(imageSearchRequestSchema.safeParse({ path: '', flag: 1, cid: 1 }).success).toBe(false);
  });
});
