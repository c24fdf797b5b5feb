import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { GOLD_PURCHASE_MESSAGES } from '@yunmo/domain/messages';
import { fenToYuanString, MEMBERSHIP_PRICE, perModelPriceFen } from '@yunmo/domain/money';
import { z } from 'zod';
import type { DbClient } from '../../../db/client.js';
import {
  membershipCategories,
  tierOfMembership,
  type MembershipRow,
} from '../../../downloads/tier.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { parseForm } from '../../../accounts/parse-form.js';
import { parseParams, requiredOneOf } from '../../../http/params.js';
import {
  assertShutdownAllowsSale,
  createQrOrderAnswer,
  idempotencyKeyOf,
  membershipOf,
  membershipPriceFen,
  orderNumberParam,
  paidBeansReplay,
  payWithBeansOrFail,
  pollAnswer,
  shanghaiDate,
} from '../../../payments/legacy.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

/** The popup operations of §4.11. */
const windowOperations = ['OpenMembership', 'FreeDown', 'Close', 'TipClose', 'Submit'] as const;
const trialDays = 7;

/** Member category of the popup info: 1 experience (trial) member, 2 paid plan, 3 gold, 0 none. */
function popupCategory(tier: string): number {
  if (tier === 'expertTrial') return 1;
  if (tier === 'expertPaid') return 2;
  if (tier === 'gold') return 3;
  return 0;
}

async function popupInfo(db: DbClient, userId: number) {
  const now = new Date();
  const membership = await membershipOf(db, userId);
  const tier = tierOfMembership(membership, now);
  const muted = await db.rows<{ one: number }>(
    sql`select 1 as one from membership_operations where user_id = ${userId} and kind = 'window' and operation = 'TipClose' limit 1`,
  );
  const price = membershipPriceFen(membership, now);
  const category = popupCategory(tier);
  return {
    category,
    openWindow: category === 1 && muted.length === 0 ? 1 : 0,
    money: fenToYuanString(price.priceFen),
    experienceNumber: membership?.experience_number ?? 0,
  };
}

/**
 * checkMember's fields (browsing §3 membership info): the yearly price for this user (money), the
 * seconds left of the running trial or plan (time), the same category as the popup and the access
 * call, and the gold state with its end day.
 */
export function checkMemberData(
  membership: (MembershipRow & { experience_number: number }) | undefined,
  now: Date,
) {
  const tier = tierOfMembership(membership, now);
  const price = membershipPriceFen(membership, now);
  const end =
    (tier === 'expertTrial' || tier === 'expertPaid') && membership?.ends_at
      ? new Date(membership.ends_at)
      : null;
  const goldEnd =
    tier === 'gold' && membership?.gold_ends_at ? new Date(membership.gold_ends_at) : null;
  return {
    money: fenToYuanString(price.priceFen),
    time: end === null ? 0 : Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000)),
    category: popupCategory(tier),
    SHINECLOUD_GOLD: goldEnd !== null,
    SHINECLOUD_GOLD_END: goldEnd === null ? null : shanghaiDate(goldEnd),
  };
}

async function record(
  db: DbClient,
  userId: number | null,
  userName: string | null,
  kind: string,
  operation: string,
) {
  await db.rows(
    sql`insert into membership_operations (user_id, user_name, kind, operation) values (${userId}, ${userName}, ${kind}, ${operation})`,
  );
}

const userNameParam = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : ''),
  z
    .string()
    .max(64, { error: '参数错误：userName 过长' })
    .refine((value) => value !== '', { error: GOLD_PURCHASE_MESSAGES[20028] }),
);

async function userIdByName(db: DbClient, userName: string): Promise<number | null> {
  const rows = await db.rows<{ id: number }>(
    sql`select id from users where user_name = ${userName}`,
  );
  return rows[0]?.id ?? null;
}

/** The fast-download expert membership: page info, trial, yearly purchase, popup and its operations. */
const member: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  // The membership page: price, per-model price, the trial discount and countdown, the sub-account branch.
  fastify.get('/access', async (request, reply) => {
    const userId = await currentUserId(db, request);
    // The source is where the visitor came from (query a or source), never an id; the visit gets its own uuid.
    const query = parseParams(
      z.object({
        source: z.string().trim().max(64, { error: '参数错误：source 过长' }).optional(),
        a: z.string().trim().max(64, { error: '参数错误：a 过长' }).optional(),
      }),
      request.query,
    );
    const source = query.a || query.source || '';
    const uuid = randomUUID();
    await db.rows(
      sql`insert into membership_accesses (uuid, user_id, source) values (${uuid}::uuid, ${userId}, ${source})`,
    );
    const now = new Date();
    const membership = userId === null ? undefined : await membershipOf(db, userId);
    const price = membershipPriceFen(membership, now);
    const tier = tierOfMembership(membership, now);
    return reply.v1(v1Calls.membershipAccess, {
      price: fenToYuanString(price.priceFen),
      priceFen: price.priceFen,
      originalPrice: fenToYuanString(MEMBERSHIP_PRICE.originalFen),
      defaultPrice: fenToYuanString(MEMBERSHIP_PRICE.defaultFen),
      perModelPrice: fenToYuanString(perModelPriceFen(price.priceFen)),
      discount: price.discount,
      trialEndsAt: price.trialEndsAt?.toISOString() ?? null,
      memberEndsAt:
        tier === 'expertPaid' && membership?.ends_at
          ? new Date(membership.ends_at).toISOString()
          : null,
      category: popupCategory(tier),
      isSubAccount: membership?.is_sub_account === true,
      loggedIn: userId !== null,
      uuid,
    });
  });

  fastify.post('/checkMember', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const membership = await membershipOf(db, userId);
    if (membership?.is_sub_account === true)
      return reply.send({ code: 201, msg: '企业子账户', data: null });
    return reply.v1(v1Calls.checkMember, checkMemberData(membership, new Date()));
  });

  // Starts the 7-day experience membership once per account.
  fastify.post('/activateMember', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const ends = await db.orm.transaction(async (tx) => {
      const rows = (await tx.execute(
        sql`insert into memberships (user_id, member_category, ends_at, experience_number)
            values (${userId}, ${membershipCategories.experience}, now() + make_interval(days => ${trialDays}), ${trialDays})
            on conflict (user_id) do update set member_category = excluded.member_category, ends_at = excluded.ends_at, experience_number = excluded.experience_number
            where memberships.experience_number = 0 and memberships.member_category = ${membershipCategories.ordinary} and not memberships.is_sub_account
            returning ends_at`,
      )) as unknown as { rows: { ends_at: string | Date }[] };
      return rows.rows[0]?.ends_at ?? null;
    });
    if (ends === null)
      return reply.send({ code: 201, msg: '您已体验过会员或已是会员', data: null });
    return reply.v1(v1Calls.membershipTrial, {
      experienceNumber: trialDays,
      endTime: new Date(ends).toISOString(),
    });
  });

  fastify.post('/openMember', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({
        // The access call's uuid of this visit (blank: none).
        uuid: z.preprocess(
          (value) => (value === '' ? undefined : value),
          z.uuid({ error: '参数错误：uuid 不是有效的编号' }).optional(),
        ),
        openCategory: requiredOneOf('openCategory', [1, 2, 3] as const),
        idempotencyKey: z.string().max(64).optional(),
      }),
      request.body,
    );
    const idempotencyKey = idempotencyKeyOf(request, body);
    const replayed =
      body.openCategory === 1
        ? await paidBeansReplay(fastify, userId, idempotencyKey, 'membership')
        : null;
    if (replayed)
      return reply.v1(v1Calls.membershipOrder, {
        orderNumber: replayed.order_number,
        outTradeNo: replayed.order_number,
        qrcode: null,
        paid: true,
      });
    const membership = await membershipOf(db, userId);
    if (membership?.is_sub_account === true)
      throw new LegacyError(20802, GOLD_PURCHASE_MESSAGES[20802]);
    await assertShutdownAllowsSale(db, { type: 'membership', membership }, new Date());
    const price = membershipPriceFen(membership, new Date());
    const order = {
      userId,
      purpose: 'membership' as const,
      amountFen: price.priceFen,
      reference: 'membership',
      idempotencyKey,
      subject: '云模极速下载达人年度会员',
    };
    if (body.openCategory === 1) {
      const paid = await payWithBeansOrFail(fastify, order);
      return reply.v1(v1Calls.membershipOrder, {
        orderNumber: paid.order_number,
        outTradeNo: paid.order_number,
        qrcode: null,
        paid: true,
      });
    }
    return reply.v1(v1Calls.membershipOrder, await createQrOrderAnswer(fastify, request, order));
  });

  fastify.post('/queryOrder', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(z.object({ outTradeNo: orderNumberParam }), request.body);
    const { code, msg, order } = await pollAnswer(fastify, userId, body.outTradeNo, ['membership']);
    return reply.send({ code, msg, data: { outTradeNo: order.order_number, state: order.state } });
  });

  fastify.post('/openWindows', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.v1(v1Calls.membershipPopup, await popupInfo(db, userId));
  });

  // Reasons for not opening (§5: at least one).
  fastify.post('/saveCommonOperation', async (request, reply) => {
    const userId = await currentUserId(db, request);
    // The spec's own message for no reason chosen, not the generic parameter error.
    const body = parseForm(
      z.object({
        operation: z
          .string({ error: '请选择至少一个原因哦~' })
          .trim()
          .min(1, { error: '请选择至少一个原因哦~' })
          .max(600, { error: '参数错误：operation 不能超过600个字符' }),
        uuid: z.string().max(64).optional(),
      }),
      request.body,
    );
    await record(db, userId, null, 'common', body.operation);
    return reply.v1(v1Calls.saveCommonOperation, null);
  });

  fastify.post('/closeWindow', async (request, reply) => {
    const userId = await requireUserId(db, request);
    await record(db, userId, null, 'window', 'Close');
    return reply.v1(v1Calls.closeWindow, null);
  });

  fastify.post('/saveWindowOperation', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({
        operation: z.enum(windowOperations, {
          error: `参数错误：operation 取值无效，可选值 ${windowOperations.join('、')}`,
        }),
      }),
      request.body,
    );
    await record(db, userId, null, 'window', body.operation);
    return reply.v1(v1Calls.saveWindowOperation, null);
  });

  // "Don't remind": the popup stays closed for this user.
  fastify.post('/close', async (request, reply) => {
    const userId = await requireUserId(db, request);
    await record(db, userId, null, 'window', 'TipClose');
    return reply.v1(v1Calls.closePopup, null);
  });

  fastify.post('/operation', async (request, reply) => {
    const body = parseParams(
      z.object({
        userName: userNameParam,
        operation: z.enum(windowOperations, {
          error: `参数错误：operation 取值无效，可选值 ${windowOperations.join('、')}`,
        }),
      }),
      request.body,
    );
    // Known or not, the answer is the same: user names must not be testable here.
    const userId = await userIdByName(db, body.userName);
    await record(db, userId, body.userName, 'member', body.operation);
    return reply.v1(v1Calls.memberOperation, null);
  });

  // Non-login member info by user name.
  fastify.get('/info', async (request, reply) => {
    const query = parseParams(z.object({ userName: userNameParam }), request.query);
    // Only the signed-in owner of the name sees its state; anyone else, for any name, gets the visitor's answer.
    const callerId = await currentUserId(db, request);
    const userId =
      callerId !== null && (await userIdByName(db, query.userName)) === callerId ? callerId : null;
    if (userId === null)
      return reply.v1(v1Calls.memberInfo, {
        category: 0,
        openWindow: 0,
        money: fenToYuanString(MEMBERSHIP_PRICE.defaultFen),
        experienceNumber: 0,
      });
    return reply.v1(v1Calls.memberInfo, await popupInfo(db, userId));
  });
};

export default member;
