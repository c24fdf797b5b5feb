import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUserId } from '../../../../../http/auth.js';
import { LegacyError } from '../../../../../http/legacy-error.js';
import { parseParams } from '../../../../../http/params.js';
import {
  findAuthorId,
  follow,
  limitFollowActions,
  unfollow,
} from '../../../../v1/personal/author-page.js';
import { authorParam } from '../../../../v1/personal/index.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const authorOnly = z.object({ author: authorParam });

/** Follow calls of the author page (§7.5), on the user service's paths. Login required (10004); a per-user limit (429). */
const followRoutes: FastifyPluginAsync = async (fastify) => {
  async function resolve(userName: string, followerId: number): Promise<number> {
    const authorId = await findAuthorId(fastify.db, userName);
    if (authorId === null) throw new LegacyError(404, '作者不存在');
    if (authorId === followerId) throw new LegacyError(400, '不能关注自己');
    return authorId;
  }

  fastify.post('/', async (request, reply) => {
    const followerId = await requireUserId(fastify.db, request);
    const { author } = parseParams(authorOnly, request.body);
    await limitFollowActions(fastify.db, followerId);
    await follow(fastify.db, followerId, await resolve(author, followerId));
    return reply.v1(v1Calls.follow, null);
  });

  fastify.delete('/cancelFollow', async (request, reply) => {
    const followerId = await requireUserId(fastify.db, request);
    const { author } = parseParams(authorOnly, request.query);
    await limitFollowActions(fastify.db, followerId);
    await unfollow(fastify.db, followerId, await resolve(author, followerId));
    return reply.v1(v1Calls.cancelFollow, null);
  });
};

export default followRoutes;
