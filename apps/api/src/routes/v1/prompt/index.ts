import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { noticeMutes, siteNotices } from '../../../db/notices-schema.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { oneOf, parseParams } from '../../../http/params.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const shutdownNoticeKey = 'shutdown';

/** updateState: state 0 mutes the notice for the caller ("do not remind"), 1 turns it back on. */
const updateStateBody = z.object({ state: oneOf('state', [0, 1] as const, 0) });

const prompt: FastifyPluginAsync = async (fastify) => {
  const loadNotice = async () => {
    const rows = await fastify.db.orm
      .select()
      .from(siteNotices)
      .where(eq(siteNotices.key, shutdownNoticeKey))
      .limit(1);
    const notice = rows[0];
    if (!notice) throw new LegacyError(404, '公告不存在');
    return notice;
  };

  // Public: guests see the notice too, so a missing or expired token is not an error here.
  fastify.get('/getPrompt', async (request, reply) => {
    const notice = await loadNotice();
    const userId = await currentUserId(fastify.db, request);
    const muted =
      userId !== null &&
      (
        await fastify.db.orm
          .select({ userId: noticeMutes.userId })
          .from(noticeMutes)
          .where(and(eq(noticeMutes.userId, userId), eq(noticeMutes.noticeKey, shutdownNoticeKey)))
          .limit(1)
      ).length > 0;
    return reply.v1(v1Calls.prompt, {
      // scheduled 1: an operator set the shutdown schedule (else the marketplace is live and nothing
      // is announced); record 1: the caller has muted the notice; status 1: the popup should show.
      scheduled: notice.enabled ? 1 : 0,
      record: muted ? 1 : 0,
      status: notice.enabled && !muted ? 1 : 0,
      title: notice.title,
      uploadClosedOn: notice.uploadClosedOn,
      siteClosedOn: notice.siteClosedOn,
      balanceText: notice.balanceText,
      body: notice.body,
    });
  });

  fastify.post('/updateState', async (request, reply) => {
    const userId = await requireUserId(fastify.db, request);
    const { state } = parseParams(updateStateBody, request.body);
    await loadNotice();
    if (state === 0) {
      await fastify.db.orm
        .insert(noticeMutes)
        .values({ userId, noticeKey: shutdownNoticeKey })
        .onConflictDoNothing();
    } else {
      await fastify.db.orm
        .delete(noticeMutes)
        .where(and(eq(noticeMutes.userId, userId), eq(noticeMutes.noticeKey, shutdownNoticeKey)));
    }
    return reply.v1(v1Calls.updatePrompt, { state });
  });
};

export default prompt;
