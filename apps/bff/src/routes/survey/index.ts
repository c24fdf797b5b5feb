import { submitSurveyRoute } from '@yunmo/api-contract/survey';
import { surveyPayload, surveySchema } from '@yunmo/domain/validation/survey';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { ApiError } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';

export default async function surveyRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, submitSurveyRoute, async (request, reply) => {
    // The web form's own schema: a refusal carries the form's message, exactly as the page shows it.
    const survey = surveySchema.safeParse(request.body);
    if (!survey.success) {
      const issues = survey.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      throw new ApiError(400, 'BAD_REQUEST', issues[0]?.message ?? '参数错误', { errors: issues });
    }
    const result = await fastify.v1.call(request, v1Calls.survey, {
      body: surveyPayload(survey.data),
    });
    return reply.code(201).send({ reward: result.reward });
  });
}
