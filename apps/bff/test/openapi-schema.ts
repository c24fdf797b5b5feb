/**
 * The published OpenAPI document of /api, read as a test sees it from outside: a JSON Schema
 * checker for response bodies and fast-check arbitraries for parameters and bodies. Covers the
 * subset of JSON Schema the generated document uses (type, properties, required,
 * additionalProperties, items, bounds, lengths, pattern, const, enum, anyOf, oneOf, $ref).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';

export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly default?: unknown;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema: JsonSchema;
}

export interface Operation {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body?: JsonSchema;
  readonly bodyRequired: boolean;
  /** Documented responses: status -> body schema (undefined for an empty body). */
  readonly responses: ReadonlyMap<number, JsonSchema | undefined>;
  readonly requiresLogin: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const require = createRequire(import.meta.url);

export const openApiDocument = JSON.parse(
  readFileSync(require.resolve('@yunmo/api-contract/openapi.json'), 'utf8'),
) as OpenApiDocument;

export function resolve(schema: JsonSchema): JsonSchema {
  let current = schema;
  while (current.$ref !== undefined) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = openApiDocument.components.schemas[name];
    if (target === undefined) throw new Error(`unknown schema ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Every operation of the document, in document order. */
export function operations(): Operation[] {
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries(openApiDocument.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const responses = new Map<number, JsonSchema | undefined>();
      for (const [status, response] of Object.entries(operation.responses)) {
        responses.set(Number(status), response.content?.['application/json']?.schema);
      }
      result.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        bodyRequired: operation.requestBody?.required === true,
        responses,
        requiresLogin: (operation.security ?? []).length > 0,
      });
    }
  }
  return result;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, value: unknown): boolean {
  const actual = typeOf(value);
  return actual === expected || (expected === 'number' && actual === 'integer');
}

/** Where `value` breaks `schema`: an empty list when it conforms. */
export function violations(schema: JsonSchema, value: unknown, where = '$'): string[] {
  const s = resolve(schema);
  const problems: string[] = [];
  if (
    s.anyOf !== undefined &&
    !s.anyOf.some((option) => violations(option, value, where).length === 0)
  ) {
    problems.push(`${where}: matches none of anyOf`);
  }
  if (s.oneOf !== undefined) {
    const matching = s.oneOf.filter(
      (option) => violations(option, value, where).length === 0,
    ).length;
    if (matching !== 1) problems.push(`${where}: matches ${matching} of oneOf`);
  }
  if (s.const !== undefined && value !== s.const)
    problems.push(`${where}: is not ${JSON.stringify(s.const)}`);
  if (s.enum !== undefined && !s.enum.includes(value))
    problems.push(`${where}: ${JSON.stringify(value)} is not in the enum`);
  if (s.type !== undefined) {
    const types = typeof s.type === 'string' ? [s.type] : s.type;
    if (!types.some((type) => typeMatches(type, value))) {
      problems.push(`${where}: ${typeOf(value)} instead of ${types.join('|')}`);
      return problems;
    }
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum)
      problems.push(`${where}: ${value} < ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum)
      problems.push(`${where}: ${value} > ${s.maximum}`);
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (s.minLength !== undefined && length < s.minLength)
      problems.push(`${where}: shorter than ${s.minLength}`);
    if (s.maxLength !== undefined && length > s.maxLength)
      problems.push(`${where}: longer than ${s.maxLength}`);
    if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(value))
      problems.push(`${where}: does not match ${s.pattern}`);
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems)
      problems.push(`${where}: fewer than ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems)
      problems.push(`${where}: more than ${s.maxItems} items`);
    if (s.items !== undefined)
      value.forEach((item, index) =>
        problems.push(...violations(s.items!, item, `${where}[${index}]`)),
      );
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of s.required ?? []) {
      if (!(name in object)) problems.push(`${where}.${name}: missing`);
    }
    for (const [name, property] of Object.entries(object)) {
      const declared = s.properties?.[name];
      if (declared !== undefined)
        problems.push(...violations(declared, property, `${where}.${name}`));
      else if (s.additionalProperties === false) problems.push(`${where}.${name}: not allowed`);
      else if (typeof s.additionalProperties === 'object')
        problems.push(...violations(s.additionalProperties, property, `${where}.${name}`));
    }
  }
  return problems;
}

const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** Values that conform to `schema` (the generator's side of the contract). */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum !== undefined) return fc.constantFrom(...s.enum);
  if (s.anyOf !== undefined) return fc.oneof(...s.anyOf.map(valid));
  if (s.oneOf !== undefined) return fc.oneof(...s.oneOf.map(valid));
  const type = typeof s.type === 'string' ? s.type : s.type?.[0];
  switch (type) {
    case 'string': {
      if (s.pattern !== undefined) {
        const pattern = new RegExp(s.pattern);
        try {
          return fc
            .stringMatching(pattern)
            .filter(
              (text) =>
                text.length >= (s.minLength ?? 0) && text.length <= (s.maxLength ?? Infinity),
            );
        } catch {
          // fast-check cannot build strings for lookaheads: plain text, some of which matches.
          return fc.string({
            minLength: s.minLength ?? 0,
            maxLength: Math.min(s.maxLength ?? 40, 200),
          });
        }
      }
      return fc.string({
        unit: 'grapheme',
        minLength: s.minLength ?? 0,
        maxLength: Math.min(s.maxLength ?? 40, 200),
      });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1e6, Number.MIN_SAFE_INTEGER),
        max: Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items === undefined ? anyJson : valid(s.items), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 6),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) model[name] = valid(property);
      return fc.record(model, { requiredKeys: [...required].filter((name) => name in properties) });
    }
    default:
      return anyJson;
  }
}

/** Values of the wrong type or out of bounds for `schema`, plus arbitrary JSON. */
export function malformed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  return fc.oneof(
    anyJson,
    fc.constantFrom(
      null,
      '',
      0,
      -1,
      1e308,
      -0.5,
      true,
      [],
      {},
      '0'.repeat(400),
      '\u0000',
      '长'.repeat(300),
      'NaN',
      '<script>',
    ),
    fc.string({ unit: 'binary', maxLength: 80 }),
    s.type === 'object'
      ? fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 6 })
      : anyJson,
  );
}
