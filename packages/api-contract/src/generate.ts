import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildLegacyOpenApiDocument } from './v1/openapi.js';
import { buildOpenApiDocument } from './openapi.js';
import { renderTypes } from './render-types.js';
import * as contract from './index.js';
import type { RouteContract } from './route.js';
import { apiRoutes } from './routes.js';

export const apiDocumentUrl = new URL('../openapi/api.openapi.json', import.meta.url);
export const legacyDocumentUrl = new URL('../openapi/v1.openapi.json', import.meta.url);
export const apiTypesUrl = new URL('./generated/api-types.ts', import.meta.url);
export const routeTableUrl = new URL('./generated/route-table.ts', import.meta.url);

export function serialiseDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Where each route is exported, as a type expression through the root entry. */
function contractTypeOf(route: RouteContract): string {
  for (const [namespace, module] of Object.entries(contract))
    for (const [name, value] of Object.entries(module as Record<string, unknown>))
      if (value === route) return `typeof contract.${namespace}.${name}`;
  throw new Error(`${route.operationId} is not exported from the root entry`);
}

const reservedWords = new Set(['delete', 'new', 'default', 'function', 'import', 'export']);

/**
 * `src/generated/route-table.ts`: each route's operation, method and path, keyed by operationId and
 * typed as its contract, so a browser bundle builds typed calls without the zod schemas. The
 * annotation makes the compiler hold each entry to its contract's literal method and path.
 */
export function renderRouteTable(routes: readonly RouteContract[] = apiRoutes): string {
  const entries = routes.map((route) => {
    if (!/^[a-z][A-Za-z0-9]*$/u.test(route.operationId) || reservedWords.has(route.operationId))
      throw new Error(`${route.operationId} is not usable as an export name`);
    return [
      `export const ${route.operationId}: RouteRef<${contractTypeOf(route)}> = {`,
      `  operationId: '${route.operationId}',`,
      `  method: '${route.method}',`,
      `  path: '${route.path}',`,
      '};',
    ].join('\n');
  });
  return [
    '/**',
    ' * Generated from the route contracts by `pnpm --filter @yunmo/api-contract generate`.',
    ' * Do not edit by hand.',
    ' *',
    ' * Each /api route as a client calls it (`routeRequest(getHome, call)`), typed as its contract:',
    ' * importing this instead of the contracts keeps their zod schemas out of a browser bundle.',
    ' */',
    '',
    "import type * as contract from '../index.js';",
    "import type { RouteRef } from '../route.js';",
    '',
    entries.join('\n\n'),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const document = buildOpenApiDocument();
  await writeFile(apiDocumentUrl, serialiseDocument(document));
  await writeFile(apiTypesUrl, await renderTypes(document));
  await writeFile(legacyDocumentUrl, serialiseDocument(buildLegacyOpenApiDocument()));
  await writeFile(routeTableUrl, renderRouteTable());
  for (const url of [apiDocumentUrl, apiTypesUrl, legacyDocumentUrl, routeTableUrl])
    console.log(`wrote ${fileURLToPath(url)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
