import {
  V1_CODES,
  isV1ServerFailure,
  v1EnvelopeSchema,
  type V1Envelope,
} from '@yunmo/api-contract/v1/codes';
import type { V1Call, V1Data, V1Input, V1QueryValue } from '@yunmo/api-contract/v1/calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Pool, errors as undiciErrors, type FormData as UndiciFormData } from 'undici';
import type { z } from 'zod';
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

const maxUpstreamBodyBytes = 20 * 1024 * 1024;
const maxForwardedMessageLength = 200;

export type QueryValue = V1QueryValue;

/** One exchange with the API, built from a declared call (`@yunmo/api-contract/v1/calls`). */
interface UpstreamCall {
  method: V1Call['method'];
  /** Path of the /v1 call, e.g. `/v1/home/navList`. */
  path: V1Call['path'];
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** A multipart form (file uploads) sent instead of the JSON body; POST only. */
  form?: UndiciFormData;
  /** The call needs the caller's session (see `V1Call.login`). */
  login?: boolean;
}

export interface V1CallOptions {
  /** A multipart form (file uploads) sent instead of the JSON body. */
  form?: UndiciFormData;
  /** Overrides the declaration's `login` (calls whose session is optional). */
  token?: boolean;
}

export interface V1EnvelopeOptions extends V1CallOptions {
  /** Business codes that are answers, returned with their envelope; `'all'` for state machines that read every code. */
  answers: readonly number[] | 'all';
  /** The message of a business refusal that brings none. */
  refusalMessage?: string;
}

/**
 * THE gateway's /v1 client. One envelope parse, one timeout policy (the pool's connect, headers
 * and body timeouts, UPSTREAM_TIMEOUT_MS each), one error mapping and one token rule:
 * - the `token` header is sent exactly when the call needs the session (`login`);
 * - a timeout is 504; an unreachable API, an HTTP error, a body without the envelope or data of
 *   an unexpected shape is 502; HTTP 429 or code 429 is 429 with the API's message;
 * - 10004 is 401 with the login address; 400 and 404 keep their meaning with the API's message;
 *   -1 and 5xx codes are 502; any other code is 422 BUSINESS_RULE with `legacyCode`.
 */
export interface V1Client {
  /** A declared call's code-200 `data`, parsed by its declaration. */
  call<C extends V1Call>(
    request: FastifyRequest,
    call: C,
    input?: V1Input<C>,
    options?: V1CallOptions,
  ): Promise<V1Data<C>>;
  /** A declared call whose business codes are answers: the envelope of a 200 or of one of `answers`. */
  envelope<C extends V1Call>(
    request: FastifyRequest,
    call: C,
    input: V1Input<C>,
    options: V1EnvelopeOptions,
  ): Promise<V1Envelope>;
}

declare module 'fastify' {
  interface FastifyInstance {
    v1: V1Client;
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

    async function exchange(request: FastifyRequest, call: UpstreamCall): Promise<V1Envelope> {
      const { method } = call;
      const headers: Record<string, string> = {
        ...clientHeaders(request),
        accept: 'application/json',
        'x-request-id': request.id,
      };
      const token = call.login === true ? request.cookies.token : undefined;
      if (token !== undefined && token !== '') headers.token = token;
      // A form's content type (with its boundary) is written by undici.
      if (method === 'POST' && call.form === undefined)
        headers['content-type'] = 'application/json';
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
      let envelope: V1Envelope | undefined;
      try {
        const parsed = v1EnvelopeSchema.safeParse(JSON.parse(text));
        if (parsed.success) envelope = parsed.data;
      } catch {
        // Not JSON: handled below.
      }
      if (status === 429)
        throw new ApiError(
          429,
          'RATE_LIMITED',
          shortMessage(envelope?.msg, errorMessages.rateLimited),
        );
      if (status !== 200) {
        request.log.warn(
          { upstreamPath: call.path, upstreamStatus: status },
          'upstream answered an HTTP error',
        );
        throw upstreamFailed();
      }
      if (envelope === undefined) {
        request.log.warn(
          { upstreamPath: call.path },
          'upstream answered without the {code,msg,data} envelope',
        );
        throw upstreamFailed();
      }
      if (envelope.code === V1_CODES.notLoggedIn) {
        throw new ApiError(401, 'NOT_LOGGED_IN', errorMessages.notLoggedIn, {
          loginUrl: loginUrlFor(fastify.config.LOGIN_URL, requestReturnPath(request)),
        });
      }
      return envelope;
    }

    /** The one mapping of a code that is not an answer. */
    function refusal(
      envelope: V1Envelope,
      refusalMessage: string = errorMessages.serverError,
    ): ApiError {
      switch (envelope.code) {
        case V1_CODES.notFound:
          return new ApiError(404, 'NOT_FOUND', shortMessage(envelope.msg, errorMessages.notFound));
        case V1_CODES.badRequest:
          return new ApiError(
            400,
            'BAD_REQUEST',
            shortMessage(envelope.msg, errorMessages.badRequest),
          );
        case V1_CODES.rateLimited:
          return new ApiError(
            429,
            'RATE_LIMITED',
            shortMessage(envelope.msg, errorMessages.rateLimited),
          );
        default:
          if (isV1ServerFailure(envelope.code)) return upstreamFailed();
          return new ApiError(422, 'BUSINESS_RULE', shortMessage(envelope.msg, refusalMessage), {
            legacyCode: envelope.code,
          });
      }
    }

    function parseData<T>(
      request: FastifyRequest,
      path: string,
      schema: z.ZodType<T>,
      data: unknown,
    ): T {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        request.log.warn(
          { upstreamPath: path, issues: parsed.error.issues.slice(0, 5) },
          'upstream data has an unexpected shape',
        );
        throw upstreamFailed();
      }
      return parsed.data;
    }

    function declared<C extends V1Call>(
      call: C,
      input: V1Input<C> | undefined,
      options: V1CallOptions | undefined,
    ): UpstreamCall {
      return {
        method: call.method,
        path: call.path,
        ...(input?.query === undefined
          ? {}
          : { query: input.query as Readonly<Record<string, QueryValue>> }),
        ...(input?.body === undefined ? {} : { body: input.body }),
        ...(options?.form === undefined ? {} : { form: options.form }),
        login: options?.token ?? call.login === true,
      };
    }

    async function fetchData<T>(
      request: FastifyRequest,
      call: UpstreamCall,
      schema: z.ZodType<T>,
    ): Promise<T> {
      const envelope = await exchange(request, call);
      if (envelope.code !== V1_CODES.ok) throw refusal(envelope);
      return parseData(request, call.path, schema, envelope.data);
    }

    fastify.decorate('v1', {
      call: <C extends V1Call>(
        request: FastifyRequest,
        call: C,
        input?: V1Input<C>,
        options?: V1CallOptions,
      ) => fetchData(request, declared(call, input, options), call.data as z.ZodType<V1Data<C>>),
      async envelope<C extends V1Call>(
        request: FastifyRequest,
        call: C,
        input: V1Input<C>,
        options: V1EnvelopeOptions,
      ): Promise<V1Envelope> {
        const envelope = await exchange(request, declared(call, input, options));
        const { answers } = options;
        if (envelope.code === V1_CODES.ok) return envelope;
        if (
          answers === 'all'
            ? envelope.code !== V1_CODES.notFound && envelope.code !== V1_CODES.badRequest
            : answers.includes(envelope.code)
        ) {
          return envelope;
        }
        throw refusal(envelope, options.refusalMessage);
      },
    } satisfies V1Client);
  },
  { name: 'upstream', dependencies: ['env', '@fastify/cookie'] },
);
