import { wholeList } from '@yunmo/api-contract/common';
import {
  closeOrderRoute,
  createDownloadOrderRoute,
  createGoldOrderRoute,
  createMembershipOrderRoute,
  createPackageOrderRoute,
  getGoldPriceRoute,
  getGoldStatusRoute,
  getMembershipOfferRoute,
  getMembershipPopupRoute,
  getOrderStatusRoute,
  listDownloadPackagesRoute,
  saveMembershipOperationRoute,
  saveNotOpeningReasonsRoute,
  startMembershipTrialRoute,
} from '@yunmo/api-contract/payments';
import { yuanToFen } from '@yunmo/domain/money';
import type { OrderPurpose } from '@yunmo/domain/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { upstreamFailed } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls, type V1Call, type V1Input } from '@yunmo/api-contract/v1/calls';
import type { V1Envelope } from '@yunmo/api-contract/v1/codes';
import {
  downloadPackagesSchema,
  goldInfoSchema,
  goldPriceSchema,
  membershipAccessSchema,
  membershipPopupSchema,
  membershipTrialSchema,
  orderPaidSchema,
  orderStateSchema,
  qrOrderSchema,
} from '@yunmo/api-contract/v1/payloads';

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw upstreamFailed();
  return parsed.data;
}

/** A purchase answer: paid at once (beans) or a QR order to pay. */
function purchaseResult(envelope: V1Envelope, paidMessage: string) {
  const data = envelope.data as { qrcode?: unknown } | null;
  if (data && typeof data.qrcode === 'string') {
    const order = parse(qrOrderSchema, data);
    return {
      status: 'awaitingPayment' as const,
      order: {
        orderNumber: order.orderNumber,
        qrCodeDataUrl: order.qrcode,
        cashierUrl: order.cashierUrl,
        priceFen: order.priceFen,
        expiresAt: order.expiresAt,
      },
    };
  }
  return {
    status: 'paid' as const,
    orderNumber: parse(orderPaidSchema, data).orderNumber,
    message: paidMessage,
  };
}

const qrCategories = {
  membership: { beans: 1, alipay: 2, wechat: 3 },
  package: { alipay: 1, wechat: 2 },
} as const;

const pollCalls = {
  gold: v1Calls.goldOrderState,
  membership: v1Calls.membershipOrderState,
  package: v1Calls.packageOrderState,
  download: v1Calls.downloadOrderState,
} as const satisfies Record<OrderPurpose, V1Call>;

/**
 * A payment call: codes other than failures are answers (202 waiting, 201 closed, 20703 opened);
 * a refusal without a message says 创建订单失败.
 */
function paymentCall<C extends V1Call>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  call: C,
  input: V1Input<C> = {},
  answers: readonly number[] = [],
) {
  return fastify.v1.envelope(request, call, input, { answers, refusalMessage: '创建订单失败' });
}

/** Gold, the yearly membership, download packages, paid downloads and their orders. */
export default async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getGoldPriceRoute, async (request) => {
    const envelope = await paymentCall(fastify, request, v1Calls.goldPrice);
    const price = parse(goldPriceSchema, envelope.data);
    return {
      priceFen: Math.round(price.goldPrice * 100),
      oldPriceFen: Math.round(price.goldOldPrice * 100),
      discount: price.goldDiscount,
    };
  });

  registerRoute(fastify, getGoldStatusRoute, async (request, reply) => {
    const user = await fastify.v1.call(request, v1Calls.userInfo, { body: {} });
    const envelope = await paymentCall(fastify, request, v1Calls.goldInfo, {
      query: { userName: user.userName || '-' },
    });
    const info = parse(goldInfoSchema, envelope.data);
    void reply.header('cache-control', 'private, no-store');
    return {
      isGold: info.SHINECLOUD_GOLD,
      goldEnd: info.SHINECLOUD_GOLD_END,
      nextGoldEnd: info.nextGoldEnd,
      isSubAccount: info.isSubAccount,
    };
  });

  registerRoute(fastify, createGoldOrderRoute, async (request) => {
    const beans = request.body.method === 'beans';
    const envelope = await paymentCall(
      fastify,
      request,
      v1Calls.goldOrder,
      {
        body: {
          total_fee: '99',
          dou: beans ? '99' : '0',
          payType: request.body.method === 'alipay' ? 'ALI' : 'WX',
          source: 'MODEL',
          oper: 1,
          idempotencyKey: request.body.idempotencyKey,
        },
      },
      [200, 20703],
    );
    return purchaseResult(envelope, '会员开通成功');
  });

  registerRoute(fastify, listDownloadPackagesRoute, async (request) => {
    const envelope = await paymentCall(fastify, request, v1Calls.packages);
    return wholeList(
      parse(downloadPackagesSchema, envelope.data).map((item) => ({
        id: item.id,
        name: item.name,
        downloads: item.downloadNumber,
        priceFen: item.priceFen,
        originalPriceFen: yuanToFen(item.originalPrice),
      })),
    );
  });

  registerRoute(fastify, createPackageOrderRoute, async (request) => {
    const envelope = await paymentCall(fastify, request, v1Calls.packageOrder, {
      body: {
        id: request.body.packageId,
        openCategory: qrCategories.package[request.body.method],
        idempotencyKey: request.body.idempotencyKey,
      },
    });
    return purchaseResult(envelope, '购买成功');
  });

  registerRoute(fastify, createDownloadOrderRoute, async (request) => {
    const envelope = await paymentCall(fastify, request, v1Calls.downloadOrder, {
      body: {
        openCategory: qrCategories.membership[request.body.method],
        modelUuid: request.body.uuid,
        fileId: request.body.versionId,
        idempotencyKey: request.body.idempotencyKey,
      },
    });
    return purchaseResult(envelope, '支付成功');
  });

  registerRoute(fastify, createMembershipOrderRoute, async (request) => {
    const envelope = await paymentCall(fastify, request, v1Calls.membershipOrder, {
      body: {
        openCategory: qrCategories.membership[request.body.method],
        uuid: request.body.uuid,
        idempotencyKey: request.body.idempotencyKey,
      },
    });
    return purchaseResult(envelope, '会员开通成功');
  });

  registerRoute(fastify, getOrderStatusRoute, async (request, reply) => {
    const call = pollCalls[request.query.purpose];
    const parameters = { outTradeNo: request.params.orderNumber };
    const envelope = await paymentCall(
      fastify,
      request,
      call as V1Call,
      call.method === 'GET' ? { query: parameters } : { body: parameters },
      [201, 202, 20703],
    );
    const data = parse(orderStateSchema, envelope.data);
    void reply.header('cache-control', 'no-store');
    return {
      orderNumber: request.params.orderNumber,
      state: data.state,
      downloadUrl: data.url ?? null,
      downloadFileName: data.fileName ?? null,
      downloadPackageNumber: data.downloadPackageNumber ?? null,
    };
  });

  registerRoute(fastify, closeOrderRoute, async (request, reply) => {
    await paymentCall(fastify, request, v1Calls.closeOrder, {
      body: { outTradeNo: request.params.orderNumber },
    });
    return reply.code(204).send();
  });

  registerRoute(fastify, getMembershipOfferRoute, async (request, reply) => {
    const source = request.query.source;
    const envelope = await paymentCall(
      fastify,
      request,
      v1Calls.membershipAccess,
      source ? { query: { source } } : {},
    );
    const offer = parse(membershipAccessSchema, envelope.data);
    void reply.header('cache-control', 'private, no-store');
    return {
      priceFen: offer.priceFen,
      originalPriceFen: yuanToFen(offer.originalPrice),
      defaultPriceFen: yuanToFen(offer.defaultPrice),
      perModelPriceFen: yuanToFen(offer.perModelPrice),
      discount: offer.discount,
      trialEndsAt: offer.trialEndsAt,
      memberEndsAt: offer.memberEndsAt,
      category: offer.category,
      isSubAccount: offer.isSubAccount,
      loggedIn: offer.loggedIn,
      accessId: offer.uuid,
    };
  });

  registerRoute(fastify, startMembershipTrialRoute, async (request) => {
    const envelope = await paymentCall(fastify, request, v1Calls.membershipTrial);
    return parse(membershipTrialSchema, envelope.data);
  });

  registerRoute(fastify, getMembershipPopupRoute, async (request, reply) => {
    const envelope = await paymentCall(fastify, request, v1Calls.membershipPopup);
    const popup = parse(membershipPopupSchema, envelope.data);
    void reply.header('cache-control', 'private, no-store');
    return {
      category: popup.category,
      openWindow: popup.openWindow === 1 ? (1 as const) : (0 as const),
      moneyFen: yuanToFen(popup.money),
      experienceNumber: popup.experienceNumber,
    };
  });

  registerRoute(fastify, saveMembershipOperationRoute, async (request, reply) => {
    const { operation } = request.body;
    await paymentCall(fastify, request, v1Calls.saveWindowOperation, { body: { operation } });
    if (operation === 'TipClose') await paymentCall(fastify, request, v1Calls.closePopup);
    if (operation === 'Close') await paymentCall(fastify, request, v1Calls.closeWindow);
    return reply.code(204).send();
  });

  registerRoute(fastify, saveNotOpeningReasonsRoute, async (request, reply) => {
    const text = request.body.text ?? '';
    const operation = [...request.body.reasons, ...(text === '' ? [] : [text])].join(',');
    await paymentCall(fastify, request, v1Calls.saveCommonOperation, { body: { operation } });
    return reply.code(204).send();
  });
}
