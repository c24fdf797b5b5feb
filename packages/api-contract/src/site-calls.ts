import { z } from 'zod';
import { componentRegistry } from './common.js';
import { modelDetailParamsSchema } from './model-detail.js';
import { defineRoute } from './route.js';

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** The dynamic time of a detail page (spec §7.2): its address, first publication and last update (Beijing time). */
export const dynamicTimeSchema = component(
  z.object({ url: z.string(), pubDate: z.string(), upDate: z.string() }),
  'DynamicTime',
  'url, pubDate and upDate of the time structured data',
);
export type DynamicTimeAnswer = z.infer<typeof dynamicTimeSchema>;

export const getDynamicTimeRoute = defineRoute({
  operationId: 'getDynamicTime',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}/dynamic-time',
  summary: 'Dynamic time of a detail page: url, pubDate, upDate for its structured data',
  tags: ['model-detail'],
  params: modelDetailParamsSchema,
  responses: { 200: dynamicTimeSchema },
  publicCache: true,
});

/** The page address to sign: an absolute http(s) address without its #fragment (the JS-SDK signs that). */
export const shareSignatureQuerySchema = z.object({
  url: z
    .string({ error: '参数错误：缺少 url' })
    .trim()
    .max(1024, { error: '参数错误：url 过长' })
    .refine((value) => /^https?:\/\/[^\s#]+$/u.test(value), {
      error: '参数错误：url 不是有效的网页地址',
    }),
});

/** The WeChat JS-SDK parameters; null where the site has none configured (the page then only logs it). */
export const shareSignatureSchema = component(
  z.object({
    appId: z.string().nullable(),
    timestamp: z.number().int().nullable(),
    nonceStr: z.string().nullable(),
    signature: z.string().nullable(),
  }),
  'ShareSignature',
  'WeChat JS-SDK share parameters for one page address',
);
export type ShareSignature = z.infer<typeof shareSignatureSchema>;

export const getShareSignatureRoute = defineRoute({
  operationId: 'getShareSignature',
  method: 'GET',
  path: '/api/share/signature',
  summary:
    'The WeChat JS-SDK signature of a page address (spec §7.5: share signature GET with url)',
  tags: ['share'],
  querystring: shareSignatureQuerySchema,
  responses: { 200: shareSignatureSchema },
});

/** `str`: a panorama work's id, or the VR address of a model image (spec §7.5: POST pano url always {str}). */
export const panoUrlBodySchema = z.object({
  str: z
    .string({ error: '参数错误：缺少 str' })
    .trim()
    .min(1, { error: '参数错误：缺少 str' })
    .max(512, { error: '参数错误：str 过长' }),
});

export const resolvePanoUrlRoute = defineRoute({
  operationId: 'resolvePanoUrl',
  method: 'POST',
  path: '/api/panoramas/url',
  summary:
    'The viewer address of a panorama (a work id or a VR address); 404 for an unknown or foreign one',
  tags: ['share'],
  body: panoUrlBodySchema,
  responses: { 200: z.object({ url: z.string() }) },
});

export const checkTokenRoute = defineRoute({
  operationId: 'checkToken',
  method: 'GET',
  path: '/api/session/token-check',
  summary: 'Whether the session is still valid (checkToken); never 401',
  tags: ['session'],
  responses: { 200: z.object({ valid: z.boolean() }) },
});
