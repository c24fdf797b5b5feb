import { userMessageListSchema, userMessageReadSchema } from '@yunmo/domain/user-messages';
import type { FastifyPluginAsync } from 'fastify';
import { parseForm } from '../../../../accounts/parse-form.js';
import { requireUserId } from '../../../../http/auth.js';
import {
  listUserMessages,
  markAllUserMessagesRead,
  markUserMessagesRead,
} from '../../../../messages/messages.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

/**
 * The caller's message centre. Login required (10004); every query is scoped to the session's
 * user, so an id of someone else's message reads and changes nothing.
 */
const messageRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get('/', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const input = parseForm(userMessageListSchema, request.query);
    return reply.v1(v1Calls.messages, await listUserMessages(db, userId, input));
  });

  fastify.post('/read', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { ids } = parseForm(userMessageReadSchema, request.body);
    return reply.v1(v1Calls.readMessages, await markUserMessagesRead(db, userId, ids));
  });

  fastify.post('/readAll', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.v1(v1Calls.readAllMessages, await markAllUserMessagesRead(db, userId));
  });
};

export default messageRoutes;
