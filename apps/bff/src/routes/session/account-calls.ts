import { NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, errorMessages, upstreamFailed, upstreamUnavailable } from '../../errors.js';

const envelopeSchema = z.object({ code: z.number().int(), msg: z.string().nullish(), data: z.unknown() });

export const sessionDataSchema = z.object({
  token: z.string().min(32).max(512),
  expiresAt: z.string(),
  userName: z.string(),
  nickname: z.string(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * Login and registration go to the API with the visitor's address (`x-client-ip`), which its
 * per-address limit of failed logins counts. The shared upstream client sends no such header, so
 * these two calls are made here.
 */
export async function accountCall(fastify: FastifyInstance, request: FastifyRequest, path: string, body: unknown): Promise<SessionData> {
  let envelope: z.infer<typeof envelopeSchema>;
  try {
    const response = await fetch(`${fastify.config.V1_UPSTREAM}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-client-ip': request.ip, 'x-request-id': request.id },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(fastify.config.UPSTREAM_TIMEOUT_MS),
    });
    if (response.status !== 200) throw upstreamFailed();
    const parsed = envelopeSchema.safeParse(await response.json());
    if (!parsed.success) throw upstreamFailed();
    envelope = parsed.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.warn({ err: error, upstreamPath: path }, 'account call failed');
    throw upstreamUnavailable();
  }
  const message = (envelope.msg ?? '').slice(0, 200);
  if (envelope.code === 200) {
    const data = sessionDataSchema.safeParse(envelope.data);
    if (!data.success) throw upstreamFailed();
    return data.data;
  }
  if (envelope.code === 400) throw new ApiError(400, 'BAD_REQUEST', message || errorMessages.badRequest);
  if (envelope.code === 429) throw new ApiError(429, 'RATE_LIMITED', message || errorMessages.rateLimited);
  if (envelope.code === NOT_LOGGED_IN_CODE || envelope.code < 0 || (envelope.code >= 500 && envelope.code < 600)) throw upstreamFailed();
  throw new ApiError(422, 'BUSINESS_RULE', message || errorMessages.serverError, { legacyCode: envelope.code });
}
