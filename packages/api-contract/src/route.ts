import type { z } from 'zod';
import type { DeclaredPublicEffect } from './v1/define.js';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * One endpoint of the normalised /api surface. `path` uses OpenAPI templates (`/api/albums/{uuid}`);
 * the gateway registers the same schemas with Fastify, and the OpenAPI document is generated from them.
 */
export interface RouteContract {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodObject;
  readonly querystring?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The body is raw bytes of one of these media types (uploads), not JSON. */
  readonly binaryBody?: readonly string[];
  /** Success responses by status code. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** Needs the `token` cookie; answers 401 with a login URL otherwise. */
  readonly requiresLogin?: boolean;
  /** Public, cacheable browsing data (answered with ETag and cached briefly). */
  readonly publicCache?: boolean;
  /** For writes: their effect on public answers; absent, anything may change. */
  readonly publicEffect?: DeclaredPublicEffect;
  /**
   * For creates: the address of the created resource, answered as `Location` with 201. `{name}` is
   * filled from the answer's field of that name (or its `order`'s), else the request body's or path's.
   */
  readonly location?: string;
  /** What the operation does, for the OpenAPI document (Markdown). */
  readonly description?: string;
}

/** Fills a `location` template; undefined when a field is missing. */
export function fillLocation(template: string, ...sources: unknown[]): string | undefined {
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    for (const source of sources) {
      if (source === null || typeof source !== 'object') continue;
      const record = source as Record<string, unknown>;
      const order = record.order as Record<string, unknown> | undefined;
      const value =
        record[name] ?? (order !== null && typeof order === 'object' ? order[name] : undefined);
      if (typeof value === 'string' || typeof value === 'number')
        return encodeURIComponent(String(value));
    }
    missing = true;
    return '';
  });
  return missing ? undefined : filled;
}

export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

/** `/api/albums/{uuid}` -> `/api/albums/:uuid` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The success answer of a route (the union of its success statuses' bodies). */
export type RouteResponse<R extends RouteContract> = z.output<R['responses'][keyof R['responses']]>;
/** The path parameters of a route, as a caller gives them. */
export type RouteParams<R extends RouteContract> = Input<R['params']>;
/** The query string of a route, as a caller gives it (defaults may be left out). */
export type RouteQuery<R extends RouteContract> = Input<R['querystring']>;
/** The JSON body of a route, as a caller gives it. */
export type RouteBody<R extends RouteContract> = Input<R['body']>;

/** What a client sends for one call: its path parameters, query string and body, each where the route has one. */
export type RouteCall<R extends RouteContract> = (R['params'] extends z.ZodType
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (R['querystring'] extends z.ZodType ? { query?: RouteQuery<R> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: RouteBody<R> } : { body?: undefined });

/** One request of a route for a fetch client: the path under `/api` with its parameters filled in. */
export interface RouteRequest {
  url: string;
  method: HttpMethod;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** Carries a route reference's contract in its type only; no value has this key. */
declare const contractOfRef: unique symbol;

/**
 * What a client needs of a route at run time (its operation, method and path), typed as the whole
 * contract, so that a browser bundle can build typed calls without the contract's zod schemas.
 * The entries of `generated/route-table` are these.
 */
export interface RouteRef<R extends RouteContract = RouteContract> {
  readonly operationId: R['operationId'];
  readonly method: R['method'];
  readonly path: R['path'];
  readonly [contractOfRef]?: R;
}

/** The contract a route, or a route reference, stands for. */
export type ContractOf<T> = T extends RouteContract
  ? T
  : T extends { readonly [contractOfRef]?: infer R extends RouteContract }
    ? R
    : never;

/**
 * The request of one call of `route` (a contract or its `RouteRef`), relative to the `/api` base:
 * `/api/albums/{uuid}` with `{ params: { uuid } }` becomes `/albums/<uuid, encoded>`. Undefined
 * query values are left out.
 */
export function routeRequest<T extends RouteContract | RouteRef>(
  route: T,
  call: RouteCall<ContractOf<T>>,
): RouteRequest {
  const params = (call.params ?? {}) as Record<string, unknown>;
  const url = route.path
    .replace(/^\/api(?=\/)/, '')
    .replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined || value === null)
        throw new Error(`${route.operationId}: path parameter ${name} is missing`);
      return encodeURIComponent(String(value as string | number));
    });
  const request: RouteRequest = { url, method: route.method };
  if (call.query !== undefined) {
    const query = Object.fromEntries(
      Object.entries(call.query as Record<string, unknown>).filter(
        ([, value]) => value !== undefined,
      ),
    );
    if (Object.keys(query).length > 0) request.params = query;
  }
  if (call.body !== undefined) request.body = call.body;
  return request;
}
