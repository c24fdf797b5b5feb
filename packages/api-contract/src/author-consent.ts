import { z } from 'zod';
import { assetKindSchema, componentRegistry, listPageSchema } from './common.js';
import { defineRoute } from './route.js';

function named<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

export const authorConsentSchema = named(
  z.object({
    /** False until the author first agrees or disagrees (the page then shows the two buttons). */
    answered: z.boolean(),
    /** Auto conversion on (state 1) or off (state 0); on by default for silent authors. */
    autoConversion: z.boolean(),
    /** Silent authors are converted from this day. */
    defaultFrom: z.string(),
    /** Paid models not downloaded for this many months are converted. */
    idleMonths: z.number().int(),
  }),
  'AuthorConsent',
);
export type AuthorConsent = z.infer<typeof authorConsentSchema>;

export const authorConsentBodySchema = z.object({ autoConversion: z.boolean() });

export const convertedModelSchema = named(
  z.object({
    uuid: z.string(),
    kind: assetKindSchema,
    title: z.string(),
    /** Charge category after the conversion (3 gold and unlimited members free, 2 textures for unlimited members). */
    chargeCategory: z.number().int(),
    convertedAt: z.string(),
  }),
  'ConvertedModel',
);
export type ConvertedModel = z.infer<typeof convertedModelSchema>;

export const getAuthorConsentRoute = defineRoute({
  operationId: 'getAuthorConsent',
  method: 'GET',
  path: '/api/author-consent',
  summary: "The author's auto-conversion consent (403 for users who are not authors)",
  tags: ['author-consent'],
  responses: { 200: authorConsentSchema },
  requiresLogin: true,
});

export const putAuthorConsentRoute = defineRoute({
  operationId: 'putAuthorConsent',
  method: 'PUT',
  path: '/api/author-consent',
  summary: 'Agree or disagree, later switch auto conversion on or off (authors only)',
  tags: ['author-consent'],
  body: authorConsentBodySchema,
  responses: { 200: authorConsentSchema },
  requiresLogin: true,
});

export const listConvertedModelsRoute = defineRoute({
  operationId: 'listConvertedModels',
  method: 'GET',
  path: '/api/author-consent/conversions',
  summary: "The author's models the nightly job converted to paid-plus-member",
  tags: ['author-consent'],
  responses: { 200: listPageSchema(convertedModelSchema) },
  requiresLogin: true,
});
