import { describe, expect, it } from 'vitest';
import {
  SURVEY_REWARDS,
  isQqOrWechat,
  surveyPayload,
  surveySchema,
  type SurveyInput,
} from './survey.js';

const valid: SurveyInput = {
  problem1: 2,
  problem2: [3],
  problem3: [1, 2],
  problem4: 1,
  input4: '希望模型更多',
  input5: '12345',
};

function messages(input: unknown): string[] {
  const result = surveySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('survey', () => {
  it('rewards 1/2/3 as the spec', () => {
    expect(SURVEY_REWARDS.map((reward) => reward.id)).toEqual([1, 2, 3]);
  });

  it('accepts a complete survey', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('requires every question with the spec messages', () => {
    expect(messages({ ...valid, problem2: [] })).toEqual([
      '请至少选择一个没有继续使用炫云模型网站下载模型的原因',
    ]);
    expect(messages({ ...valid, problem2: [99] })).toEqual([
      '请至少选择一个没有继续使用炫云模型网站下载模型的原因',
    ]);
    expect(messages({ ...valid, input4: '  ' })).toEqual(['请输入您的建议或意见']);
    expect(messages({ ...valid, input4: undefined })).toEqual(['请输入您的建议或意见']);
    expect(messages({ ...valid, input5: '' })).toEqual(['请输入QQ号或微信号']);
    expect(messages({ ...valid, problem1: undefined })).toHaveLength(1);
    expect(messages({ ...valid, problem3: [] })).toHaveLength(1);
    expect(messages({ ...valid, problem4: 4 })).toHaveLength(1);
  });

  it('checks QQ numbers and WeChat ids', () => {
    for (const good of [
      '12345',
      '987654321012',
      'wxid_ab',
      'a12345',
      'Zhang-san_2024',
      `a${'b'.repeat(19)}`,
    ]) {
      expect(isQqOrWechat(good)).toBe(true);
    }
    for (const bad of [
      '01234',
      '1234',
      'abcde',
      '1abcdef',
      `a${'b'.repeat(20)}`,
      'ab cd ef',
      '微信号码abc',
    ]) {
      expect(isQqOrWechat(bad)).toBe(false);
      expect(messages({ ...valid, input5: bad })).toEqual(['请输入有效的QQ号或微信号']);
    }
  });

  it("requires the category text when 'can't find model' is chosen", () => {
    expect(messages({ ...valid, problem2: [1] })).toEqual(['请添加需要的模型类别']);
    expect(messages({ ...valid, problem2: [1], modelCategory: '  ' })).toEqual([
      '请添加需要的模型类别',
    ]);
    expect(
      surveySchema.parse({ ...valid, problem2: [1], modelCategory: '中式家具' }).modelCategory,
    ).toBe('中式家具');
  });

  it("requires the platform name when 'using other platform' is chosen", () => {
    expect(messages({ ...valid, problem2: [5] })).toEqual(['请输入平台名称']);
    expect(messages({ ...valid, problem2: [1, 5] })).toEqual([
      '请添加需要的模型类别',
      '请输入平台名称',
    ]);
  });

  it('drops conditional texts whose option is not chosen and builds the payload', () => {
    const survey = surveySchema.parse({
      ...valid,
      problem2: [5, 3, 5],
      platformName: '某平台',
      modelCategory: '灯具',
    });
    expect(survey.problem2).toEqual([3, 5]);
    expect(survey.modelCategory).toBeUndefined();
    const payload = surveyPayload(survey);
    expect(payload.reward).toBe(1);
    expect(JSON.parse(payload.surveyMsg)).toMatchObject({
      problem1: 2,
      problem2: [3, 5],
      platformName: '某平台',
    });
  });
});
