import type { RouteContract } from '@yunmo/api-contract/route';
import { fillLocation, toFastifyPath } from '@yunmo/api-contract/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { ApiError, errorMessages, loginUrlFor, requestReturnPath } from '../errors.js';
import { withEtag } from '../plugins/app/cache.js';

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

export type RouteRequest<C extends RouteContract> = FastifyRequest<{
  Params: Output<C['params']>;
  Querystring: Output<C['querystring']>;
  Body: Output<C['body']>;
}>;

type SuccessBody<C extends RouteContract> = {
  [Status in keyof C['responses']]: Output<C['responses'][Status]>;
}[keyof C['responses']];

export type RouteHandler<C extends RouteContract> = (
  request: RouteRequest<C>,
  reply: FastifyReply,
) => Promise<SuccessBody<C> | FastifyReply>;

export function hasSessionToken(request: FastifyRequest): boolean {
  const token = request.cookies.token;
  return token !== undefined && token !== '';
}

/** 401 with the login URL, before any upstream call, when the `token` cookie is missing. */
export function notLoggedIn(request: FastifyRequest): ApiError {
  const loginUrl = loginUrlFor(request.server.config.LOGIN_URL, requestReturnPath(request));
  return new ApiError(401, 'NOT_LOGGED_IN', errorMessages.notLoggedIn, { loginUrl });
}

/**
 * Registers one endpoint of the contract: its zod schemas validate the request and the response,
 * login-only endpoints refuse anonymous callers.
 */
export function registerRoute<C extends RouteContract>(
  fastify: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
): void {
  fastify.route({
    method: contract.method,
    url: toFastifyPath(contract.path),
    schema: {
      ...(contract.params === undefined ? {} : { params: contract.params }),
      ...(contract.querystring === undefined ? {} : { querystring: contract.querystring }),
      ...(contract.body === undefined ? {} : { body: contract.body }),
      response: contract.responses,
    },
    config: {
      publicRead: contract.method === 'GET' && contract.requiresLogin !== true,
      ...(contract.publicEffect === undefined ? {} : { publicEffect: contract.publicEffect }),
    },
    ...(contract.requiresLogin === true
      ? {
          preHandler: async (request: FastifyRequest) => {
            if (!hasSessionToken(request)) throw notLoggedIn(request);
          },
        }
      : {}),
    handler: (contract.location === undefined
      ? handler
      : created(contract.location, handler)) as unknown as RouteHandlerMethod,
  });
}

/** A create answers 201 with the new resource's address in `Location`. */
function created<C extends RouteContract>(
  template: string,
  handler: RouteHandler<C>,
): RouteHandler<C> {
  return async (request, reply) => {
    const body = await handler(request, reply);
    if (body === reply) return reply;
    const location = fillLocation(template, body, request.body, request.params);
    void reply.code(201);
    if (location !== undefined) void reply.header('location', location);
    return body;
  };
}

/**
 * Registers a public, cacheable GET endpoint: the value comes from the short-lived cache under
 * `cacheKey` and is answered with an ETag (304 when the client has it).
 */
export function registerCachedRoute<C extends RouteContract>(
  fastify: FastifyInstance,
  contract: C,
  cacheKey: (request: RouteRequest<C>) => string,
  produce: (request: RouteRequest<C>) => Promise<SuccessBody<C>>,
): void {
  registerRoute(fastify, contract, async (request, reply) => {
    const value = await fastify.publicCache.get(cacheKey(request), () => produce(request));
    return withEtag(request, reply, value, fastify.config.CACHE_TTL_MS) ?? reply;
  });
}

/**
 * Registers a model list every visitor is shown alike (no session goes upstream): the gateway
 * answers it from its cache, emptied by writes, under its address. Browsers revalidate it every
 * time (ETag, 304), so a visitor's own publish or edit shows on the next visit at once.
 */
export function registerSharedListRoute<C extends RouteContract>(
  fastify: FastifyInstance,
  contract: C,
  produce: (request: RouteRequest<C>) => Promise<SuccessBody<C>>,
): void {
  registerRoute(fastify, contract, async (request, reply) => {
    const value = await fastify.publicCache.get(`${contract.operationId}:${request.url}`, () =>
      produce(request),
    );
    return withEtag(request, reply, value, 0) ?? reply;
  });
}
