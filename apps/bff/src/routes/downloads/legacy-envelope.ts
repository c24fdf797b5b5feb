import type { FastifyRequest } from 'fastify';
import { ApiError, errorMessages } from '../../errors.js';
import { fetchLegacyEnvelope, type LegacyEnvelope } from '../../services/legacy-envelope.js';

export type { LegacyEnvelope };

/**
 * A /v1 download call whose business codes are the answer (the download state machines need the
 * code and its data, not only successes); 404 and 400 keep their meaning.
 */
export async function legacyEnvelope(request: FastifyRequest, path: string, body: Record<string, unknown>): Promise<LegacyEnvelope> {
  const parsed = await fetchLegacyEnvelope(request, { path, body });
  if (parsed.code === 404) throw new ApiError(404, 'NOT_FOUND', parsed.msg ?? errorMessages.notFound);
  if (parsed.code === 400) throw new ApiError(400, 'BAD_REQUEST', parsed.msg ?? errorMessages.badRequest);
  return parsed;
}
