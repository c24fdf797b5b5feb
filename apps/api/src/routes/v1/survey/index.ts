import { surveySchema } from '@yunmo/domain/validation/survey';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { surveySubmissions } from '../../../db/notices-schema.js';
import { requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

/** The legacy payload: surveyMsg (the answers as JSON text) and reward. */
const submitBody = z.object({
  surveyMsg: z.string().max(8000),
  reward: z.unknown(),
});

export const alreadySubmittedMessage = '您已提交过问卷，感谢您的反馈~';

function parseSurvey(body: unknown) {
  const envelope = submitBody.safeParse(body ?? {});
  if (!envelope.success) throw new LegacyError(400, '参数错误：缺少 surveyMsg');
  let answers: unknown;
  try {
    answers = JSON.parse(envelope.data.surveyMsg);
  } catch {
    throw new LegacyError(400, '参数错误：surveyMsg 不是有效的 JSON');
  }
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    throw new LegacyError(400, '参数错误：surveyMsg 不是有效的 JSON');
  }
  // The same schema as the web form, so the server answers with the form's messages.
  const survey = surveySchema.safeParse({ ...answers, problem4: envelope.data.reward });
  if (!survey.success) throw new LegacyError(400, survey.error.issues[0]?.message ?? '参数错误');
  return survey.data;
}

const survey: FastifyPluginAsync = async (fastify) => {
  fastify.post('/submit', async (request, reply) => {
    const userId = await requireUserId(fastify.db, request);
    const { problem4, ...answers } = parseSurvey(request.body);
    // One answer per user: the unique user id makes a concurrent second submission a no-op.
    const inserted = await fastify.db.orm
      .insert(surveySubmissions)
      .values({ userId, answers, reward: problem4 })
      .onConflictDoNothing()
      .returning({ id: surveySubmissions.id });
    if (inserted.length === 0) throw new LegacyError(409, alreadySubmittedMessage);
    return reply.v1(v1Calls.survey, { id: inserted[0]?.id, reward: problem4 });
  });
};

export default survey;
