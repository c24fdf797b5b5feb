import type { FastifyPluginAsync } from 'fastify';
import { signInfo, signInToday } from '../../../accounts/accounts.js';
import { requireUserId } from '../../../http/auth.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const sign: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get('/info', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.v1(v1Calls.signInfo, await signInfo(db, userId));
  });

  fastify.post('/in', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.v1(v1Calls.signIn, await signInToday(db, userId));
  });
};

export default sign;
