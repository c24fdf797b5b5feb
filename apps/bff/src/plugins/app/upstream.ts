import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import { Pool, errors as undiciErrors, type FormData as UndiciFormData } from 'undici';
import { z } from 'zod';
import {
  ApiError,
  errorMessages,
  loginUrlFor,
  requestReturnPath,
  upstreamFailed,
  upstreamTimedOut,
  upstreamUnavailable,
} from '../../errors.js';
import { clientHeaders } from '../../http/client-address.js';

/** Legacy success code; 10004 is "not logged in", 400 "invalid parameters", 404 "no such record". */
const legacyCodes = { ok: 200, badRequest: 400, notFound: 404, notLoggedIn: NOT_LOGGED_IN_CODE } as const;
const maxUpstreamBodyBytes = 20 * 1024 * 1024;
const maxForwardedMessageLength = 200;

const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().nullish(),
  data: z.unknown(),
});

export type QueryValue = string | number | boolean | undefined;

export interface UpstreamCall {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Path of the /v1 call, e.g. `/v1/home/navList`. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** A multipart form (file uploads) sent instead of the JSON body; POST only. */
  form?: UndiciFormData;
  /** Send the caller's `token` cookie as the `token` header (calls that know the user). */
  withToken?: boolean;
}

export interface UpstreamClient {
  /** Calls a /v1 endpoint and returns its `data`, parsed with `schema`; throws ApiError otherwise. */
  call<T>(request: FastifyRequest, call: UpstreamCall, schema: z.ZodType<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

/** Query string of a legacy call: empty values are dropped (the legacy dialect treats them as absent). */
export function toQueryString(query: Readonly<Record<string, QueryValue>>): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    parameters.append(name, String(value));
  }
  const text = parameters.toString();
  return text === '' ? '' : `?${text}`;
}

/** The pool's headers, body and connect timeouts (UPSTREAM_TIMEOUT_MS each) end slow calls. */
function isTimeout(error: unknown): boolean {
  return (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  );
}

function shortMessage(message: string | null | undefined, fallback: string): string {
  const text = (message ?? '').trim();
  return text === '' ? fallback : text.slice(0, maxForwardedMessageLength);
}

export default fp(
  async function upstreamPlugin(fastify: FastifyInstance) {
    const timeoutMs = fastify.config.UPSTREAM_TIMEOUT_MS;
    const pool = new Pool(fastify.config.V1_UPSTREAM, {
      connections: 128,
      keepAliveTimeout: 30_000,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connectTimeout: timeoutMs,
      maxResponseSize: maxUpstreamBodyBytes,
    });
    fastify.addHook('onClose', async () => {
      await pool.close();
    });

    async function fetchEnvelope(request: FastifyRequest, call: UpstreamCall): Promise<z.infer<typeof envelopeSchema>> {
      const method = call.method ?? 'GET';
      const headers: Record<string, string> = { ...clientHeaders(request), accept: 'application/json', 'x-request-id': request.id };
      const token = call.withToken === true ? request.cookies.token : undefined;
      if (token !== undefined && token !== '') headers.token = token;
      // A form's content type (with its boundary) is written by undici.
      if (method === 'POST' && call.form === undefined) headers['content-type'] = 'application/json';
      let text: string;
      let status: number;
      try {
        const response = await pool.request({
          method,
          path: call.path + toQueryString(call.query ?? {}),
          headers,
          body: method !== 'POST' ? null : (call.form ?? JSON.stringify(call.body ?? {})),
        });
        status = response.statusCode;
        text = await response.body.text();
      } catch (error) {
        request.log.warn({ err: error, upstreamPath: call.path }, 'upstream call failed');
        throw isTimeout(error) ? upstreamTimedOut() : upstreamUnavailable();
      }
      if (status === 429) {
        let message = '';
        try {
          message = envelopeSchema.parse(JSON.parse(text)).msg ?? '';
        } catch {
          // The default message below.
        }
        throw new ApiError(429, 'RATE_LIMITED', shortMessage(message, errorMessages.rateLimited));
      }
      if (status !== 200) {
        request.log.warn({ upstreamPath: call.path, upstreamStatus: status }, 'upstream answered an HTTP error');
        throw upstreamFailed();
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        request.log.warn({ upstreamPath: call.path }, 'upstream answered invalid JSON');
        throw upstreamFailed();
      }
      const envelope = envelopeSchema.safeParse(json);
      if (!envelope.success) {
        request.log.warn({ upstreamPath: call.path }, 'upstream answered without the {code,msg,data} envelope');
        throw upstreamFailed();
      }
      return envelope.data;
    }

    fastify.decorate('upstream', {
      async call<T>(request: FastifyRequest, call: UpstreamCall, schema: z.ZodType<T>): Promise<T> {
        const envelope = await fetchEnvelope(request, call);
        switch (envelope.code) {
          case legacyCodes.ok: {
            const data = schema.safeParse(envelope.data);
            if (!data.success) {
              request.log.warn(
                { upstreamPath: call.path, issues: data.error.issues.slice(0, 5) },
                'upstream data has an unexpected shape',
              );
              throw upstreamFailed();
            }
            return data.data;
          }
          case legacyCodes.notLoggedIn: {
            const returnPath = requestReturnPath(request);
            throw new ApiError(401, 'NOT_LOGGED_IN', errorMessages.notLoggedIn, {
              loginUrl: loginUrlFor(fastify.config.LOGIN_URL, returnPath),
            });
          }
          case legacyCodes.notFound:
            throw new ApiError(404, 'NOT_FOUND', shortMessage(envelope.msg, errorMessages.notFound));
          case legacyCodes.badRequest:
            throw new ApiError(400, 'BAD_REQUEST', shortMessage(envelope.msg, errorMessages.badRequest));
          default:
            if (envelope.code >= 500 && envelope.code < 600) throw upstreamFailed();
            throw new ApiError(422, 'BUSINESS_RULE', shortMessage(envelope.msg, errorMessages.serverError), {
              legacyCode: envelope.code,
            });
        }
      },
    });
  },
  { name: 'upstream', dependencies: ['env', '@fastify/cookie'] },
);
