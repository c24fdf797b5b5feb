import { ASSET_KINDS } from '@yunmo/domain/asset-kinds';
import { PAGE_CAP } from '@yunmo/domain/paging';
import { z } from 'zod';

/**
 * Schemas shared by every area of the normalised /api surface. Schemas registered in
 * `componentRegistry` become named components in the OpenAPI document (and named types
 * in the generated TypeScript).
 */
export const componentRegistry = z.registry<{ id: string; description?: string }>();

/** Registers a schema as a named component of the OpenAPI document. */
export function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

export const assetKinds = ASSET_KINDS;
export const assetKindSchema = component(
  z.enum(assetKinds),
  'AssetKind',
  'Asset kind as written in paths: max (3D/MAX), su (SketchUp), mapping (texture maps), ue4 (Unreal models), uec (Unreal materials).',
);
export type AssetKind = z.infer<typeof assetKindSchema>;

/** Search input is limited to 30 characters (browsing spec, «Validation rules»). */
export const searchTextMaxLength = 30;
/** Highest page number accepted anywhere: totals are capped at 10,000, pages are at least 1 record. */
export const maxPageNumber = PAGE_CAP;

export const searchTextSchema = z.string().trim().max(searchTextMaxLength);
export const pageNumberSchema = z.coerce.number().int().min(1).max(maxPageNumber).default(1);
export const idSchema = z.number().int().nonnegative();
export const countSchema = z.number().int().nonnegative();
/** Numeric ids written in query strings. */
export const queryIdSchema = z.coerce.number().int().min(0).max(2_147_483_647);

export const errorCodes = [
  'BAD_REQUEST',
  'NOT_LOGGED_IN',
  'TOKEN_SCOPE',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'BUSINESS_RULE',
  'FORBIDDEN',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The media type of every /api error (RFC 9457). */
export const problemMediaType = 'application/problem+json';

/**
 * One /api error, RFC 9457 problem details: `type` is stable per error kind, `title` its Chinese
 * name, `detail` the text to show (the spec's own where it writes one), `code` the gateway's code
 * and `legacyCode` the /v1 code behind it (10004 not logged in, -1 request failure, business codes).
 */
export const problemSchema = component(
  z.object({
    type: z
      .string()
      .describe('Stable URI reference naming the kind of error, e.g. /api/problems/not-logged-in.'),
    title: z
      .string()
      .describe('Short Chinese name of the kind of error; the same for every occurrence.'),
    status: z.number().int().min(400).max(599).describe('The HTTP status code.'),
    detail: z.string().describe('What went wrong this time, as it may be shown to the user.'),
    instance: z.string().optional().describe('The request path that failed.'),
    code: z.enum(errorCodes).describe('Stable machine-readable code (the former error.code).'),
    legacyCode: z
      .number()
      .int()
      .optional()
      .describe('The /v1 code behind the error (10004, -1, a business code).'),
    loginUrl: z
      .string()
      .optional()
      .describe('For NOT_LOGGED_IN: the login site with source=MODEL and the return address.'),
    retryAfterSeconds: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('For RATE_LIMITED: when to retry.'),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('For BAD_REQUEST: the fields that failed validation.'),
  }),
  'Problem',
  'The one error shape of /api: RFC 9457 problem details (application/problem+json).',
);
export type Problem = z.infer<typeof problemSchema>;
/** Kept for existing imports: the error shape of /api is now the problem document. */
export const errorResponseSchema = problemSchema;
export type ErrorResponse = Problem;

export const modelCardSchema = component(
  z.object({
    id: idSchema,
    uuid: z.string(),
    kind: assetKindSchema,
    title: z.string(),
    /** Title with matched terms wrapped in <em>…</em>; present for keyword searches. */
    highlightedTitle: z.string().optional(),
    thumbnailUrl: z.string(),
    /** Price in integer fen. */
    priceFen: z.number().int().nonnegative(),
    /** Price as shown to users, e.g. "免费" or "¥2.20". */
    priceLabel: z.string(),
    chargeCategory: z.number().int(),
    isMember: z.boolean(),
    /** The model's score as the server ranks it. */
    score: z.number().int().nonnegative().optional(),
    /** Renderer name (VRay, Corona …); absent when the model names none. */
    renderer: z.string().optional(),
    views: countSchema,
    favourites: countSchema,
    downloads: countSchema,
  }),
  'ModelCard',
);
export type ModelCard = z.infer<typeof modelCardSchema>;

export const linkItemSchema = component(
  z.object({
    id: idSchema,
    imageUrl: z.string(),
    /** The headline shown on the picture. */
    title: z.string(),
    /** Line under the headline; absent when the item has none. */
    subtitle: z.string().optional(),
    /** Label of the call-to-action button; absent when the picture itself is the link. */
    cta: z.string().optional(),
    path: z.string(),
  }),
  'LinkItem',
  'Banner, navigation or advertisement item.',
);
export type LinkItem = z.infer<typeof linkItemSchema>;

export const namedItemSchema = component(z.object({ id: idSchema, name: z.string() }), 'NamedItem');
export type NamedItem = z.infer<typeof namedItemSchema>;

export const modelPageSchema = component(
  z.object({
    total: countSchema,
    /** True when the real total exceeds 10,000 and `total` is capped. */
    totalCapped: z.boolean(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    items: z.array(modelCardSchema),
  }),
  'ModelPage',
);
export type ModelPage = z.infer<typeof modelPageSchema>;

export const rankItemSchema = component(
  z.object({
    rank: z.number().int().min(1),
    userName: z.string(),
    nickname: z.string(),
    /** Product beans earned (legacy {product}Bean). */
    productBeans: z.number(),
    beans: z.number(),
    works: countSchema,
    avatarUrl: z.string(),
  }),
  'RankItem',
);
export type RankItem = z.infer<typeof rankItemSchema>;

export const albumSummarySchema = component(
  z.object({
    id: idSchema,
    uuid: z.string(),
    title: z.string(),
    modelCount: countSchema,
    favourites: countSchema,
    views: countSchema,
    models: z.array(z.object({ uuid: z.string(), thumbnailUrl: z.string(), title: z.string() })),
  }),
  'AlbumSummary',
);
export type AlbumSummary = z.infer<typeof albumSummarySchema>;

/**
 * The one envelope of every /api list: `items`, the `page` (from 1), `pageSize` and the `total`.
 * Lists that are not paged (a board, a user's folders) answer everything as page 1, with `pageSize`
 * equal to the number of items.
 */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().nonnegative(),
    total: countSchema,
  });
}

/** A whole, unpaged list in the list envelope. */
export function wholeList<T>(items: readonly T[]): {
  items: T[];
  page: 1;
  pageSize: number;
  total: number;
} {
  return { items: [...items], page: 1, pageSize: items.length, total: items.length };
}

export const noContentSchema = z.null().describe('No content');
