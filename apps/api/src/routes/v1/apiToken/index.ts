import { API_TOKEN_MESSAGES, apiTokenCreateSchema } from '@yunmo/domain/api-tokens';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createApiToken, listApiTokens, revokeApiToken } from '../../../accounts/api-tokens.js';
import { currentCaller } from '../../../http/auth.js';
import { NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import { LegacyError, notLoggedInMessage } from '../../../http/legacy-error.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const revokeBody = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Personal access tokens of the signed-in user (new calls, not part of the legacy site). Listing and
 * revoking work with a session or a token; creating needs a session, so a leaked token cannot mint
 * successors that outlive its revocation.
 */
const apiToken: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const caller = async (request: Parameters<typeof currentCaller>[1]) => {
    const found = await currentCaller(db, request);
    if (found === null) throw new LegacyError(NOT_LOGGED_IN_CODE, notLoggedInMessage);
    return found;
  };

  fastify.get('/list', async (request, reply) => {
    const { userId } = await caller(request);
    void reply.header('cache-control', 'no-store');
    return reply.v1(v1Calls.apiTokens, await listApiTokens(db, userId));
  });

  fastify.post('/create', async (request, reply) => {
    const { userId, via } = await caller(request);
    if (via !== 'session') throw new LegacyError(403, API_TOKEN_MESSAGES.sessionRequired);
    const input = apiTokenCreateSchema.safeParse(request.body ?? {});
    if (!input.success) throw new LegacyError(400, input.error.issues[0]?.message ?? '参数错误');
    void reply.header('cache-control', 'no-store');
    return reply.v1(v1Calls.createApiToken, await createApiToken(db, userId, input.data));
  });

  fastify.post('/revoke', async (request, reply) => {
    const { userId } = await caller(request);
    const input = revokeBody.safeParse(request.body ?? {});
    if (!input.success) throw new LegacyError(400, '参数错误：缺少 id');
    await revokeApiToken(db, userId, input.data.id);
    return reply.v1(v1Calls.revokeApiToken, null);
  });
};

export default apiToken;
