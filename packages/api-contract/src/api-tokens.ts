import { API_TOKEN_SCOPES, apiTokenCreateSchema } from '@yunmo/domain/api-tokens';
import { z } from 'zod';
import { component, idSchema, listPageSchema, noContentSchema } from './common.js';
import { defineRoute } from './route.js';

/** Personal access tokens of the signed-in user (ADR 0033). */
export const apiTokenSchema = component(
  z.object({
    id: idSchema,
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    /** The scope prefix and the first four characters, to tell tokens apart. */
    tokenPrefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  }),
  'ApiToken',
  'A personal access token as listed: never the token itself.',
);
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createdApiTokenSchema = component(
  apiTokenSchema.extend({
    token: z.string().describe('The whole token; answered this once and never again.'),
  }),
  'CreatedApiToken',
);
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenBodySchema = apiTokenCreateSchema;

export const listApiTokensRoute = defineRoute({
  operationId: 'listApiTokens',
  method: 'GET',
  path: '/api/me/tokens',
  summary: 'List my personal access tokens',
  description:
    'The signed-in user’s active personal access tokens, newest first. The tokens themselves are never listed, only their prefix.',
  tags: ['tokens'],
  responses: { 200: listPageSchema(apiTokenSchema) },
  requiresLogin: true,
});

export const createApiTokenRoute = defineRoute({
  operationId: 'createApiToken',
  method: 'POST',
  path: '/api/me/tokens',
  summary: 'Create a personal access token',
  description:
    'Creates a token with the `read` or `write` scope and answers it whole, this once. Needs a login session: a call authenticated by a token is refused (403), so a leaked token cannot create successors. At most 20 active tokens (409 beyond).',
  tags: ['tokens'],
  body: apiTokenBodySchema,
  responses: { 201: createdApiTokenSchema },
  location: '/api/me/tokens/{id}',
  requiresLogin: true,
});

export const revokeApiTokenRoute = defineRoute({
  operationId: 'revokeApiToken',
  method: 'DELETE',
  path: '/api/me/tokens/{id}',
  summary: 'Revoke a personal access token',
  description:
    'Revokes one of the user’s tokens at once; calls with it are then refused. Someone else’s or an unknown token is 404.',
  tags: ['tokens'],
  params: z.object({
    id: z.coerce.number().int().min(1).max(2_147_483_647).describe('The token’s id, as listed.'),
  }),
  responses: { 204: noContentSchema },
  requiresLogin: true,
});
