import { submitErrorReportRoute } from '@yunmo/api-contract/downloads';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import { errorReportSchema } from '@yunmo/domain/validation/error-report';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

export default async function errorReportRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, submitErrorReportRoute, async (request) => {
    // The same schema as the web form: empty fields dropped, categories comma-joined.
    const parsed = errorReportSchema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, 'BAD_REQUEST', FEEDBACK_MESSAGES.submitInvalid);
    await fastify.v1.call(request, v1Calls.errorReport, { body: parsed.data });
    return { message: FEEDBACK_MESSAGES.reportSubmitted };
  });
}
