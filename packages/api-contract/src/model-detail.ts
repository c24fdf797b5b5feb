import { z } from 'zod';
import {
  assetKindSchema,
  componentRegistry,
  countSchema,
  idSchema,
  listPageSchema,
} from './common.js';
import { defineRoute } from './route.js';

function component<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  componentRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

export const modelDetailParamsSchema = z.object({
  kind: assetKindSchema,
  uuid: z.string().trim().min(1).max(64),
});

export const packageContentsSchema = component(
  z.object({
    files: z.array(z.object({ name: z.string(), bytes: countSchema })),
    textures: z.array(z.string()),
    totalBytes: countSchema,
    model: z
      .object({
        faces: countSchema,
        vertices: countSchema,
        widthCm: z.number().nonnegative(),
        depthCm: z.number().nonnegative(),
        heightCm: z.number().nonnegative(),
      })
      .nullable()
      .describe(
        'Triangles, vertices and size (cm) of the 3D asset in the package, from its own manifest; null for texture packages.',
      ),
  }),
  'PackageContents',
  'The files of a download, read from the file itself.',
);

export const modelVersionSchema = component(
  z.object({
    id: idSchema,
    version: z.string(),
    light: z.string().nullable(),
    sizeMb: z.number().nonnegative(),
    sizeBytes: countSchema,
    sha256: z.string(),
    copyright: z.boolean(),
    contents: packageContentsSchema.nullable(),
  }),
  'ModelVersion',
);

export const detailImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  vrUrl: z.string().nullable(),
});
export const detailWorkSchema = z.object({
  uuid: z.string(),
  kind: assetKindSchema,
  title: z.string(),
  thumbnailUrl: z.string(),
  downloads: countSchema,
  /** The model's one price label (免费 or ¥x.xx), from the domain's rule. */
  priceLabel: z.string().optional(),
});

export const errorReplySchema = component(
  z.object({
    userName: z.string(),
    nickname: z.string(),
    content: z.string(),
    createdAt: z.string(),
    replyName: z.string().nullable(),
    replyNickname: z.string().nullable(),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
  }),
  'ErrorReply',
);

export const modelDetailSchema = component(
  z.object({
    kind: assetKindSchema,
    id: idSchema,
    uuid: z.string(),
    title: z.string(),
    number: z.string(),
    categories: z.object({ first: z.string(), second: z.string() }),
    createdAt: z.string(),
    counts: z.object({ downloads: countSchema, favourites: countSchema, views: countSchema }),
    images: z.array(detailImageSchema),
    /** Info fields of the kind, in display order (style, software, engine version …). */
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
    versions: z.array(modelVersionSchema),
    price: z.object({
      fen: z.number().int().nonnegative(),
      free: z.boolean(),
      /** 1 free, 2 paid, 3 member model. */
      feeCategory: z.number().int(),
      chargeCategory: z.number().int(),
    }),
    author: z
      .object({
        userName: z.string(),
        nickname: z.string(),
        avatarUrl: z.string().nullable(),
        models: countSchema,
      })
      .nullable(),
    works: z.array(detailWorkSchema),
    ads: z.array(z.object({ imageUrl: z.string(), url: z.string(), title: z.string() })),
    anonymous: z.boolean(),
    favourite: z.boolean(),
    latestErrorReply: errorReplySchema.nullable(),
  }),
  'ModelDetail',
  'Everything the detail page of a model shows, for every kind.',
);
export type ModelDetail = z.infer<typeof modelDetailSchema>;

export const getModelDetailRoute = defineRoute({
  operationId: 'getModelDetail',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}',
  summary:
    'Model detail of any kind: images, info fields, versions with their contents, price, author or ads, latest error reply (404 模型未找到!)',
  tags: ['model-detail'],
  params: modelDetailParamsSchema,
  responses: { 200: modelDetailSchema },
});

export const listSimilarModelsRoute = defineRoute({
  operationId: 'listSimilarModels',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}/similar',
  summary: 'Similar models of the same kind and class',
  tags: ['model-detail'],
  params: modelDetailParamsSchema,
  responses: { 200: listPageSchema(detailWorkSchema) },
});
