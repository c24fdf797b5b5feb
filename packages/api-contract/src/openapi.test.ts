import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  apiDocumentUrl,
  apiTypesUrl,
  legacyDocumentUrl,
  renderRouteTable,
  routeTableUrl,
  serialiseDocument,
} from './generate.js';
import * as routeTable from './generated/route-table.js';
import { buildLegacyOpenApiDocument } from './v1/openapi.js';
import { buildOpenApiDocument } from './openapi.js';
import { renderTypes } from './render-types.js';
import { apiRoutes } from './routes.js';

describe('generated OpenAPI document and types', () => {
  it('openapi/api.openapi.json matches the zod contract (run `pnpm generate` when this fails)', async () => {
    const committed = await readFile(apiDocumentUrl, 'utf8');
    expect(committed).toBe(serialiseDocument(buildOpenApiDocument()));
  });

  it('src/generated/api-types.ts matches the document (run `pnpm generate` when this fails)', async () => {
    const committed = await readFile(apiTypesUrl, 'utf8');
    expect(committed).toBe(await renderTypes(buildOpenApiDocument()));
  });

  it('src/generated/route-table.ts matches the route contracts (run `pnpm generate` when this fails)', async () => {
    const committed = await readFile(routeTableUrl, 'utf8');
    expect(committed).toBe(renderRouteTable());
    expect({ ...routeTable }).toEqual(
      Object.fromEntries(
        apiRoutes.map(({ operationId, method, path }) => [
          operationId,
          { operationId, method, path },
        ]),
      ),
    );
  });

  it('openapi/v1.openapi.json matches the legacy call table (run `pnpm generate` when this fails)', async () => {
    const committed = await readFile(legacyDocumentUrl, 'utf8');
    expect(committed).toBe(serialiseDocument(buildLegacyOpenApiDocument()));
  });

  it('documents every operation: summary, description, described parameters, an example, security', () => {
    type Operation = {
      summary?: string;
      description?: string;
      security?: unknown[];
      parameters: { name: string; description?: string }[];
      responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
    };
    const document = buildOpenApiDocument() as {
      info: { version: string };
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: object };
    };
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/u);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerToken',
      'csrfHeader',
      'tokenCookie',
    ]);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.description, where).toBeTruthy();
        expect(operation.security?.length, where).toBeGreaterThan(0);
        for (const parameter of operation.parameters)
          expect(parameter.description, `${where} ${parameter.name}`).toBeTruthy();
        const examples = Object.values(operation.responses).flatMap((response) =>
          Object.values(response.content ?? {}).filter((media) => media.example !== undefined),
        );
        expect(examples.length, where).toBeGreaterThan(0);
        expect(operation.responses['400']?.content, where).toHaveProperty([
          'application/problem+json',
        ]);
      }
    }
  });

  it('documents every route once, each with the error shape', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: object }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(apiRoutes.length);
    for (const operation of operations) expect(operation.responses).toHaveProperty('400');
  });
});
