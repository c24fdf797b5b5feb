import { ORDER_STATES } from '@yunmo/domain/orders';
import { z } from 'zod';
import { defineV1Call } from './define.js';
import { legacyNullSchema, membershipPopupSchema } from './payloads.js';

/**
 * The /v1 calls the gateway does not make but other clients of the legacy API do
 * (docs/v1-catalogue.md): the operator's shutdown schedule, the upload service's preview, the
 * sandbox SMS outbox, the feedback screenshot storage and the caller's own feedback, the member
 * calls of the old pages, the close of a gold order and the texture and UE kinds' own agreement.
 * Gathered into `v1Calls` by `calls.ts`.
 */

/** A set shutdown schedule (Asia/Shanghai days, YYYY-MM-DD), or null when none is set. */
const shutdownScheduleSchema = z
  .object({ uploadClosedOn: z.string(), siteClosedOn: z.string() })
  .nullable();
const feedbackItemSchema = z.object({
  id: z.number().int(),
  userPhone: z.string().nullable(),
  msgContent: z.string().nullable(),
  /** The screenshot's address (served to its owner only), or null. */
  path: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

function kindAgree(path: `/v1/${string}`, summary: string) {
  return defineV1Call({
    method: 'POST',
    path,
    summary,
    tag: 'downloads',
    data: legacyNullSchema,
    login: true,
  });
}

export const operatorCalls = {
  shutdownSchedule: defineV1Call({
    method: 'GET',
    path: '/v1/operator/shutdown-schedule',
    summary: 'The shutdown schedule set (operator secret as bearer)',
    tag: 'operator',
    data: shutdownScheduleSchema,
  }),
  setShutdownSchedule: defineV1Call({
    method: 'PUT',
    path: '/v1/operator/shutdown-schedule',
    summary: 'Set the shutdown schedule: off, spec or YYYY-MM-DD/YYYY-MM-DD (operator secret)',
    tag: 'operator',
    body: z.object({ schedule: z.string() }),
    data: shutdownScheduleSchema,
  }),
  modelPreview: defineV1Call({
    method: 'POST',
    path: '/v1/upload/modelPreview',
    summary: "A model's new first preview (upload service secret as bearer)",
    tag: 'operator',
    body: z.object({ modelId: z.number().int(), image: z.string() }),
    data: z.object({
      path: z.string(),
      thumbPath: z.string(),
      /** The picture's windows indexed for search by image (0 for kinds not searched by image). */
      windows: z.number().int().nonnegative(),
    }),
  }),
  smsOutbox: defineV1Call({
    method: 'GET',
    path: '/v1/sms/sandbox/outbox',
    summary: 'The sandbox SMS outbox, newest first (not in production)',
    tag: 'operator',
    query: [['phone', 'only the messages to this phone']],
    data: z.array(z.object({ phone: z.string(), text: z.string(), sentAt: z.string() })),
  }),
  feedbackStorage: defineV1Call({
    method: 'POST',
    path: '/v1/feedback/storage',
    summary: 'Store a feedback screenshot (multipart form of the policy’s fields, then the file)',
    tag: 'account',
    data: z.object({ path: z.string() }),
  }),
  myFeedback: defineV1Call({
    method: 'GET',
    path: '/v1/feedback/mine',
    summary: 'The caller’s own feedback, newest first (50)',
    tag: 'account',
    data: z.array(feedbackItemSchema),
    login: true,
  }),
  feedbackDetail: defineV1Call({
    method: 'GET',
    path: '/v1/feedback/detail',
    summary: 'One of the caller’s own feedback',
    tag: 'account',
    query: [['id', 'feedback id']],
    data: feedbackItemSchema,
    login: true,
  }),
  checkMember: defineV1Call({
    method: 'POST',
    path: '/v1/member/checkMember',
    publicEffect: 'none',
    summary: 'Membership state (201: a company sub-account)',
    tag: 'payments',
    data: z.object({
      money: z.string(),
      /** Seconds left of the membership (0 without one). */
      time: z.number().int().nonnegative(),
      category: z.number().int(),
      SHINECLOUD_GOLD: z.boolean(),
      SHINECLOUD_GOLD_END: z.string().nullable(),
    }),
    login: true,
  }),
  memberOperation: defineV1Call({
    method: 'POST',
    path: '/v1/member/operation',
    summary: 'Record a popup operation by user name',
    tag: 'payments',
    body: z.object({ userName: z.string(), operation: z.string() }),
    data: legacyNullSchema,
  }),
  memberInfo: defineV1Call({
    method: 'GET',
    path: '/v1/member/info',
    summary: 'Popup info by user name (the owner’s own state, anyone else the visitor’s)',
    tag: 'payments',
    query: [['userName', 'user name']],
    data: membershipPopupSchema,
  }),
  closeGoldOrder: defineV1Call({
    method: 'POST',
    path: '/v1/gold/closeGoldQrcodeOrder',
    summary: 'Close a gold order',
    tag: 'payments',
    body: z.object({
      tradeNo: z.string(),
      payType: z.string().optional(),
      oper: z.unknown().optional(),
    }),
    data: z.object({ outTradeNo: z.string(), state: z.enum(ORDER_STATES) }),
    login: true,
  }),
  mappingAgree: kindAgree('/v1/mapping-detail/agree', 'Accept the download agreement (textures)'),
  ue4Agree: kindAgree('/v1/ue4-detail/agree', 'Accept the download agreement (UE models)'),
  uecAgree: kindAgree('/v1/uec-detail/agree', 'Accept the download agreement (UE materials)'),
} as const;
