/**
 * The model error report: multi-select categories, message up to 512 characters, optional
 * contact; empty fields are dropped before sending; any invalid form shows 提交错误.
 *
 * @module
 */
import { z } from 'zod';
import { FEEDBACK_MESSAGES } from '../messages.js';

/** The error categories, in display order. */
export const ERROR_REPORT_CATEGORIES = [
  '模型打不开',
  '版本错误',
  '没有灯光',
  '模型与图片不符',
  '文件解压失败',
] as const;
/** An error category. */
export type ErrorReportCategory = (typeof ERROR_REPORT_CATEGORIES)[number];

/** The message holds at most 512 characters. */
export const ERROR_REPORT_MESSAGE_MAX = 512;

const invalid = FEEDBACK_MESSAGES.submitInvalid;
const optionalText = (max: number) =>
  z
    .string(invalid)
    .trim()
    .max(max, invalid)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The form as the user fills it; the output is the `saveMsg` payload with empty fields dropped. */
export const errorReportSchema = z
  .object(
    {
      categories: z.array(z.enum(ERROR_REPORT_CATEGORIES, invalid), invalid).default([]),
      msg: optionalText(ERROR_REPORT_MESSAGE_MAX),
      contact: optionalText(100),
      modelUuid: z.string(invalid).trim().min(1, invalid).max(64, invalid),
      modelNumber: optionalText(64),
    },
    invalid,
  )
  .refine((value) => value.categories.length > 0 || value.msg !== undefined, invalid)
  .transform(({ categories, msg, contact, modelUuid, modelNumber }) => {
    const chosen = ERROR_REPORT_CATEGORIES.filter((category) => categories.includes(category));
    return {
      modelUuid,
      ...(chosen.length > 0 ? { category: chosen.join(',') } : {}),
      ...(msg ? { msg } : {}),
      ...(contact ? { contact } : {}),
      ...(modelNumber ? { modelNumber } : {}),
    };
  });

/** The report as filled in. */
export type ErrorReportInput = z.input<typeof errorReportSchema>;
/** The `saveMsg` payload. */
export type ErrorReport = z.output<typeof errorReportSchema>;
