import type { z } from 'zod';

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
}

export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

/** `/api/albums/{uuid}` -> `/api/albums/:uuid` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
