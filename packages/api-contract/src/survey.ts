import { SURVEY_TEXT_MAX } from '@yunmo/domain/validation/survey';
import { z } from 'zod';
import { componentRegistry } from './common.js';
import { defineRoute } from './route.js';

function named<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

const choice = z.number().int();
const text = z.string().max(SURVEY_TEXT_MAX * 2);

/**
 * The survey as the form sends it. Only the types are checked here: the gateway then applies the
 * rules of `@yunmo/domain/validation/survey` (the form's own schema), so refusals carry the
 * form's messages exactly. Every field is optional at this level for the same reason.
 */
export const surveyBodySchema = named(
  z.object({
    problem1: choice.optional(),
    problem2: z.array(choice).max(20).optional(),
    modelCategory: text.optional(),
    platformName: text.optional(),
    problem3: z.array(choice).max(20).optional(),
    /** The reward: 1 render voucher (10 yuan), 2 five download coupons, 3 a 5 yuan voucher and four coupons. */
    problem4: choice.optional(),
    input4: text.optional(),
    /** QQ number or WeChat id. */
    input5: text.optional(),
  }),
  'SurveyAnswers',
);

export const surveyResultSchema = named(z.object({ reward: z.number().int() }), 'SurveyResult');

export const submitSurveyRoute = defineRoute({
  operationId: 'submitSurvey',
  method: 'POST',
  path: '/api/survey',
  summary: 'Submit the user survey (once per user; 422 with legacyCode 409 when already answered)',
  tags: ['survey'],
  body: surveyBodySchema,
  responses: { 201: surveyResultSchema },
  requiresLogin: true,
});
