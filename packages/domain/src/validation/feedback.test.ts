import { describe, expect, it } from 'vitest';
import { checkFeedbackScreenshot, feedbackSchema } from './feedback.js';

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF_HEAD = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a

const twenty = '模型下载后打不开，解压时提示文件损坏求助';

function firstMessage(input: unknown): string | undefined {
  const result = feedbackSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('feedback form', () => {
  it('needs at least 20 characters after trimming', () => {
    expect(twenty.length).toBe(20);
    expect(feedbackSchema.parse({ msgContent: `  ${twenty}  ` })).toEqual({ msgContent: twenty });
    expect(firstMessage({ msgContent: twenty.slice(1) })).toBe('描述问题字数长度不能低于20');
    expect(firstMessage({ msgContent: `   ${twenty.slice(1)}   ` })).toBe(
      '描述问题字数长度不能低于20',
    );
  });

  it('allows at most 100 characters', () => {
    expect(feedbackSchema.safeParse({ msgContent: 'a'.repeat(100) }).success).toBe(true);
    expect(firstMessage({ msgContent: 'a'.repeat(101) })).toBe('字数不能超过100');
  });

  it('keeps contact and screenshot path, dropping empty ones', () => {
    expect(
      feedbackSchema.parse({ msgContent: twenty, userPhone: ' 13800000000 ', path: '' }),
    ).toEqual({
      msgContent: twenty,
      userPhone: '13800000000',
    });
    expect(
      feedbackSchema.parse({ msgContent: twenty, userPhone: '', path: '/files/s.png' }),
    ).toEqual({
      msgContent: twenty,
      path: '/files/s.png',
    });
    expect(feedbackSchema.safeParse({}).success).toBe(false);
  });

  it('screenshot: JPG/JPEG/PNG, under 20 MB', () => {
    const limit = 20 * 1024 * 1024;
    expect(checkFeedbackScreenshot({ name: 's.jpg', size: limit - 1, head: JPEG_HEAD })).toEqual({
      ok: true,
      type: 'jpeg',
    });
    expect(checkFeedbackScreenshot({ name: 's.jpg', size: limit, head: JPEG_HEAD })).toEqual({
      ok: false,
      message: '文件过大，单文件大小限制20MB!',
    });
    expect(checkFeedbackScreenshot({ name: 's.gif', size: 10, head: GIF_HEAD })).toEqual({
      ok: false,
      message: '文件格式错误，请使用JPG/JPEG/PNG格式图片!',
    });
  });
});
