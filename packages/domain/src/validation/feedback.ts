/**
 * The feedback form (help page and side bar): description 20-100 characters, optional contact,
 * optional JPG/JPEG/PNG screenshot under 20 MB.
 *
 * @module
 */
import { z } from 'zod';
import { FEEDBACK_MESSAGES } from '../messages.js';
import {
  MEBIBYTE,
  checkImageFile,
  type ImageFileCheck,
  type ImageFileFacts,
} from './image-file.js';

/** Description length limits. */
export const FEEDBACK_DESCRIPTION = { min: 20, max: 100 } as const;
/** Screenshots must be smaller than 20 MB. */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 20 * MEBIBYTE;

/** The feedback submission (`msgContent`, `userPhone`, `path`). */
export const feedbackSchema = z.object({
  msgContent: z
    .string()
    .trim()
    .min(FEEDBACK_DESCRIPTION.min, FEEDBACK_MESSAGES.descriptionTooShort)
    .max(FEEDBACK_DESCRIPTION.max, `字数不能超过${String(FEEDBACK_DESCRIPTION.max)}`),
  userPhone: z
    .string()
    .trim()
    .max(50, '字数不能超过50')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  path: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});

/** Feedback as typed by the user. */
export type FeedbackInput = z.input<typeof feedbackSchema>;
/** Feedback ready to send. */
export type Feedback = z.output<typeof feedbackSchema>;

/** Checks a screenshot: JPG/JPEG/PNG by magic bytes, smaller than 20 MB. */
export function checkFeedbackScreenshot(file: ImageFileFacts): ImageFileCheck {
  return checkImageFile(file, {
    maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
    strictlyBelow: true,
    wrongFormatMessage: FEEDBACK_MESSAGES.screenshotWrongFormat,
    tooLargeMessage: FEEDBACK_MESSAGES.screenshotTooLarge,
  });
}
