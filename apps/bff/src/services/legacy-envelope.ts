import type { FastifyRequest } from 'fastify';
import { request as undiciRequest } from 'undici';
import { z } from 'zod';
import { ApiError, errorMessages, loginUrlFor, requestReturnPath, upstreamFailed, upstreamUnavailable } from '../errors.js';
import { clientHeaders } from '../http/client-address.js';

const envelopeSchema = z.object({ code: z.number().int(), msg: z.string().nullish(), data: z.unknown() });
export type LegacyEnvelope = z.infer<typeof envelopeSchema>;

export interface LegacyCall {
  method?: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * One /v1 call whose business codes the route reads itself (download steps, payment answers):
 * answers the whole `{code, msg, data}` envelope. Transport failures and answers without the
 * envelope become 502/503/504, and 10004 becomes 401 with the login address.
 */
export async function fetchLegacyEnvelope(request: FastifyRequest, call: LegacyCall): Promise<LegacyEnvelope> {
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
        ...clientHeaders(request),
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
    request.log.warn({ upstreamPath: call.path }, 'legacy call failed');
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
      loginUrl: loginUrlFor(config.LOGIN_URL, requestReturnPath(request)),
    });
  }
  return parsed;
}
