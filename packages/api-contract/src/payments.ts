import { ORDER_PURPOSES, ORDER_STATES } from '@yunmo/domain/orders';
import { z } from 'zod';
import {
  componentRegistry,
  countSchema,
  idSchema,
  listPageSchema,
  noContentSchema,
} from './common.js';
import { defineRoute } from './route.js';

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

const fenSchema = z.number().int().nonnegative();
/** Order numbers: `YM`, a UTC timestamp and 8 hex digits. */
export const orderNumberSchema = z
  .string()
  .regex(/^YM\d{14}[0-9A-F]{8}$/u, { error: '订单号无效' });
const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,64}$/u, { error: 'idempotencyKey 须为 8 到 64 位字母、数字或 _.:-' })
  .optional();

export const qrOrderSchema = component(
  z.object({
    orderNumber: orderNumberSchema,
    /** A scannable PNG QR code as a data URL. */
    qrCodeDataUrl: z.string(),
    /** The sandbox cashier page the QR code opens (null with a real provider). */
    cashierUrl: z.string().nullable(),
    priceFen: fenSchema,
    expiresAt: z.string(),
  }),
  'QrOrder',
  'An order waiting to be paid by scanning its QR code.',
);

export const purchaseResultSchema = component(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('paid'), orderNumber: orderNumberSchema, message: z.string() }),
    z.object({ status: z.literal('awaitingPayment'), order: qrOrderSchema }),
  ]),
  'PurchaseResult',
  'Beans payments are paid at once; QR payments wait for the payer.',
);

export const orderStatusSchema = component(
  z.object({
    orderNumber: orderNumberSchema,
    state: z.enum(ORDER_STATES),
    /** Paid single download: the file link. */
    downloadUrl: z.string().nullable(),
    downloadFileName: z.string().nullable(),
    /** Package orders: package downloads the user now holds. */
    downloadPackageNumber: countSchema.nullable(),
  }),
  'OrderStatus',
);

const qrMethodSchema = z.enum(['wechat', 'alipay']);
const purchaseMethodSchema = z.enum(['beans', 'wechat', 'alipay']);

export const goldPriceSchema = component(
  z.object({ priceFen: fenSchema, oldPriceFen: fenSchema, discount: z.number().int() }),
  'GoldPrice',
);

export const goldStatusSchema = component(
  z.object({
    isGold: z.boolean(),
    goldEnd: z.string().nullable(),
    /** The end date after buying now (one year after the current end, or after today). */
    nextGoldEnd: z.string(),
    isSubAccount: z.boolean(),
  }),
  'GoldStatus',
);

export const downloadPackageSchema = component(
  z.object({
    id: idSchema,
    name: z.string(),
    downloads: countSchema,
    priceFen: fenSchema,
    originalPriceFen: fenSchema,
  }),
  'DownloadPackage',
);

export const membershipOfferSchema = component(
  z.object({
    priceFen: fenSchema,
    originalPriceFen: fenSchema,
    defaultPriceFen: fenSchema,
    perModelPriceFen: fenSchema,
    /** Trial discount percent (62, 70 or 80), null without a running trial. */
    discount: z.number().int().nullable(),
    trialEndsAt: z.string().nullable(),
    memberEndsAt: z.string().nullable(),
    /** 1 experience member, 2 paid plan, 3 gold, 0 none. */
    category: z.number().int(),
    isSubAccount: z.boolean(),
    loggedIn: z.boolean(),
    /** This visit of the page (the access call's uuid), carried by the membership order. */
    accessId: z.string().nullable(),
  }),
  'MembershipOffer',
);

export const membershipPopupSchema = component(
  z.object({
    category: z.number().int(),
    openWindow: z.union([z.literal(0), z.literal(1)]),
    moneyFen: fenSchema,
    experienceNumber: countSchema,
  }),
  'MembershipPopup',
);

export const MEMBERSHIP_WINDOW_OPERATIONS = [
  'OpenMembership',
  'FreeDown',
  'Close',
  'TipClose',
  'Submit',
] as const;

export const getGoldPriceRoute = defineRoute({
  operationId: 'getGoldPrice',
  method: 'GET',
  path: '/api/payments/gold-price',
  summary: 'Gold membership price (99 a year, was 158, discount 62)',
  tags: ['payments'],
  responses: { 200: goldPriceSchema },
});

export const getGoldStatusRoute = defineRoute({
  operationId: 'getGoldStatus',
  method: 'GET',
  path: '/api/payments/gold',
  summary: 'The caller’s gold membership and the end date a purchase would give',
  tags: ['payments'],
  responses: { 200: goldStatusSchema },
  requiresLogin: true,
});

export const createGoldOrderRoute = defineRoute({
  operationId: 'createGoldOrder',
  method: 'POST',
  path: '/api/payments/gold-orders',
  summary:
    'Buy or renew gold for one year with beans or a QR order (422 with legacyCode 20702, 20802, 20803, 20700)',
  tags: ['payments'],
  body: z.object({ method: purchaseMethodSchema, idempotencyKey: idempotencyKeySchema }),
  responses: { 201: purchaseResultSchema },
  location: '/api/payments/orders/{orderNumber}',
  requiresLogin: true,
});

export const listDownloadPackagesRoute = defineRoute({
  operationId: 'listDownloadPackages',
  method: 'GET',
  path: '/api/payments/packages',
  summary: 'Download packages on sale',
  tags: ['payments'],
  responses: { 200: listPageSchema(downloadPackageSchema) },
});

export const createPackageOrderRoute = defineRoute({
  operationId: 'createPackageOrder',
  method: 'POST',
  path: '/api/payments/package-orders',
  summary: 'Buy a download package by QR order',
  tags: ['payments'],
  body: z.object({
    packageId: idSchema,
    method: qrMethodSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  responses: { 201: purchaseResultSchema },
  location: '/api/payments/orders/{orderNumber}',
  requiresLogin: true,
});

export const createDownloadOrderRoute = defineRoute({
  operationId: 'createDownloadOrder',
  method: 'POST',
  path: '/api/payments/download-orders',
  summary: 'Pay one download of a MAX or SU model with beans or a QR order',
  tags: ['payments'],
  body: z.object({
    uuid: z.uuid({ error: '模型编号无效' }),
    versionId: idSchema.optional(),
    method: purchaseMethodSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  responses: { 201: purchaseResultSchema },
  location: '/api/payments/orders/{orderNumber}',
  requiresLogin: true,
});

export const createMembershipOrderRoute = defineRoute({
  operationId: 'createMembershipOrder',
  method: 'POST',
  path: '/api/payments/membership-orders',
  summary: 'Open the yearly membership with beans or a QR order',
  tags: ['payments'],
  body: z.object({
    method: purchaseMethodSchema,
    uuid: z.string().max(64).optional(),
    idempotencyKey: idempotencyKeySchema,
  }),
  responses: { 201: purchaseResultSchema },
  location: '/api/payments/orders/{orderNumber}',
  requiresLogin: true,
});

export const getOrderStatusRoute = defineRoute({
  operationId: 'getOrderStatus',
  method: 'GET',
  path: '/api/payments/orders/{orderNumber}',
  summary: 'The state of one of the caller’s orders (polled every second by the QR dialog)',
  tags: ['payments'],
  params: z.object({ orderNumber: orderNumberSchema }),
  querystring: z.object({ purpose: z.enum(ORDER_PURPOSES) }),
  responses: { 200: orderStatusSchema },
  requiresLogin: true,
});

export const closeOrderRoute = defineRoute({
  operationId: 'closeOrder',
  method: 'DELETE',
  path: '/api/payments/orders/{orderNumber}',
  summary: 'Close an unpaid order (the QR dialog was closed); a paid order stays paid',
  tags: ['payments'],
  params: z.object({ orderNumber: orderNumberSchema }),
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const getMembershipOfferRoute = defineRoute({
  operationId: 'getMembershipOffer',
  method: 'GET',
  path: '/api/membership',
  summary:
    'The membership page: price, per-model price, trial discount and countdown, sub-account branch',
  tags: ['membership'],
  /** Where the visitor came from: the page's query a or source. */
  querystring: z.object({ source: z.string().max(64).optional() }),
  responses: { 200: membershipOfferSchema },
});

export const startMembershipTrialRoute = defineRoute({
  operationId: 'startMembershipTrial',
  method: 'POST',
  path: '/api/membership/trial',
  summary: 'Start the 7-day experience membership (422 when already tried)',
  tags: ['membership'],
  responses: { 200: z.object({ experienceNumber: countSchema, endTime: z.string() }) },
  requiresLogin: true,
});

export const getMembershipPopupRoute = defineRoute({
  operationId: 'getMembershipPopup',
  method: 'GET',
  path: '/api/membership/popup',
  summary:
    'Whether the experience-member popup applies (category, openWindow, money, experienceNumber)',
  tags: ['membership'],
  responses: { 200: membershipPopupSchema },
  requiresLogin: true,
});

export const saveMembershipOperationRoute = defineRoute({
  operationId: 'saveMembershipOperation',
  method: 'POST',
  path: '/api/membership/operations',
  summary: 'Record a popup operation; TipClose also stops the popup for good',
  tags: ['membership'],
  body: z.object({ operation: z.enum(MEMBERSHIP_WINDOW_OPERATIONS) }),
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const saveNotOpeningReasonsRoute = defineRoute({
  operationId: 'saveNotOpeningReasons',
  method: 'POST',
  path: '/api/membership/not-opening-reasons',
  summary: 'Why the user does not open the membership (at least one reason)',
  tags: ['membership'],
  body: z.object({
    reasons: z
      .array(z.string().trim().min(1).max(60))
      .min(1, { error: '请选择至少一个原因哦~' })
      .max(10),
    text: z.string().trim().max(300).optional(),
  }),
  responses: { 204: noContentSchema },
});

export type QrOrder = z.infer<typeof qrOrderSchema>;
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type GoldPrice = z.infer<typeof goldPriceSchema>;
export type GoldStatus = z.infer<typeof goldStatusSchema>;
export type DownloadPackage = z.infer<typeof downloadPackageSchema>;
export type MembershipOffer = z.infer<typeof membershipOfferSchema>;
export type MembershipPopup = z.infer<typeof membershipPopupSchema>;
