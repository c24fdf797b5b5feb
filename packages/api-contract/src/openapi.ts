import { z } from 'zod';
import { componentRegistry, errorResponseSchema } from './common.js';
import type { RouteContract } from './route.js';
import { apiRoutes } from './routes.js';

type JsonObject = Record<string, unknown>;

const componentPrefix = '#/components/schemas/';

/** Rewrites zod's local `#/$defs/X` references into OpenAPI component references. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const result: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
      result[key] = componentPrefix + inner.slice('#/$defs/'.length);
    } else {
      result[key] = rewriteRefs(inner);
    }
  }
  return result;
}

class SchemaCollector {
  readonly components: Record<string, unknown> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
    const json = z.toJSONSchema(schema, {
      metadata: componentRegistry,
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonObject;
    const { $schema: _dialect, $defs: definitions, ...rest } = json;
    for (const [name, definition] of Object.entries((definitions ?? {}) as JsonObject)) {
      this.components[name] ??= rewriteRefs(definition);
    }
    const id = componentRegistry.get(schema)?.id;
    if (id !== undefined) {
      this.components[id] ??= rewriteRefs(rest);
      return { $ref: componentPrefix + id };
    }
    return rewriteRefs(rest) as JsonObject;
  }
}

const errorStatuses: Record<number, string> = {
  400: 'Malformed input',
  401: 'Not logged in (error.loginUrl says where to log in)',
  403: 'CSRF token missing or wrong (CSRF_REJECTED), or not allowed for this user (FORBIDDEN)',
  404: 'Not found',
  413: 'Body too large',
  422: 'Refused by a business rule (error.legacyCode)',
  429: 'Too many requests',
  502: 'Upstream failed or answered something unusable',
  504: 'Upstream did not answer within 5000 ms',
};

function parametersOf(route: RouteContract, collector: SchemaCollector): JsonObject[] {
  const parameters: JsonObject[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.querystring],
  ] as const) {
    if (schema === undefined) continue;
    const json = collector.convert(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propertySchema,
      });
    }
  }
  return parameters;
}

function errorStatusesOf(route: RouteContract): number[] {
  const statuses = [400, 404, 429, 502, 504];
  if (route.requiresLogin === true) statuses.push(401);
  if (route.method !== 'GET') statuses.push(403, 413);
  if (route.method !== 'GET' || route.requiresLogin === true) statuses.push(422);
  return statuses.sort((a, b) => a - b);
}

/** The OpenAPI 3.1 document of /api, generated from the zod contract. */
export function buildOpenApiDocument(): JsonObject {
  const collector = new SchemaCollector();
  const errorRef = collector.convert(errorResponseSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    const responses: JsonObject = {};
    for (const [status, schema] of Object.entries(route.responses)) {
      responses[status] =
        status === '204'
          ? { description: 'No content' }
          : { description: 'Success', content: { 'application/json': { schema: collector.convert(schema, 'output') } } };
    }
    for (const status of errorStatusesOf(route)) {
      responses[String(status)] = {
        description: errorStatuses[status] ?? 'Error',
        content: { 'application/json': { schema: errorRef } },
      };
    }
    const operation: JsonObject = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [...route.tags],
      parameters: parametersOf(route, collector),
      ...(route.body === undefined
        ? {}
        : {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: collector.convert(route.body, 'input') } },
            },
          }),
      ...(route.binaryBody === undefined
        ? {}
        : {
            requestBody: {
              required: true,
              content: Object.fromEntries(route.binaryBody.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
            },
          }),
      responses,
      ...(route.requiresLogin === true ? { security: [{ tokenCookie: [] }] } : {}),
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  const sortedComponents = Object.fromEntries(
    Object.entries(collector.components).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Yunmo /api',
      version: '1.0.0',
      description:
        'The normalised REST surface of the Yunmo gateway: real HTTP status codes, camelCase, one error shape ' +
        '`{ error: { code, message } }`. Money is integer fen. Non-GET calls carrying the `token` cookie need ' +
        'the `x-csrf-token` header (see GET /api/session/csrf).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: sortedComponents,
      securitySchemes: { tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token' } },
    },
  };
}
