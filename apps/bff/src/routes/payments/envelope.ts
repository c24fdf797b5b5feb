import type { FastifyRequest } from 'fastify';
import { request as undiciRequest } from 'undici';
import { z } from 'zod';
import { ApiError, errorMessages, loginUrlFor, returnPathOf, upstreamFailed, upstreamUnavailable } from '../../errors.js';

const envelopeSchema = z.object({ code: z.number().int(), msg: z.string().nullish(), data: z.unknown() });
export type PaymentEnvelope = z.infer<typeof envelopeSchema>;

/**
 * A /v1 payment call whose codes other than failures are answers (202 waiting, 201 closed, 20703
 * opened). The visitor's host goes along so the sandbox QR code points at the URL they use.
 * 10004 becomes 401, 400 and 404 keep their meaning, other business codes are 422 with `legacyCode`.
 */
export async function paymentEnvelope(
  request: FastifyRequest,
  call: { method?: 'GET' | 'POST'; path: string; body?: Record<string, unknown>; query?: Record<string, string> },
  answers: readonly number[] = [200],
): Promise<PaymentEnvelope> {
  const config = request.server.config;
  const token = request.cookies.token;
  const method = call.method ?? 'POST';
  const query = call.query === undefined ? '' : `?${new URLSearchParams(call.query).toString()}`;
  let text: string;
  try {
    const response = await undiciRequest(`${config.V1_UPSTREAM}${call.path}${query}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-request-id': request.id,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(request.headers.host ? { 'x-forwarded-host': request.headers.host } : {}),
        'x-forwarded-proto': request.protocol,
        ...(token ? { token } : {}),
      },
      body: method === 'POST' ? JSON.stringify(call.body ?? {}) : null,
      headersTimeout: config.UPSTREAM_TIMEOUT_MS,
      bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    });
    text = await response.body.text();
    if (response.statusCode !== 200) throw upstreamFailed();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.warn({ upstreamPath: call.path }, 'payment call failed');
    throw upstreamUnavailable();
  }
  let parsed: PaymentEnvelope;
  try {
    parsed = envelopeSchema.parse(JSON.parse(text));
  } catch {
    throw upstreamFailed();
  }
  if (answers.includes(parsed.code)) return parsed;
  const message = (parsed.msg ?? '').trim().slice(0, 200);
  switch (parsed.code) {
    case 10004:
      throw new ApiError(401, 'NOT_LOGGED_IN', errorMessages.notLoggedIn, {
        loginUrl: loginUrlFor(config.LOGIN_URL, returnPathOf(request.headers.referer, request.headers.host)),
      });
    case 400:
      throw new ApiError(400, 'BAD_REQUEST', message || errorMessages.badRequest);
    case 404:
      throw new ApiError(404, 'NOT_FOUND', message || errorMessages.notFound);
    default:
      if (parsed.code === -1 || (parsed.code >= 500 && parsed.code < 600)) throw upstreamFailed();
      throw new ApiError(422, 'BUSINESS_RULE', message || '创建订单失败', { legacyCode: parsed.code });
  }
}
