import {
  getMyUnreadCountRoute,
  listMyMessagesRoute,
  markMyMessagesReadRoute,
  type UserMessagePage,
} from '@yunmo/api-contract/messages';
import { isInAppPath } from '@yunmo/domain/user-messages';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

/** The message centre (/v1/account/messages) and the badge count, for the logged-in caller only. */
export default async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getMyUnreadCountRoute, async (request) => {
    const unread = await fastify.v1.call(request, v1Calls.unread);
    return { unread: unread.all };
  });

  registerRoute(fastify, listMyMessagesRoute, async (request): Promise<UserMessagePage> => {
    const { page, pageSize, kind, unreadOnly } = request.query;
    const answer = await fastify.v1.call(request, v1Calls.messages, {
      query: { page, size: pageSize, kind, unreadOnly },
    });
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
    return 'all' in body
      ? fastify.v1.call(request, v1Calls.readAllMessages)
      : fastify.v1.call(request, v1Calls.readMessages, { body: { ids: body.ids } });
  });
}
