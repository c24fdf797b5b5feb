import type { FastifyRequest } from 'fastify';
import { request as undiciRequest } from 'undici';
import { z } from 'zod';
import {
  ApiError,
  errorMessages,
  loginUrlFor,
  returnPathOf,
  upstreamFailed,
  upstreamUnavailable,
} from '../../errors.js';

const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().nullish(),
  data: z.unknown(),
});
export type LegacyEnvelope = z.infer<typeof envelopeSchema>;

/**
 * A /v1 download call whose business codes are the answer (the download state machines need the
 * code and its data, not only successes). 10004 still becomes 401 with the login URL.
 */
export async function legacyEnvelope(
  request: FastifyRequest,
  path: string,
  body: Record<string, unknown>,
): Promise<LegacyEnvelope> {
  const config = request.server.config;
  const token = request.cookies.token;
  let text: string;
  try {
    const response = await undiciRequest(`${config.V1_UPSTREAM}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-request-id': request.id,
        ...(token ? { token } : {}),
      },
      body: JSON.stringify(body),
      headersTimeout: config.UPSTREAM_TIMEOUT_MS,
      bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    });
    text = await response.body.text();
    if (response.statusCode !== 200) throw upstreamFailed();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.warn({ upstreamPath: path }, 'download call failed');
    throw upstreamUnavailable();
  }
  let parsed: LegacyEnvelope;
  try {
    parsed = envelopeSchema.parse(JSON.parse(text));
  } catch {
    throw upstreamFailed();
  }
  if (parsed.code === 10004) {
    throw new ApiError(401, 'NOT_LOGGED_IN', errorMessages.notLoggedIn, {
      loginUrl: loginUrlFor(
        config.LOGIN_URL,
        returnPathOf(request.headers.referer, request.headers.host),
      ),
    });
  }
  if (parsed.code === 404)
    throw new ApiError(404, 'NOT_FOUND', parsed.msg ?? errorMessages.notFound);
  if (parsed.code === 400)
    throw new ApiError(400, 'BAD_REQUEST', parsed.msg ?? errorMessages.badRequest);
  return parsed;
}
