import { ERROR_REPORT_CATEGORIES } from '@yunmo/domain/validation/error-report';
import { z } from 'zod';
import { componentRegistry, countSchema, idSchema, noContentSchema } from './common.js';
import { modelDetailParamsSchema } from './model-detail.js';
import { defineRoute } from './route.js';

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

export const downloadQuoteSchema = component(
  z.object({
    priceFen: z.number().int().nonnegative(),
    reason: z.enum(['member', 'paid', 'expertBeyondQuota', 'flowFee', 'memberQuota']),
    method: z.enum(['ticket', 'downloadPoints', 'beans']).nullable(),
    fundsSufficient: z.boolean(),
    balances: z.object({
      beansFen: z.number().int(),
      downloadPointsFen: z.number().int(),
      tickets: z.number().int(),
      /** Downloads left in the user's download packages (pay category 3). */
      packages: z.number().int().default(0),
    }),
    remaining: z.number().int().nullable(),
  }),
  'DownloadQuote',
  'What a download costs and how it would be paid.',
);

export const downloadFileSchema = component(
  z.object({
    action: z.enum(['download', 'open']),
    url: z.string(),
    fileName: z.string(),
    sizeBytes: countSchema.nullable(),
    sha256: z.string().nullable(),
  }),
  'DownloadFile',
);

/** The next step of the client (the download-flow state machines of @yunmo/domain). */
export const downloadStepSchema = component(
  z.discriminatedUnion('step', [
    z.object({ step: z.literal('captcha'), message: z.string() }),
    z.object({ step: z.literal('agreement') }),
    z.object({ step: z.literal('couponChoice'), quote: downloadQuoteSchema.nullable() }),
    z.object({ step: z.literal('purchaseConfirm'), quote: downloadQuoteSchema.nullable() }),
    z.object({
      step: z.literal('flowFeeConfirm'),
      feeFen: z.number().int(),
      quote: downloadQuoteSchema.nullable(),
    }),
    z.object({
      step: z.literal('memberConfirm'),
      downNumber: z.number().int().nullable(),
      quote: downloadQuoteSchema.nullable(),
    }),
    z.object({ step: z.literal('payDialog'), payPriceFen: z.number().int().nullable() }),
    z.object({ step: z.literal('triggerDownload'), quote: downloadQuoteSchema.nullable() }),
    z.object({ step: z.literal('link'), files: z.array(downloadFileSchema) }),
    z.object({
      step: z.literal('message'),
      text: z.string(),
      level: z.enum(['info', 'warning']),
      durationMs: z.number().int(),
    }),
  ]),
  'DownloadStep',
);
export type DownloadStepAnswer = z.infer<typeof downloadStepSchema>;

/** A `?source` value: letters, digits, `_` and `-`, at most 64 (参数错误 otherwise). */
export const downloadSourceSchema = z
  .string()
  .trim()
  .max(64, { error: '参数错误：source 过长' })
  .regex(/^[A-Za-z0-9_-]*$/u, { error: '参数错误：source 只能包含字母、数字、_ 和 -' });

/** The `flag` the PC site sends with the pay check and the download (docs/decisions/0024). */
export const DOWNLOAD_CLIENT_FLAG = 1;

export const downloadRequestSchema = z.object({
  versionId: idSchema.optional(),
  verify: z.string().trim().max(16).optional(),
  /** 1 ticket, 2 member quota, 3 download package; absent = automatic. */
  payCategory: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  /** Where the visitor came from: the detail page's `?source` (e.g. modelPc), forwarded to the pay check. */
  source: downloadSourceSchema.optional(),
  /** The client that asks (DOWNLOAD_CLIENT_FLAG: 1 = the PC site), sent with every pay check and download. */
  flag: z.literal(1).optional(),
});

export const downloadCheckRoute = defineRoute({
  operationId: 'checkDownload',
  method: 'POST',
  path: '/api/kinds/{kind}/models/{uuid}/download-check',
  summary: 'First download step of any kind: agreement, captcha, confirmations, or the file link',
  tags: ['downloads'],
  params: modelDetailParamsSchema,
  body: downloadRequestSchema,
  responses: { 200: downloadStepSchema },
  requiresLogin: true,
  // A granted step records the download: the model's count and the author's income move.
  publicEffect: 'counts',
});

export const downloadPayRoute = defineRoute({
  operationId: 'payDownload',
  method: 'POST',
  path: '/api/kinds/{kind}/models/{uuid}/download',
  summary:
    'The actual download after a confirmation: pays by the chosen or automatic method and answers the file link',
  tags: ['downloads'],
  params: modelDetailParamsSchema,
  body: downloadRequestSchema,
  responses: { 200: downloadStepSchema },
  requiresLogin: true,
  // A granted step records the download: the model's count and the author's income move.
  publicEffect: 'counts',
});

export const acceptDownloadAgreementRoute = defineRoute({
  operationId: 'acceptDownloadAgreement',
  method: 'PUT',
  path: '/api/downloads/agreement',
  summary: 'Accept the download agreement',
  tags: ['downloads'],
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const downloadQuotaSchema = component(
  z.object({
    tier: z.string(),
    dailyLimit: countSchema,
    dailyLeft: countSchema,
    memberMonthLimit: countSchema,
    memberMonthLeft: countSchema,
    memberTexturesLeft: countSchema,
    balances: z.object({
      beansFen: z.number().int(),
      downloadPointsFen: z.number().int(),
      tickets: z.number().int(),
      /** Downloads left in the user's download packages (pay category 3). */
      packages: z.number().int().default(0),
    }),
  }),
  'DownloadQuota',
  'What today’s and this month’s downloads have left.',
);

export const getDownloadQuotaRoute = defineRoute({
  operationId: 'getDownloadQuota',
  method: 'GET',
  path: '/api/downloads/quota',
  summary: 'The live quota meter',
  tags: ['downloads'],
  responses: { 200: downloadQuotaSchema },
  requiresLogin: true,
});

export const errorReportBodySchema = z.object({
  categories: z
    .array(z.enum(ERROR_REPORT_CATEGORIES))
    .max(ERROR_REPORT_CATEGORIES.length)
    .default([]),
  msg: z.string().max(512).optional(),
  contact: z.string().max(100).optional(),
  modelUuid: z.string().min(1).max(64),
  modelNumber: z.string().max(64).optional(),
});

export const submitErrorReportRoute = defineRoute({
  operationId: 'submitErrorReport',
  method: 'POST',
  path: '/api/error-reports',
  summary: 'Report an error of a model (categories, up to 512 characters); answers 反馈成功',
  tags: ['downloads'],
  body: errorReportBodySchema,
  responses: { 200: z.object({ message: z.string() }) },
  requiresLogin: true,
});
