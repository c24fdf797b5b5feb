/**
 * Experience feedback: satisfaction required (1 满意, 2 不满意); the dissatisfaction text is sent
 * only when dissatisfied; dissatisfaction and suggestion at most 300 characters each.
 *
 * @module
 */
import { z } from 'zod';
import { FEEDBACK_MESSAGES } from '../messages.js';

/** Satisfaction options. */
export const SATISFACTION_OPTIONS = [
  { value: 1, label: FEEDBACK_MESSAGES.satisfied },
  { value: 2, label: FEEDBACK_MESSAGES.dissatisfied },
] as const;

/** Text fields hold at most 300 characters. */
export const EXPERIENCE_FEEDBACK_TEXT_MAX = 300;

const text = z
  .string()
  .trim()
  .max(EXPERIENCE_FEEDBACK_TEXT_MAX, `字数不能超过${String(EXPERIENCE_FEEDBACK_TEXT_MAX)}`)
  .optional();

/** The feedback submission (`satisfied`, `dissatisfaction`, `suggestion`). */
export const experienceFeedbackSchema = z
  .object({
    satisfied: z.union([z.literal(1), z.literal(2)], FEEDBACK_MESSAGES.satisfactionRequired),
    dissatisfaction: text,
    suggestion: text,
  })
  .transform(({ satisfied, dissatisfaction, suggestion }) => ({
    satisfied,
    ...(satisfied === 2 && dissatisfaction ? { dissatisfaction } : {}),
    ...(suggestion ? { suggestion } : {}),
  }));

/** Experience feedback as typed. */
export type ExperienceFeedbackInput = z.input<typeof experienceFeedbackSchema>;
/** Experience feedback ready to send. */
export type ExperienceFeedback = z.output<typeof experienceFeedbackSchema>;
