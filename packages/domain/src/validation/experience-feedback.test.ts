import { describe, expect, it } from 'vitest';
import { SATISFACTION_OPTIONS, experienceFeedbackSchema } from './experience-feedback.js';

describe('experience feedback', () => {
  it('offers 1 满意 and 2 不满意', () => {
    expect(SATISFACTION_OPTIONS).toEqual([
      { value: 1, label: '满意' },
      { value: 2, label: '不满意' },
    ]);
  });

  it('requires satisfaction', () => {
    for (const input of [{}, { satisfied: 3 }, { satisfied: '1' }]) {
      const result = experienceFeedbackSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('请选择满意度');
    }
  });

  it('sends dissatisfaction only when dissatisfied', () => {
    expect(
      experienceFeedbackSchema.parse({
        satisfied: 1,
        dissatisfaction: '太慢',
        suggestion: ' 加油 ',
      }),
    ).toEqual({
      satisfied: 1,
      suggestion: '加油',
    });
    expect(
      experienceFeedbackSchema.parse({ satisfied: 2, dissatisfaction: '太慢', suggestion: '' }),
    ).toEqual({
      satisfied: 2,
      dissatisfaction: '太慢',
    });
  });

  it('limits each text to 300', () => {
    expect(
      experienceFeedbackSchema.safeParse({ satisfied: 2, dissatisfaction: 'a'.repeat(300) })
        .success,
    ).toBe(true);
    const result = experienceFeedbackSchema.safeParse({
      satisfied: 2,
      suggestion: 'a'.repeat(301),
    });
    expect(result.error?.issues[0]?.message).toBe('字数不能超过300');
  });
});
