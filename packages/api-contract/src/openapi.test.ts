import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiDocumentUrl, apiTypesUrl, legacyDocumentUrl, serialiseDocument } from './generate.js';
import { buildLegacyOpenApiDocument } from './legacy-v1.js';
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

  it('openapi/v1.openapi.json matches the legacy call table (run `pnpm generate` when this fails)', async () => {
    const committed = await readFile(legacyDocumentUrl, 'utf8');
    expect(committed).toBe(serialiseDocument(buildLegacyOpenApiDocument()));
  });

  it('documents every route once, each with the error shape', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { responses: object }>> };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(apiRoutes.length);
    for (const operation of operations) expect(operation.responses).toHaveProperty('400');
  });
});
