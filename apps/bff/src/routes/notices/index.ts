import {
  getShutdownNoticeRoute,
  muteShutdownNoticeRoute,
  unmuteShutdownNoticeRoute,
} from '@yunmo/api-contract/notices';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { registerRoute } from '../../http/register-route.js';

/** updateState: 0 mutes ("do not remind"), 1 reminds again. */
const muteStates = { mute: 0, unmute: 1 } as const;

export default async function noticeRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getShutdownNoticeRoute, async (request, reply) => {
    const prompt = await fastify.v1.call(request, v1Calls.prompt);
    // Per user (muted or not): never shared by caches.
    void reply.header('cache-control', 'private, no-store');
    return {
      scheduled: prompt.scheduled === 1,
      show: prompt.scheduled === 1 && prompt.status === 1,
      muted: prompt.record === 1,
      title: prompt.title,
      uploadClosedOn: prompt.uploadClosedOn,
      siteClosedOn: prompt.siteClosedOn,
      balanceText: prompt.balanceText,
      body: prompt.body,
    };
  });

  for (const [contract, state] of [
    [muteShutdownNoticeRoute, muteStates.mute],
    [unmuteShutdownNoticeRoute, muteStates.unmute],
  ] as const) {
    registerRoute(fastify, contract, async (request, reply) => {
      await fastify.v1.call(request, v1Calls.updatePrompt, { body: { state } });
      return reply.code(204).send();
    });
  }
}
