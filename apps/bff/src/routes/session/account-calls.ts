import { NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, errorMessages, upstreamFailed, upstreamUnavailable } from '../../errors.js';
import { clientHeaders } from '../../http/client-address.js';

const envelopeSchema = z.object({ code: z.number().int(), msg: z.string().nullish(), data: z.unknown() });

export const sessionDataSchema = z.object({
  token: z.string().min(32).max(512),
  expiresAt: z.string(),
  userName: z.string(),
  nickname: z.string(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * Login, registration and its captcha and SMS steps go to the API with the visitor's address
 * (the signed `x-client-ip`), which its per-address limits count; they also need the API's own
 * message and its 429, so they are made here rather than through the shared upstream client.
 */
export async function accountCall(fastify: FastifyInstance, request: FastifyRequest, path: string, body: unknown): Promise<SessionData> {
  return (await accountCallWith(fastify, request, { path, body }, sessionDataSchema)).data;
}

/** Any account call: the parsed `data` and the API's message. */
export async function accountCallWith<T>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  call: { path: string; body?: unknown; method?: 'GET' | 'POST' },
  schema: z.ZodType<T>,
): Promise<{ data: T; message: string }> {
  const { path } = call;
  let envelope: z.infer<typeof envelopeSchema>;
  let status: number;
  try {
    const method = call.method ?? 'POST';
    const response = await fetch(`${fastify.config.V1_UPSTREAM}${path}`, {
      method,
      headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), accept: 'application/json', ...clientHeaders(request), 'x-request-id': request.id },
      ...(method === 'POST' ? { body: JSON.stringify(call.body ?? {}) } : {}),
      signal: AbortSignal.timeout(fastify.config.UPSTREAM_TIMEOUT_MS),
    });
    status = response.status;
    if (status !== 200 && status !== 429) throw upstreamFailed();
    const parsed = envelopeSchema.safeParse(await response.json());
    if (!parsed.success) throw upstreamFailed();
    envelope = parsed.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.warn({ err: error, upstreamPath: path }, 'account call failed');
    throw upstreamUnavailable();
  }
  const message = (envelope.msg ?? '').slice(0, 200);
  if (status === 429 || envelope.code === 429) throw new ApiError(429, 'RATE_LIMITED', message || errorMessages.rateLimited);
  if (envelope.code === 200) {
    const data = schema.safeParse(envelope.data);
    if (!data.success) throw upstreamFailed();
    return { data: data.data, message };
  }
  if (envelope.code === 400) throw new ApiError(400, 'BAD_REQUEST', message || errorMessages.badRequest);
  if (envelope.code === NOT_LOGGED_IN_CODE || envelope.code < 0 || (envelope.code >= 500 && envelope.code < 600)) throw upstreamFailed();
  throw new ApiError(422, 'BUSINESS_RULE', message || errorMessages.serverError, { legacyCode: envelope.code });
}
