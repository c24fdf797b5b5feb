import type { FastifyPluginAsync } from 'fastify';
import { signInfo, signInToday } from '../../../accounts/accounts.js';
import { requireUserId } from '../../../http/auth.js';

const sign: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get('/info', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.ok(await signInfo(db, userId));
  });

  fastify.post('/in', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.ok(await signInToday(db, userId));
  });
};

export default sign;
