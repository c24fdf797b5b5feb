import { ASSET_KINDS } from '@yunmo/domain/asset-kinds';
import { z } from 'zod';

/**
 * Schemas shared by every area of the normalised /api surface. Schemas registered in
 * `componentRegistry` become named components in the OpenAPI document (and named types
 * in the generated TypeScript).
 */
export const componentRegistry = z.registry<{ id: string; description?: string }>();

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
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

/** Search input is limited to 30 characters (browsing.md §5). */
export const searchTextMaxLength = 30;
/** Highest page number accepted anywhere: totals are capped at 10,000, pages are at least 1 record. */
export const maxPageNumber = 10_000;

export const searchTextSchema = z.string().trim().max(searchTextMaxLength);
export const pageNumberSchema = z.coerce.number().int().min(1).max(maxPageNumber).default(1);
export const idSchema = z.number().int().nonnegative();
export const countSchema = z.number().int().nonnegative();
/** Numeric ids written in query strings. */
export const queryIdSchema = z.coerce.number().int().min(0).max(2_147_483_647);

export const errorCodes = [
  'BAD_REQUEST',
  'NOT_LOGGED_IN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'BUSINESS_RULE',
  'FORBIDDEN',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'INTERNAL',
] as const;

export const errorResponseSchema = component(
  z.object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      /** For NOT_LOGGED_IN: where to send the user (login site with source=MODEL and the return address). */
      loginUrl: z.string().optional(),
      /** For BUSINESS_RULE: the legacy business code. */
      legacyCode: z.number().int().optional(),
      details: z.unknown().optional(),
    }),
  }),
  'ErrorResponse',
  'The one error shape of /api.',
);
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

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

export const noContentSchema = z.null().describe('No content');
