import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { LegacyError } from '../../../http/legacy-error.js';
import { parseParams } from '../../../http/params.js';
import {
  parseScheduleSetting,
  setShutdownSchedule,
  shutdownScheduleOf,
} from '../../../notices/shutdown-schedule.js';

/** Constant-time check of `Authorization: Bearer <OPERATOR_SECRET>`. */
function authorised(request: FastifyRequest, secret: string): boolean {
  const given = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(secret).digest(),
  );
}

const scheduleBody = z.object({
  schedule: z.string({ error: '参数错误：缺少 schedule' }).trim().max(32),
});

/**
 * The operator's calls, as the `shutdown-schedule` job but on a running server (PGlite admits one
 * process): closed unless OPERATOR_SECRET is configured.
 */
const operator: FastifyPluginAsync = async (fastify) => {
  const secret = fastify.config.OPERATOR_SECRET;
  const guard = (request: FastifyRequest) => {
    if (secret === undefined) throw new LegacyError(403, '运维接口未开放');
    if (!authorised(request, secret)) throw new LegacyError(403, '运维凭证无效');
  };

  fastify.get('/shutdown-schedule', async (request, reply) => {
    guard(request);
    return reply.v1(v1Calls.shutdownSchedule, await shutdownScheduleOf(fastify.db.orm));
  });

  // off, spec, or YYYY-MM-DD/YYYY-MM-DD (uploads and package sales close / the site closes).
  fastify.put('/shutdown-schedule', async (request, reply) => {
    guard(request);
    const body = parseParams(scheduleBody, request.body);
    const schedule = parseScheduleSetting(body.schedule);
    if (schedule === 'invalid')
      throw new LegacyError(400, '参数错误：schedule 须为 off、spec 或 YYYY-MM-DD/YYYY-MM-DD');
    await setShutdownSchedule(fastify.db.orm, schedule);
    return reply.v1(v1Calls.setShutdownSchedule, schedule);
  });
};

export default operator;
