import { z } from 'zod';
import { componentRegistry, problemMediaType, problemSchema } from './common.js';
import {
  apiVersion,
  exampleOf,
  operationDescription,
  parameterDescription,
} from './openapi-docs.js';
import { problemKinds, problemType } from './problems.js';
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

const errorStatuses: Record<number, { description: string; code: keyof typeof problemKinds }> = {
  400: {
    description: 'The request does not match the contract (`errors` lists the fields)',
    code: 'BAD_REQUEST',
  },
  401: {
    description: 'Not logged in, or an unknown or revoked token (`loginUrl` says where to log in)',
    code: 'NOT_LOGGED_IN',
  },
  403: {
    description:
      'CSRF header missing or wrong (CSRF_REJECTED), a read token used to write (TOKEN_SCOPE), or not allowed (FORBIDDEN)',
    code: 'CSRF_REJECTED',
  },
  404: { description: 'Not found', code: 'NOT_FOUND' },
  409: {
    description: 'Conflicts with the current state, e.g. already done (`legacyCode`)',
    code: 'CONFLICT',
  },
  413: { description: 'Body too large', code: 'PAYLOAD_TOO_LARGE' },
  422: {
    description: 'Refused by a business rule (`legacyCode`, `detail` is the text to show)',
    code: 'BUSINESS_RULE',
  },
  429: { description: 'Too many requests (`retryAfterSeconds`)', code: 'RATE_LIMITED' },
  502: { description: 'Upstream failed or answered something unusable', code: 'UPSTREAM_ERROR' },
  504: { description: 'Upstream did not answer within 5000 ms', code: 'UPSTREAM_TIMEOUT' },
};

function problemExample(status: number, code: keyof typeof problemKinds, path: string): JsonObject {
  const kind = problemKinds[code];
  return {
    type: problemType(code),
    title: kind.title,
    status,
    detail: kind.detail,
    instance: path.replace(/\{(\w+)\}/g, '1'),
    code,
    ...('legacyCode' in kind ? { legacyCode: kind.legacyCode } : {}),
    ...(code === 'NOT_LOGGED_IN' ? { loginUrl: '/login?source=MODEL&redirect=%2F' } : {}),
  };
}

/** Who may call an operation (OpenAPI security requirements; any one suffices). */
function securityOf(route: RouteContract): JsonObject[] {
  const write = route.method !== 'GET';
  const cookie = write ? { tokenCookie: [], csrfHeader: [] } : { tokenCookie: [] };
  const bearer = { bearerToken: write ? ['write'] : [] };
  return route.requiresLogin === true ? [cookie, bearer] : [{}, cookie, bearer];
}

function isListSchema(json: JsonObject, components: Record<string, unknown>): boolean {
  const ref = json.$ref;
  const resolved = (
    typeof ref === 'string' ? components[ref.replace(componentPrefix, '')] : json
  ) as JsonObject | undefined;
  const properties = (resolved?.properties ?? {}) as Record<string, unknown>;
  return 'items' in properties && 'total' in properties && 'page' in properties;
}

function parametersOf(route: RouteContract, collector: SchemaCollector): JsonObject[] {
  const examples = parameterExamples;
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
      const allowed = propertySchema.enum;
      const preset = examples[name];
      const fits = preset !== undefined && (!Array.isArray(allowed) || allowed.includes(preset));
      const example = fits ? preset : exampleOf(propertySchema, collector.components, name);
      parameters.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        description: parameterDescription(
          name,
          route.path,
          typeof description === 'string' ? description : undefined,
        ),
        schema: propertySchema,
        ...(example === null || example === undefined ? {} : { example }),
      });
    }
  }
  return parameters;
}

/** Example parameter values where the schema alone would give a meaningless one. */
const parameterExamples: Record<string, unknown> = {
  kind: 'max',
  uuid: 'b7c1d2e3f4a5',
  q: '沙发',
  keyword: '沙发',
  author: 'designer_01',
  filter: '0-0-0-1-0-0-0-0-0-0-0-0',
  orderNumber: 'YM20261124120000A1B2C3D4',
  uuids: 'b7c1d2e3f4a5,c8d2e3f4a5b6',
  categoryIds: '1,2',
  url: 'https://yunmo.example/list/max',
  source: 'detail',
};

function errorStatusesOf(route: RouteContract): number[] {
  const statuses = [400, 404, 429, 502, 504];
  if (route.requiresLogin === true) statuses.push(401);
  if (route.method !== 'GET') statuses.push(403, 413);
  if (route.method !== 'GET' || route.requiresLogin === true) statuses.push(409, 422);
  return statuses.sort((a, b) => a - b);
}

const tagTexts: Record<string, string> = {
  home: 'The home page: banners, navigation and featured lists.',
  kinds: 'Per-kind model search, filters and counts.',
  models: 'Model lists by query and member models.',
  channels: 'Channel pages: banners, grids and a user’s hobbies.',
  search: 'Hot words, suggestions and label words.',
  albums: 'Albums (collections of models) and their favourites.',
  rankings: 'Author rankings.',
  session: 'Login, registration, CSRF and the signed-in user.',
  tokens: 'Personal access tokens for server-side callers.',
  messages: 'The user’s message centre.',
  favourites: 'Favourites folders and favourited models.',
  feedback: 'Feedback, suggestions and error reports.',
  notices: 'Site notices such as the shutdown notice.',
  survey: 'The user survey.',
  authors: 'Author pages, works and follows.',
  'image-search': 'Search by picture.',
  'model-detail': 'Model detail pages and similar models.',
  downloads: 'The download flow and quota.',
  'version-conversions': 'File version conversion requests.',
  payments: 'Orders, gold membership and download packages.',
};

function apiTags(): JsonObject[] {
  const names = [...new Set(apiRoutes.flatMap((route) => route.tags))];
  return names.map((name) => ({ name, description: tagTexts[name] ?? `Operations on ${name}.` }));
}

/** The OpenAPI 3.1 document of /api, generated from the zod contract. */
export function buildOpenApiDocument(): JsonObject {
  const collector = new SchemaCollector();
  const errorRef = collector.convert(problemSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    const responses: JsonObject = {};
    let isList = false;
    for (const [status, schema] of Object.entries(route.responses)) {
      if (status === '204') {
        responses[status] = { description: 'No content' };
        continue;
      }
      const json = collector.convert(schema, 'output');
      isList ||= isListSchema(json, collector.components);
      responses[status] = {
        description: status === '201' ? 'Created' : 'Success',
        ...(status === '201' && route.location !== undefined
          ? {
              headers: {
                Location: {
                  description: `The created resource (${route.location})`,
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
        content: {
          'application/json': { schema: json, example: exampleOf(json, collector.components) },
        },
      };
    }
    for (const status of errorStatusesOf(route)) {
      const known = errorStatuses[status];
      responses[String(status)] = {
        description: known?.description ?? 'Error',
        content: {
          [problemMediaType]: {
            schema: errorRef,
            ...(known === undefined
              ? {}
              : { example: problemExample(status, known.code, route.path) }),
          },
        },
      };
    }
    const requestSchema =
      route.body === undefined ? undefined : collector.convert(route.body, 'input');
    const operation: JsonObject = {
      operationId: route.operationId,
      summary: route.summary,
      description: operationDescription(route, isList),
      tags: [...route.tags],
      parameters: parametersOf(route, collector),
      ...(requestSchema === undefined
        ? {}
        : {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: requestSchema,
                  example: exampleOf(requestSchema, collector.components),
                },
              },
            },
          }),
      ...(route.binaryBody === undefined
        ? {}
        : {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                route.binaryBody.map((type) => [
                  type,
                  { schema: { type: 'string', format: 'binary' } },
                ]),
              ),
            },
          }),
      responses,
      security: securityOf(route),
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
      version: apiVersion,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Yunmo' },
      description:
        'The normalised REST surface of the Yunmo (云模) gateway: real HTTP status codes, camelCase, money in integer fen.\n\n' +
        '**Errors** are RFC 9457 `application/problem+json` documents with a stable `type` (`/api/problems/…`), a Chinese ' +
        '`title` and `detail`, the gateway `code` and the `legacyCode` of /v1. A known path called with another method answers 405 with `Allow`.\n\n' +
        '**Lists** answer one envelope: `items`, `page`, `pageSize`, `total`. **Creates** answer 201 with `Location`, deletes 204.\n\n' +
        '**Authentication**: the browser’s `token` cookie (writes then need the `x-csrf-token` header, see GET /api/session/csrf), ' +
        'or a personal access token (settings page or POST /api/me/tokens) as `Authorization: Bearer ymp_…`: read tokens may only GET, ' +
        'write tokens may write; no CSRF header; each token has its own rate limit.\n\n' +
        'Changes are listed in apps/bff/API-CHANGELOG.md.',
    },
    servers: [{ url: '/' }],
    tags: apiTags(),
    paths,
    components: {
      schemas: sortedComponents,
      securitySchemes: {
        tokenCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'token',
          description: 'The login session cookie set by POST /api/session/login.',
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description:
            'Double-submit CSRF token (GET /api/session/csrf); needed by writes that carry the cookie.',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token (`ymp_r_…` read, `ymp_w_…` write).',
        },
      },
    },
  };
}
