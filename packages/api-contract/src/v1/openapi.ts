import { z } from 'zod';
import { v1CallList, type V1Call } from './calls.js';
import { V1_CODES } from './codes.js';
import { documentedJson, v1PayloadRegistry } from './payloads.js';

/**
 * The OpenAPI 3.1 document of the legacy /v1 calls, generated from `calls.ts`: what the API
 * answers (the input side of each payload, tolerant primitives shown as the types the API sends).
 */
function toJson(schema: z.ZodType, components: Record<string, unknown>): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    metadata: v1PayloadRegistry,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    io: 'input',
    override: (context) => {
      const documented = documentedJson(context.zodSchema as unknown as z.ZodType);
      if (documented === undefined) return;
      // The JSON Schema object is edited in place: it is replaced by the documented one.
      const json = context.jsonSchema as Record<string, unknown>;
      for (const key of Object.keys(json)) Reflect.deleteProperty(json, key);
      Object.assign(json, documented);
    },
  }) as Record<string, unknown>;
  const { $schema: _dialect, $defs: definitions, ...rest } = json;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string'
          ? inner.replace('#/$defs/', '#/components/schemas/')
          : rewrite(inner),
      ]),
    );
  };
  for (const [name, definition] of Object.entries((definitions ?? {}) as Record<string, unknown>)) {
    components[name] ??= rewrite(definition);
  }
  const id = v1PayloadRegistry.get(schema)?.id;
  if (id !== undefined) {
    components[id] ??= rewrite(rest);
    return { $ref: `#/components/schemas/${id}` };
  }
  return rewrite(rest) as Record<string, unknown>;
}

function operation(call: V1Call, components: Record<string, unknown>): Record<string, unknown> {
  const envelope = {
    type: 'object',
    properties: {
      code: {
        type: 'integer',
        description: `${String(V1_CODES.ok)} success, ${String(V1_CODES.notLoggedIn)} not logged in, ${String(V1_CODES.badRequest)} invalid parameters, other business codes`,
      },
      msg: { type: 'string' },
      data: toJson(call.data, components),
    },
    required: ['code', 'msg', 'data'],
  };
  return {
    operationId: `legacy_${call.method.toLowerCase()}_${call.path
      .replace(/^\/user(?=\/v1\/)/, '')
      .slice(4)
      .replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: call.summary,
    tags: [call.tag],
    parameters: (call.query ?? []).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    })),
    ...(call.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJson(call.body, components) } },
          },
        }),
    responses: {
      200: {
        description: 'Legacy envelope (always HTTP 200)',
        content: { 'application/json': { schema: envelope } },
      },
    },
    ...(call.login === true ? { security: [{ tokenHeader: [] }] } : {}),
  };
}

/** The OpenAPI 3.1 document of the legacy /v1 calls. */
export function buildLegacyOpenApiDocument(): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of v1CallList)
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(call, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Yunmo legacy /v1',
      version: '1.0.0',
      description:
        'The legacy calls, passed through unchanged by the gateway under /v1 (the gateway adds the `token` header from the `token` cookie). Every answer is HTTP 200 with `{ code, msg, data }`. Images and files are under /files.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: { tokenHeader: { type: 'apiKey', in: 'header', name: 'token' } },
    },
  };
}
