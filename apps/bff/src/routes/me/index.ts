import { getMeRoute } from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { tryYuanToFen } from '@yunmo/domain/money';

/** "3.5" download points -> 35 tenths. */
export function downloadPointsToTenths(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', tenth = '0'] = text.replace('-', '').split('.');
  const tenths = Number(whole) * 10 + Number(tenth);
  return negative ? -tenths : tenths;
}

/** `{ user }` from the readable login cookie when it is a plausible name, else nothing (the token decides). */
function loginName(cookie: string | undefined): { user?: string } {
  const name = cookie?.trim() ?? '';
  return name !== '' && name.length <= 64 ? { user: name } : {};
}

export default async function meRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getMeRoute, async (request) => {
    const [info, unread] = await Promise.all([
      // The spec posts the user info with `user` (the login name the page knows, when there is one).
      fastify.v1.call(request, v1Calls.userInfo, { body: loginName(request.cookies.login) }),
      fastify.v1.call(request, v1Calls.unread),
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
      outstandingFen: tryYuanToFen(info.outStanding) ?? 0,
      payment: {
        tickets: info.ticket,
        freeDownloadsLeftToday: info.downTicket,
        downloadPackages: info.downloadPackageNumber,
        memberDownloadsLeft: info.downNumber,
        flowFeeFen: tryYuanToFen(info.flowPrice) ?? 0,
        userCategory: info.userCategory,
      },
    };
  });
}
