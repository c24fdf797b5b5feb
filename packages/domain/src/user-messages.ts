/**
 * The user's message centre: message kinds, their tab labels, page size and the input schemas of
 * the list and mark-read calls (shared by the API, the gateway and the web app).
 *
 * @module
 */
import { z } from 'zod';

/** What raised a message; stored as text so a new kind needs no migration. */
export const USER_MESSAGE_KINDS = [
  'system',
  'order',
  'error_reply',
  'feedback_reply',
  'conversion',
  'follow',
] as const;
export type UserMessageKind = (typeof USER_MESSAGE_KINDS)[number];

export const USER_MESSAGE_KIND_LABELS: Record<UserMessageKind, string> = {
  system: '系统通知',
  order: '订单',
  error_reply: '纠错回复',
  feedback_reply: '反馈回复',
  conversion: '版本转换',
  follow: '关注',
};

/** Messages per page in the message centre; the list call accepts up to `max`. */
export const USER_MESSAGE_PAGE = { size: 10, max: 50 } as const;

/** Most ids one mark-read call may carry (a page at most). */
export const USER_MESSAGE_READ_MAX_IDS = 50;

export const USER_MESSAGE_ERRORS = {
  kind: '消息类型无效',
  page: '页码无效',
  size: `每页条数须为 1 到 ${String(USER_MESSAGE_PAGE.max)}`,
  ids: '请选择要标记为已读的消息',
  tooManyIds: `一次最多标记 ${String(USER_MESSAGE_READ_MAX_IDS)} 条消息`,
  id: '消息编号无效',
  link: '消息链接须为站内路径',
} as const;

/** True for an in-app path: one leading slash, no scheme, no protocol-relative `//host`, no backslash. */
export function isInAppPath(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/u.test(link) && link.length <= 300;
}

const positiveInt = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d{1,9}$/u.test(value.trim()) ? Number(value.trim()) : value,
    z
      .number({ error: message })
      .int({ message })
      .positive({ message })
      .max(2_147_483_647, { message }),
  );

const booleanFlag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 1
      ? true
      : value === 'false' || value === '0' || value === 0 || value === ''
        ? false
        : value,
  z.boolean({ error: '参数 unreadOnly 须为 true 或 false' }),
);

/** The list call: page and size are 1-based numbers (query strings accepted), kind optional. */
export const userMessageListSchema = z.object({
  page: positiveInt(USER_MESSAGE_ERRORS.page).optional().default(1),
  size: positiveInt(USER_MESSAGE_ERRORS.size)
    .pipe(z.number().max(USER_MESSAGE_PAGE.max, { message: USER_MESSAGE_ERRORS.size }))
    .optional()
    .default(USER_MESSAGE_PAGE.size),
  kind: z.enum(USER_MESSAGE_KINDS, { error: USER_MESSAGE_ERRORS.kind }).optional(),
  unreadOnly: booleanFlag.optional().default(false),
});
export type UserMessageListInput = z.infer<typeof userMessageListSchema>;

/** The mark-read call: one or more ids (an array, or a comma-separated string from a form). */
export const userMessageReadSchema = z.object({
  ids: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.split(',').filter((part) => part.trim() !== '')
        : typeof value === 'number'
          ? [value]
          : value,
    z
      .array(positiveInt(USER_MESSAGE_ERRORS.id), { error: USER_MESSAGE_ERRORS.ids })
      .min(1, { message: USER_MESSAGE_ERRORS.ids })
      .max(USER_MESSAGE_READ_MAX_IDS, { message: USER_MESSAGE_ERRORS.tooManyIds }),
  ),
});
export type UserMessageReadInput = z.infer<typeof userMessageReadSchema>;
