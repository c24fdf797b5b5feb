import { describe, expect, it } from 'vitest';
import { membershipReasonOperation, membershipReasonSchema } from './membership-reason.js';

describe('membership reason', () => {
  it('needs at least one reason', () => {
    for (const input of [{ reasons: [] }, {}, { reasons: ['不存在的原因'] }]) {
      const result = membershipReasonSchema.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe('请选择至少一个原因哦~');
    }
  });

  it('limits the text to 100 and builds the operation string', () => {
    const value = membershipReasonSchema.parse({
      reasons: ['价格太贵', '价格太贵', '其他'],
      text: ' 暂时不需要 ',
    });
    expect(value).toEqual({ reasons: ['价格太贵', '其他'], text: '暂时不需要' });
    expect(membershipReasonOperation(value)).toBe('价格太贵,其他,暂时不需要');
    expect(membershipReasonOperation(membershipReasonSchema.parse({ reasons: ['其他'] }))).toBe(
      '其他',
    );
    const tooLong = membershipReasonSchema.safeParse({ reasons: ['其他'], text: 'a'.repeat(101) });
    expect(tooLong.error?.issues[0]?.message).toBe('字数不能超过100');
  });
});
