import {
  USER_MESSAGE_ERRORS,
  USER_MESSAGE_KINDS,
  USER_MESSAGE_PAGE,
  USER_MESSAGE_READ_MAX_IDS,
} from '@yunmo/domain/user-messages';
import { z } from 'zod';
import { componentRegistry, countSchema, idSchema, maxPageNumber } from './common.js';
import { defineRoute } from './route.js';

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

export const userMessageKindSchema = component(
  z.enum(USER_MESSAGE_KINDS),
  'UserMessageKind',
  'What raised a message: system notice, paid order, error-report answer, feedback answer, version conversion, new follower.',
);
export type UserMessageKind = z.infer<typeof userMessageKindSchema>;

export const userMessageSchema = component(
  z.object({
    id: idSchema,
    kind: userMessageKindSchema,
    title: z.string(),
    body: z.string(),
    /** An in-app path of the related page, or null. */
    link: z.string().nullable(),
    createdAt: z.string(),
    read: z.boolean(),
  }),
  'UserMessage',
);
export type UserMessage = z.infer<typeof userMessageSchema>;

export const userMessagePageSchema = component(
  z.object({
    total: countSchema,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Unread messages of every kind (the header badge). */
    unread: countSchema,
    items: z.array(userMessageSchema),
  }),
  'UserMessagePage',
);
export type UserMessagePage = z.infer<typeof userMessagePageSchema>;

export const userMessageQuerySchema = z.object({
  page: z.coerce
    .number({ error: USER_MESSAGE_ERRORS.page })
    .int({ message: USER_MESSAGE_ERRORS.page })
    .min(1, USER_MESSAGE_ERRORS.page)
    .max(maxPageNumber, USER_MESSAGE_ERRORS.page)
    .default(1),
  pageSize: z.coerce
    .number({ error: USER_MESSAGE_ERRORS.size })
    .int({ message: USER_MESSAGE_ERRORS.size })
    .min(1, USER_MESSAGE_ERRORS.size)
    .max(USER_MESSAGE_PAGE.max, USER_MESSAGE_ERRORS.size)
    .default(USER_MESSAGE_PAGE.size),
  kind: z.enum(USER_MESSAGE_KINDS, { error: USER_MESSAGE_ERRORS.kind }).optional(),
  unreadOnly: z.enum(['true', 'false'], { error: '参数 unreadOnly 须为 true 或 false' }).optional(),
});
export type UserMessageQuery = z.input<typeof userMessageQuerySchema>;

/** Either some ids (the messages opened) or all: true (全部已读). */
export const markMessagesReadSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(
          z
            .number({ error: USER_MESSAGE_ERRORS.id })
            .int({ message: USER_MESSAGE_ERRORS.id })
            .min(1, USER_MESSAGE_ERRORS.id)
            .max(2_147_483_647, USER_MESSAGE_ERRORS.id),
        )
        .min(1, USER_MESSAGE_ERRORS.ids)
        .max(USER_MESSAGE_READ_MAX_IDS, USER_MESSAGE_ERRORS.tooManyIds),
    }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: '请提供要标记的消息编号 ids，或 all: true' },
);
export type MarkMessagesRead = z.infer<typeof markMessagesReadSchema>;

export const unreadCountSchema = component(z.object({ unread: countSchema }), 'UnreadCount');
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markMessagesReadResultSchema = z.object({
  /** Messages that became read by this call (already-read and other users' ids do not count). */
  changed: countSchema,
  unread: countSchema,
});
export type MarkMessagesReadResult = z.infer<typeof markMessagesReadResultSchema>;

export const listMyMessagesRoute = defineRoute({
  operationId: 'listMyMessages',
  method: 'GET',
  path: '/api/me/messages',
  summary: 'The caller’s messages, newest first, by kind or unread only',
  tags: ['me'],
  querystring: userMessageQuerySchema,
  responses: { 200: userMessagePageSchema },
  requiresLogin: true,
});

export const markMyMessagesReadRoute = defineRoute({
  operationId: 'markMyMessagesRead',
  method: 'POST',
  path: '/api/me/messages/read',
  summary:
    'Mark some of the caller’s messages, or all of them, read; answers the unread count after',
  tags: ['me'],
  body: markMessagesReadSchema,
  responses: { 200: markMessagesReadResultSchema },
  requiresLogin: true,
});

export const getMyUnreadCountRoute = defineRoute({
  operationId: 'getMyUnreadCount',
  method: 'GET',
  path: '/api/me/unread',
  summary: 'The caller’s unread message count (the header badge)',
  tags: ['me'],
  responses: { 200: unreadCountSchema },
  requiresLogin: true,
});
