import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_CATEGORIES, errorReportSchema } from './error-report.js';

describe('error report', () => {
  it('offers the five categories', () => {
    expect(ERROR_REPORT_CATEGORIES).toEqual([
      '模型打不开',
      '版本错误',
      '没有灯光',
      '模型与图片不符',
      '文件解压失败',
    ]);
  });

  it('joins categories in display order and drops empty fields', () => {
    expect(
      errorReportSchema.parse({
        categories: ['没有灯光', '模型打不开', '没有灯光'],
        msg: '  ',
        contact: '',
        modelUuid: 'u-1',
        modelNumber: '',
      }),
    ).toEqual({ modelUuid: 'u-1', category: '模型打不开,没有灯光' });
    expect(
      errorReportSchema.parse({
        msg: ' 贴图丢失 ',
        contact: 'qq 12345',
        modelUuid: 'u',
        modelNumber: 'M1',
      }),
    ).toEqual({
      modelUuid: 'u',
      msg: '贴图丢失',
      contact: 'qq 12345',
      modelNumber: 'M1',
    });
  });

  it('answers 提交错误 for any invalid form', () => {
    const invalid = [
      { modelUuid: 'u' },
      { categories: ['未知'], modelUuid: 'u' },
      { categories: ['版本错误'], modelUuid: '' },
      { categories: ['版本错误'] },
      { msg: 'a'.repeat(513), modelUuid: 'u' },
      null,
    ];
    for (const input of invalid) {
      const result = errorReportSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) expect(issue.message).toBe('提交错误');
    }
    expect(errorReportSchema.safeParse({ msg: 'a'.repeat(512), modelUuid: 'u' }).success).toBe(
      true,
    );
  });
});
