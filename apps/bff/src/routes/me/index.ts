import { getMeRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyCount, legacyInt } from '../../legacy/schemas.js';
import { tryYuanToFen } from '@yunmo/domain/money';

const legacyUserInfoSchema = z.object({
  userName: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  isAuthor: z.boolean(),
  modelBean: z.string(),
  total: legacyInt,
  downCoin: z.string().regex(/^-?\d{1,12}\.\d$/u),
  count: legacyInt,
  memberCategory: legacyInt,
  subAccount: z.boolean(),
  trialStartTime: z.iso.datetime({ offset: true }).nullable(),
});

/** "3.5" download points -> 35 tenths. */
export function downloadPointsToTenths(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', tenth = '0'] = text.replace('-', '').split('.');
  const tenths = Number(whole) * 10 + Number(tenth);
  return negative ? -tenths : tenths;
}

export default async function meRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getMeRoute, async (request) => {
    const [info, unread] = await Promise.all([
      fastify.upstream.call(request, { path: '/v1/account/info', withToken: true }, legacyUserInfoSchema),
      fastify.upstream.call(request, { path: '/v1/account/unread', withToken: true }, z.object({ all: legacyCount })),
    ]);
    return {
      userName: info.userName,
      nickname: info.nickname,
      avatarUrl: info.avatar,
      isAuthor: info.isAuthor,
      beansFen: tryYuanToFen(info.modelBean) ?? 0,
      renderPoints: info.total,
      downloadPointsTenths: downloadPointsToTenths(info.downCoin),
      downloadPoints: info.downCoin,
      couponPacks: info.count,
      memberCategory: info.memberCategory,
      subAccount: info.subAccount,
      trialStartedAt: info.trialStartTime,
      unread: unread.all,
    };
  });
}
