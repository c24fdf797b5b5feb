/**
 * "Why not open membership": at least one reason, free text at most 100 characters. Sent as the
 * `operation` string of `saveCommonOperation`.
 *
 * @module
 */
import { z } from 'zod';
import { FEEDBACK_MESSAGES } from '../messages.js';

/** The free text holds at most 100 characters. */
export const MEMBERSHIP_REASON_TEXT_MAX = 100;

/** Reasons offered by the dialog. */
export const MEMBERSHIP_REASON_OPTIONS = [
  { id: 1, label: '价格太贵' },
  { id: 2, label: '免费模型够用' },
  { id: 3, label: '会员模型太少' },
  { id: 4, label: '下载次数不够' },
  { id: 5, label: '其他' },
] as const;

const reasonLabels = MEMBERSHIP_REASON_OPTIONS.map((option) => option.label);

/** The reasons form. */
export const membershipReasonSchema = z.object({
  reasons: z
    .array(
      z.enum(reasonLabels as [string, ...string[]], FEEDBACK_MESSAGES.membershipReasonRequired),
      FEEDBACK_MESSAGES.membershipReasonRequired,
    )
    .min(1, FEEDBACK_MESSAGES.membershipReasonRequired)
    .transform((reasons) => [...new Set(reasons)]),
  text: z
    .string()
    .trim()
    .max(MEMBERSHIP_REASON_TEXT_MAX, `字数不能超过${String(MEMBERSHIP_REASON_TEXT_MAX)}`)
    .optional(),
});

/** A valid reasons form. */
export type MembershipReason = z.output<typeof membershipReasonSchema>;

/** The `operation` string: reasons then the free text, joined by commas. */
export function membershipReasonOperation(value: MembershipReason): string {
  return [...value.reasons, ...(value.text ? [value.text] : [])].join(',');
}
