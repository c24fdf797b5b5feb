import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const banner =
  '/**\n * Generated from openapi/api.openapi.json by `pnpm --filter @yunmo/api-contract generate`.\n * Do not edit by hand.\n */\n\n';

/** TypeScript types of an OpenAPI document, as openapi-typescript writes them. */
export async function renderTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as OpenAPI3);
  return banner + astToString(ast);
}
