import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildLegacyOpenApiDocument } from './v1/openapi.js';
import { buildOpenApiDocument } from './openapi.js';
import { renderTypes } from './render-types.js';

export const apiDocumentUrl = new URL('../openapi/api.openapi.json', import.meta.url);
export const legacyDocumentUrl = new URL('../openapi/v1.openapi.json', import.meta.url);
export const apiTypesUrl = new URL('./generated/api-types.ts', import.meta.url);

export function serialiseDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main(): Promise<void> {
  const document = buildOpenApiDocument();
  await writeFile(apiDocumentUrl, serialiseDocument(document));
  await writeFile(apiTypesUrl, await renderTypes(document));
  await writeFile(legacyDocumentUrl, serialiseDocument(buildLegacyOpenApiDocument()));
  for (const url of [apiDocumentUrl, apiTypesUrl, legacyDocumentUrl])
    console.log(`wrote ${fileURLToPath(url)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
