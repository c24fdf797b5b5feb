import type { FastifyPluginAsync } from 'fastify';
import { GOLD_PURCHASE_MESSAGES } from '@yunmo/domain/messages';
import { GOLD_PRICE, goldEndAfterPurchase } from '@yunmo/domain/money';
import { z } from 'zod';
import { membershipCategories } from '../../../downloads/tier.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { parseParams } from '../../../http/params.js';
import {
  assertGoldPurchasable,
  assertShutdownAllowsSale,
  createQrOrderAnswer,
  goldPriceFen,
  idempotencyKeyOf,
  membershipOf,
  orderNumberParam,
  paidBeansReplay,
  payWithBeansOrFail,
  pollAnswer,
  shanghaiDate,
} from '../../../payments/legacy.js';
import { sql } from 'drizzle-orm';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const yuanText = (name: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: `参数错误：缺少 ${name}` })
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/u, { error: GOLD_PURCHASE_MESSAGES[20702] }),
  );

/** Yuan text to integer fen ("99" and "99.00" are 9900). */
function yuanToFen(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const openBody = z.object({
  total_fee: yuanText('total_fee'),
  dou: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? '0' : value),
    yuanText('dou'),
  ),
  payType: z.preprocess(
    (value) => (value === undefined || value === '' ? 'WX' : value),
    z.enum(['WX', 'ALI'], { error: '参数错误：payType 取值无效，可选值 WX、ALI' }),
  ),
  source: z.string().max(32).optional(),
  oper: z.union([z.string().max(32), z.number()]).optional(),
  idempotencyKey: z.string().max(64).optional(),
});

/** Gold membership: price, purchase by beans or QR order, order state, closing, member info. */
const gold: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.post('/getGoldPrice', async (_request, reply) =>
    reply.v1(v1Calls.goldPrice, {
      goldPrice: GOLD_PRICE.priceFen / 100,
      goldOldPrice: GOLD_PRICE.oldPricesFen[0] / 100,
      goldDiscount: GOLD_PRICE.discount,
    }),
  );

  fastify.post('/getOpenGoldQrcode', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(openBody, request.body);
    const totalFen = yuanToFen(body.total_fee);
    const beansFen = yuanToFen(body.dou);
    // The whole price is paid one way: all beans (dou = total_fee) or all by QR (dou = 0).
    if (totalFen !== goldPriceFen || (beansFen !== 0 && beansFen !== totalFen))
      throw new LegacyError(20702, GOLD_PURCHASE_MESSAGES[20702]);
    const now = new Date();
    const idempotencyKey = idempotencyKeyOf(request, body);
    const replayed =
      beansFen === totalFen ? await paidBeansReplay(fastify, userId, idempotencyKey, 'gold') : null;
    if (replayed)
      return reply.send({
        code: 20703,
        msg: GOLD_PURCHASE_MESSAGES[20703],
        data: { orderNumber: replayed.order_number, outTradeNo: replayed.order_number },
      });
    const membership = await membershipOf(db, userId);
    assertGoldPurchasable(membership, now);
    await assertShutdownAllowsSale(db, { type: 'gold', membership }, now);
    const order = {
      userId,
      purpose: 'gold' as const,
      amountFen: goldPriceFen,
      reference: 'gold',
      idempotencyKey,
      subject: '云模黄金会员（一年）',
    };
    if (beansFen === totalFen) {
      const paid = await payWithBeansOrFail(fastify, order);
      return reply.send({
        code: 20703,
        msg: GOLD_PURCHASE_MESSAGES[20703],
        data: { orderNumber: paid.order_number, outTradeNo: paid.order_number },
      });
    }
    return reply.v1(v1Calls.goldOrder, await createQrOrderAnswer(fastify, request, order));
  });

  fastify.post('/queryQrcodeOrderState', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({ outTradeNo: orderNumberParam, payType: z.string().max(8).optional() }),
      request.body,
    );
    const { code, msg, order } = await pollAnswer(fastify, userId, body.outTradeNo, ['gold']);
    return reply.send({
      code: code === 200 ? 20703 : code,
      msg: code === 200 ? GOLD_PURCHASE_MESSAGES[20703] : msg,
      data: { outTradeNo: order.order_number, state: order.state },
    });
  });

  fastify.post('/closeGoldQrcodeOrder', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({
        tradeNo: orderNumberParam,
        payType: z.string().max(8).optional(),
        oper: z.unknown().optional(),
      }),
      request.body,
    );
    const { service } = fastify.payments;
    const order = await service.close(userId, body.tradeNo);
    if (!order || order.purpose !== 'gold') return reply.fail(404, '订单不存在');
    return reply.v1(v1Calls.closeGoldOrder, {
      outTradeNo: order.order_number,
      state: order.state,
    });
  });

  // Member info by user name (the logged-in user's own name; another user's name answers not a member).
  fastify.get('/memberInfo', async (request, reply) => {
    const query = request.query as { userName?: unknown };
    const userName = typeof query.userName === 'string' ? query.userName.trim() : '';
    if (userName === '') throw new LegacyError(20028, GOLD_PURCHASE_MESSAGES[20028]);
    const userId = await currentUserId(db, request);
    const own =
      userId === null
        ? []
        : await db.rows<{ id: number }>(
            sql`select id from users where id = ${userId} and user_name = ${userName}`,
          );
    const membership =
      own.length > 0 && userId !== null ? await membershipOf(db, userId) : undefined;
    const now = new Date();
    const end =
      membership?.member_category === membershipCategories.gold && membership.gold_ends_at
        ? new Date(membership.gold_ends_at)
        : null;
    const isGold = end !== null && end.getTime() > now.getTime();
    return reply.v1(v1Calls.goldInfo, {
      SHINECLOUD_GOLD: isGold,
      SHINECLOUD_GOLD_END: isGold ? shanghaiDate(end) : null,
      // What the end date becomes after buying now (the confirm dialog of a member already on gold).
      nextGoldEnd: shanghaiDate(goldEndAfterPurchase(isGold ? end : null, now)),
      isSubAccount: membership?.is_sub_account === true,
    });
  });
};

export default gold;
