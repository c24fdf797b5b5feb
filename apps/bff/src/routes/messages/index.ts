import {
  getMyUnreadCountRoute,
  listMyMessagesRoute,
  markMyMessagesReadRoute,
  type UserMessagePage,
} from '@yunmo/api-contract/messages';
import { USER_MESSAGE_KINDS, isInAppPath } from '@yunmo/domain/user-messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyCount, legacyInt, legacyText } from '@yunmo/api-contract/v1/payloads';

const legacyMessageSchema = z.object({
  id: legacyInt,
  kind: z.enum(USER_MESSAGE_KINDS),
  title: legacyText,
  body: legacyText,
  link: z.string().nullish(),
  createdAt: z.string(),
  read: z.boolean(),
});
const legacyPageSchema = z.object({
  list: z.array(legacyMessageSchema),
  total: legacyCount,
  page: legacyInt,
  size: legacyInt,
  unread: legacyCount,
});
const legacyReadSchema = z.object({ changed: legacyCount, unread: legacyCount });

/** The message centre (/v1/account/messages) and the badge count, for the logged-in caller only. */
export default async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getMyUnreadCountRoute, async (request) => {
    const unread = await fastify.v1.fetch(
      request,
      { path: '/v1/account/unread', login: true },
      z.object({ all: legacyCount }),
    );
    return { unread: unread.all };
  });

  registerRoute(fastify, listMyMessagesRoute, async (request): Promise<UserMessagePage> => {
    const { page, pageSize, kind, unreadOnly } = request.query;
    const answer = await fastify.v1.fetch(
      request,
      {
        path: '/v1/account/messages',
        query: { page, size: pageSize, kind, unreadOnly },
        login: true,
      },
      legacyPageSchema,
    );
    return {
      total: answer.total,
      page: answer.page,
      pageSize: answer.size,
      unread: answer.unread,
      items: answer.list.map((message) => ({
        id: message.id,
        kind: message.kind,
        title: message.title,
        body: message.body,
        // The web app follows this link in-app; anything else is dropped rather than passed to the browser.
        link: message.link && isInAppPath(message.link) ? message.link : null,
        createdAt: message.createdAt,
        read: message.read,
      })),
    };
  });

  registerRoute(fastify, markMyMessagesReadRoute, async (request) => {
    const body = request.body;
    const call =
      'all' in body
        ? { method: 'POST' as const, path: '/v1/account/messages/readAll', body: {} }
        : { method: 'POST' as const, path: '/v1/account/messages/read', body: { ids: body.ids } };
    return fastify.v1.fetch(request, { ...call, login: true }, legacyReadSchema);
  });
}
