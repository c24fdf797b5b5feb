import { z } from 'zod';
import { componentRegistry, idSchema } from './common.js';
import { defineRoute } from './route.js';

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** Only MAX and SU files have software versions to convert between. */
export const conversionParamsSchema = z.object({
  kind: z.enum(['max', 'su']),
  uuid: z.string().trim().min(1).max(64),
});

export const versionConversionOptionsSchema = component(
  z.object({
    /** Files that can be converted, each with the versions it can become. */
    convertible: z.array(
      z.object({
        fileId: idSchema,
        version: z.string(),
        light: z.string().nullable(),
        targets: z.array(z.string()),
      }),
    ),
    /** The files the model has now. */
    files: z.array(
      z.object({
        fileId: idSchema,
        version: z.string(),
        light: z.string().nullable(),
        sizeMb: z.number().nonnegative(),
      }),
    ),
  }),
  'VersionConversionOptions',
  'What the version conversion dialog offers (§4.9); nothing convertible shows the no-edition notice.',
);
export type VersionConversionOptions = z.infer<typeof versionConversionOptionsSchema>;

export const versionConversionRequestSchema = z.object({
  fileId: idSchema,
  version: z.string().trim().min(1, '请选择目标版本').max(16),
});
export type VersionConversionRequest = z.infer<typeof versionConversionRequestSchema>;

export const getVersionConversionOptionsRoute = defineRoute({
  operationId: 'getVersionConversionOptions',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}/conversions',
  summary: 'The files of a MAX or SU model and the versions each can be converted to',
  tags: ['model-detail'],
  params: conversionParamsSchema,
  responses: { 200: versionConversionOptionsSchema },
});

export const requestVersionConversionRoute = defineRoute({
  operationId: 'requestVersionConversion',
  method: 'POST',
  path: '/api/kinds/{kind}/models/{uuid}/conversions',
  summary: 'Queue a conversion of one file to another version (once); answers the submitted text',
  tags: ['model-detail'],
  params: conversionParamsSchema,
  body: versionConversionRequestSchema,
  responses: { 200: z.object({ message: z.string() }) },
  requiresLogin: true,
});
