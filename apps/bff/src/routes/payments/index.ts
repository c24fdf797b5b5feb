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
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { upstreamFailed } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';
import { paymentEnvelope, type PaymentEnvelope } from './envelope.js';

const legacyQrOrder = z.object({
  orderNumber: z.string(),
  qrcode: z.string(),
  cashierUrl: z.string().nullable(),
  priceFen: z.number().int(),
  expiresAt: z.string(),
});
const legacyPaid = z.object({ orderNumber: z.string() });

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw upstreamFailed();
  return parsed.data;
}

/** A purchase answer: paid at once (beans) or a QR order to pay. */
function purchaseResult(envelope: PaymentEnvelope, paidMessage: string) {
  const data = envelope.data as { qrcode?: unknown } | null;
  if (data && typeof data.qrcode === 'string') {
    const order = parse(legacyQrOrder, data);
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
    orderNumber: parse(legacyPaid, data).orderNumber,
    message: paidMessage,
  };
}

const qrCategories = {
  membership: { beans: 1, alipay: 2, wechat: 3 },
  package: { alipay: 1, wechat: 2 },
} as const;

const pollCalls: Record<OrderPurpose, { method: 'GET' | 'POST'; path: string }> = {
  gold: { method: 'POST', path: '/v1/gold/queryQrcodeOrderState' },
  membership: { method: 'POST', path: '/v1/member/queryOrder' },
  package: { method: 'GET', path: '/v1/downloadPackage/queryOrder' },
  download: { method: 'POST', path: '/v1/download/queryOrder' },
};

const pollData = z
  .object({
    state: z.enum(['created', 'paid', 'closed', 'expired']),
    url: z.string().optional(),
    fileName: z.string().optional(),
    downloadPackageNumber: z.number().int().optional(),
  })
  .loose();

const legacyPackages = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    downloadNumber: z.number().int(),
    priceFen: z.number().int(),
    originalPrice: z.string(),
  }),
);
const legacyAccess = z.object({
  priceFen: z.number().int(),
  originalPrice: z.string(),
  defaultPrice: z.string(),
  perModelPrice: z.string(),
  discount: z.number().int().nullable(),
  trialEndsAt: z.string().nullable(),
  memberEndsAt: z.string().nullable(),
  category: z.number().int(),
  isSubAccount: z.boolean(),
  loggedIn: z.boolean(),
  uuid: z.string().nullable().default(null),
});
const legacyPopup = z.object({
  category: z.number().int(),
  openWindow: z.number().int(),
  money: z.string(),
  experienceNumber: z.number().int(),
});
const legacyGoldInfo = z.object({
  SHINECLOUD_GOLD: z.boolean(),
  SHINECLOUD_GOLD_END: z.string().nullable(),
  nextGoldEnd: z.string(),
  isSubAccount: z.boolean(),
});
const legacyGoldPrice = z.object({
  goldPrice: z.number(),
  goldOldPrice: z.number(),
  goldDiscount: z.number(),
});
const legacyUser = z.object({ userName: z.string() }).loose();

/** Gold, the yearly membership, download packages, paid downloads and their orders. */
export default async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getGoldPriceRoute, async (request) => {
    const envelope = await paymentEnvelope(request, { path: '/v1/gold/getGoldPrice' });
    const price = parse(legacyGoldPrice, envelope.data);
    return {
      priceFen: Math.round(price.goldPrice * 100),
      oldPriceFen: Math.round(price.goldOldPrice * 100),
      discount: price.goldDiscount,
    };
  });

  registerRoute(fastify, getGoldStatusRoute, async (request, reply) => {
    const user = await fastify.upstream.call(
      request,
      { path: '/v1/account/info', withToken: true },
      legacyUser,
    );
    const envelope = await paymentEnvelope(request, {
      method: 'GET',
      path: '/v1/gold/memberInfo',
      query: { userName: user?.userName ?? '-' },
    });
    const info = parse(legacyGoldInfo, envelope.data);
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
    const envelope = await paymentEnvelope(
      request,
      {
        path: '/v1/gold/getOpenGoldQrcode',
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
    const envelope = await paymentEnvelope(request, {
      method: 'GET',
      path: '/v1/downloadPackage/list',
    });
    return parse(legacyPackages, envelope.data).map((item) => ({
      id: item.id,
      name: item.name,
      downloads: item.downloadNumber,
      priceFen: item.priceFen,
      originalPriceFen: yuanToFen(item.originalPrice),
    }));
  });

  registerRoute(fastify, createPackageOrderRoute, async (request) => {
    const envelope = await paymentEnvelope(request, {
      path: '/v1/downloadPackage/open',
      body: {
        id: request.body.packageId,
        openCategory: qrCategories.package[request.body.method],
        idempotencyKey: request.body.idempotencyKey,
      },
    });
    return purchaseResult(envelope, '购买成功');
  });

  registerRoute(fastify, createDownloadOrderRoute, async (request) => {
    const envelope = await paymentEnvelope(request, {
      path: '/v1/download/getQrCodeOfModelDown',
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
    const envelope = await paymentEnvelope(request, {
      path: '/v1/member/openMember',
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
    const envelope = await paymentEnvelope(
      request,
      call.method === 'GET'
        ? { method: 'GET', path: call.path, query: parameters }
        : { path: call.path, body: parameters },
      [200, 201, 202, 20703],
    );
    const data = parse(pollData, envelope.data);
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
    await paymentEnvelope(request, {
      path: '/v1/pay/closeOrder',
      body: { outTradeNo: request.params.orderNumber },
    });
    return reply.code(204).send();
  });

  registerRoute(fastify, getMembershipOfferRoute, async (request, reply) => {
    const source = request.query.source;
    const envelope = await paymentEnvelope(request, {
      method: 'GET',
      path: '/v1/member/access',
      ...(source ? { query: { source } } : {}),
    });
    const offer = parse(legacyAccess, envelope.data);
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
    const envelope = await paymentEnvelope(request, { path: '/v1/member/activateMember' });
    return parse(
      z.object({ experienceNumber: z.number().int(), endTime: z.string() }),
      envelope.data,
    );
  });

  registerRoute(fastify, getMembershipPopupRoute, async (request, reply) => {
    const envelope = await paymentEnvelope(request, { path: '/v1/member/openWindows' });
    const popup = parse(legacyPopup, envelope.data);
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
    await paymentEnvelope(request, { path: '/v1/member/saveWindowOperation', body: { operation } });
    if (operation === 'TipClose') await paymentEnvelope(request, { path: '/v1/member/close' });
    if (operation === 'Close') await paymentEnvelope(request, { path: '/v1/member/closeWindow' });
    return reply.code(204).send();
  });

  registerRoute(fastify, saveNotOpeningReasonsRoute, async (request, reply) => {
    const text = request.body.text ?? '';
    const operation = [...request.body.reasons, ...(text === '' ? [] : [text])].join(',');
    await paymentEnvelope(request, { path: '/v1/member/saveCommonOperation', body: { operation } });
    return reply.code(204).send();
  });
}
