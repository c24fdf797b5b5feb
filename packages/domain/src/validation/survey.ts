/**
 * The user survey (`/survey/survey`): four questions, two text inputs and a reward choice.
 *
 * Option texts other than the spec's messages are this project's wording; the ids are what the
 * payload carries.
 *
 * @module
 */
import { z } from 'zod';
import { SURVEY_MESSAGES } from '../messages.js';

/** problem1: how the user has been downloading models lately (single choice). */
export const SURVEY_PROBLEM1_OPTIONS = [
  { id: 1, label: '经常使用' },
  { id: 2, label: '偶尔使用' },
  { id: 3, label: '很少使用' },
  { id: 4, label: '已不再使用' },
] as const;

/** problem2: why the user stopped downloading here (multiple choice). */
export const SURVEY_PROBLEM2_OPTIONS = [
  { id: 1, label: '找不到需要的模型' },
  { id: 2, label: '模型质量不高' },
  { id: 3, label: '价格太贵' },
  { id: 4, label: '下载速度慢' },
  { id: 5, label: '使用其他平台' },
  { id: 6, label: '其他' },
] as const;

/** The problem2 option that requires the missing model category. */
export const SURVEY_CANNOT_FIND_MODEL_ID = 1;
/** The problem2 option that requires the other platform's name. */
export const SURVEY_OTHER_PLATFORM_ID = 5;

/** problem3: what should improve (multiple choice). */
export const SURVEY_PROBLEM3_OPTIONS = [
  { id: 1, label: '增加模型数量' },
  { id: 2, label: '提高模型质量' },
  { id: 3, label: '降低价格' },
  { id: 4, label: '提升下载速度' },
  { id: 5, label: '优化搜索' },
  { id: 6, label: '其他' },
] as const;

/** problem4: the reward (browsing spec, «Business constants and limits»). */
export const SURVEY_REWARDS = [
  { id: 1, label: '10元渲染券' },
  { id: 2, label: '5张下载券' },
  { id: 3, label: '5元代金券+4张下载券' },
] as const;

/** Messages of the choices the spec leaves unnamed. */
export const SURVEY_CHOICE_MESSAGES = {
  problem1Required: '请选择您最近使用炫云模型网站下载模型的情况',
  improvementRequired: '请至少选择一个需要改进的地方',
  rewardRequired: '请选择您想要的奖励',
} as const;

/** QQ numbers: digits starting 1-9, at least 5 digits. */
export const QQ_PATTERN = /^[1-9][0-9]{4,}$/;
/** WeChat ids: a letter followed by 5-19 letters, digits, hyphens or underscores. */
export const WECHAT_PATTERN = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;

/** True for a QQ number or a WeChat id. */
export function isQqOrWechat(value: string): boolean {
  return QQ_PATTERN.test(value) || WECHAT_PATTERN.test(value);
}

/** Text inputs hold at most 300 characters. */
export const SURVEY_TEXT_MAX = 300;

function idsOf(options: readonly { id: number }[]): [number, ...number[]] {
  return options.map((option) => option.id) as [number, ...number[]];
}

function oneOf(options: readonly { id: number }[], message: string): z.ZodType<number> {
  const ids = idsOf(options);
  return z.number(message).refine((value) => ids.includes(value), message);
}

function someOf(options: readonly { id: number }[], message: string): z.ZodType<number[]> {
  return z
    .array(oneOf(options, message), message)
    .min(1, message)
    .transform((values) => [...new Set(values)].sort((left, right) => left - right));
}

const optionalText = z
  .string()
  .trim()
  .max(SURVEY_TEXT_MAX, `字数不能超过${String(SURVEY_TEXT_MAX)}`)
  .optional();

/** The survey form. */
export const surveySchema = z
  .object({
    problem1: oneOf(SURVEY_PROBLEM1_OPTIONS, SURVEY_CHOICE_MESSAGES.problem1Required),
    problem2: someOf(SURVEY_PROBLEM2_OPTIONS, SURVEY_MESSAGES.reasonRequired),
    modelCategory: optionalText,
    platformName: optionalText,
    problem3: someOf(SURVEY_PROBLEM3_OPTIONS, SURVEY_CHOICE_MESSAGES.improvementRequired),
    problem4: oneOf(SURVEY_REWARDS, SURVEY_CHOICE_MESSAGES.rewardRequired),
    input4: z
      .string(SURVEY_MESSAGES.adviceRequired)
      .trim()
      .min(1, { message: SURVEY_MESSAGES.adviceRequired, abort: true })
      .max(SURVEY_TEXT_MAX, `字数不能超过${String(SURVEY_TEXT_MAX)}`),
    input5: z
      .string(SURVEY_MESSAGES.contactRequired)
      .trim()
      .min(1, { message: SURVEY_MESSAGES.contactRequired, abort: true })
      .refine(isQqOrWechat, SURVEY_MESSAGES.contactInvalid),
  })
  .superRefine((value, context) => {
    if (value.problem2.includes(SURVEY_CANNOT_FIND_MODEL_ID) && !value.modelCategory) {
      context.addIssue({
        code: 'custom',
        path: ['modelCategory'],
        message: SURVEY_MESSAGES.modelCategoryRequired,
      });
    }
    if (value.problem2.includes(SURVEY_OTHER_PLATFORM_ID) && !value.platformName) {
      context.addIssue({
        code: 'custom',
        path: ['platformName'],
        message: SURVEY_MESSAGES.platformNameRequired,
      });
    }
  })
  .transform((value) => ({
    ...value,
    // Conditional texts are only kept when their option is chosen.
    modelCategory: value.problem2.includes(SURVEY_CANNOT_FIND_MODEL_ID)
      ? value.modelCategory
      : undefined,
    platformName: value.problem2.includes(SURVEY_OTHER_PLATFORM_ID)
      ? value.platformName
      : undefined,
  }));

/** The survey as filled in. */
export type SurveyInput = z.input<typeof surveySchema>;
/** A valid survey. */
export type Survey = z.output<typeof surveySchema>;

/** The submit payload: `surveyMsg` (the answers as JSON) and `reward`. */
export function surveyPayload(survey: Survey): { surveyMsg: string; reward: number } {
  const { problem4, ...answers } = survey;
  return { surveyMsg: JSON.stringify(answers), reward: problem4 };
}
