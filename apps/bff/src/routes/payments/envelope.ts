import type { FastifyRequest } from 'fastify';
import { ApiError, errorMessages, upstreamFailed } from '../../errors.js';
import { fetchLegacyEnvelope, type LegacyEnvelope } from '../../services/legacy-envelope.js';

export type PaymentEnvelope = LegacyEnvelope;

/**
 * A /v1 payment call whose codes other than failures are answers (202 waiting, 201 closed, 20703
 * opened). The sandbox QR code points at the API's configured public origin, never at a Host header.
 * 10004 becomes 401, 400 and 404 keep their meaning, other business codes are 422 with `legacyCode`.
 */
export async function paymentEnvelope(
  request: FastifyRequest,
  call: { method?: 'GET' | 'POST'; path: string; body?: Record<string, unknown>; query?: Record<string, string> },
  answers: readonly number[] = [200],
): Promise<PaymentEnvelope> {
  const parsed = await fetchLegacyEnvelope(request, call);
  if (answers.includes(parsed.code)) return parsed;
  const message = (parsed.msg ?? '').trim().slice(0, 200);
  switch (parsed.code) {
    case 400:
      throw new ApiError(400, 'BAD_REQUEST', message || errorMessages.badRequest);
    case 404:
      throw new ApiError(404, 'NOT_FOUND', message || errorMessages.notFound);
    default:
      if (parsed.code === -1 || (parsed.code >= 500 && parsed.code < 600)) throw upstreamFailed();
      throw new ApiError(422, 'BUSINESS_RULE', message || '创建订单失败', { legacyCode: parsed.code });
  }
}
