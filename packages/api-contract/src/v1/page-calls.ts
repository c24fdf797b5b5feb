import { SITEMAP_SECTIONS } from '@yunmo/domain/seo';
import { z } from 'zod';
import { searchPictureSchema } from '../image-search.js';
import { dynamicTimeSchema, shareSignatureSchema } from '../site-calls.js';
import { defineV1Call } from './define.js';
import {
  legacyCount,
  legacyInt,
  legacyModelCardSchema,
  legacyNullSchema,
  legacyNumber,
  legacyText,
} from './payloads.js';

/**
 * The /v1 calls of one model, album or author page and of the page-level site calls
 * (docs/v1-catalogue.md): the four detail payloads, similar models, version conversions, the
 * download agreement and quota, search by image, the author pages, sharing and the sitemap.
 * Gathered into `v1Calls` by `calls.ts`.
 */

/** A text the API may leave out or send as null: null. */
const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
export const imageSchema = z.object({
  path: legacyText,
  thumbImg: legacyText,
  vrPath: nullableText,
  watermarkImage: nullableText,
  /** The picture's role in the gallery (a number). */
  type: legacyInt.optional(),
  strengthenWatermarkImage: nullableText,
});
const contentsSchema = z
  .object({
    files: z.array(z.object({ name: z.string(), bytes: legacyCount })),
    textures: z.array(z.string()),
    totalBytes: legacyCount,
    model: z
      .object({
        faces: legacyCount,
        vertices: legacyCount,
        widthCm: z.number().nonnegative(),
        depthCm: z.number().nonnegative(),
        heightCm: z.number().nonnegative(),
      })
      .nullish()
      .transform((value) => value ?? null),
  })
  .nullish()
  .transform((value) => value ?? null);
export const packageSchema = z.object({
  id: legacyInt,
  /** The software of the package (1 MAX, 2 SU). */
  modelType: legacyInt.optional(),
  version: legacyText,
  light: nullableText,
  size: z.number().nonnegative(),
  sizeBytes: legacyCount,
  sha256: legacyText,
  copyright: z.boolean().optional(),
  contents: contentsSchema,
});
export const workSchema = z.object({
  id: legacyInt.optional(),
  uuid: z.string(),
  kind: legacyInt,
  title: legacyText,
  thumbPath: legacyText,
  downloadCount: legacyCount,
  price: legacyModelCardSchema.shape.price,
  feeType: legacyInt.nullish(),
});
const authorSchema = z
  .object({
    userName: legacyText,
    nikename: legacyText,
    avatar: nullableText,
    modelNumber: legacyCount,
  })
  .nullish()
  .transform((value) => value ?? null);
const advSchema = z.object({ path: legacyText, image: legacyText, title: legacyText });
const errorReplySchema = z
  .object({
    userName: legacyText,
    userNikeName: legacyText,
    content: legacyText,
    createTime: legacyText,
    replyName: nullableText,
    replyNikeName: nullableText,
    replyMsg: nullableText,
    replyTime: nullableText,
  })
  .nullish()
  .transform((value) => value ?? null);
/** The fields every detail payload shares. */
export const legacyDetailShared = {
  author: authorSchema,
  works: z.array(workSchema),
  advs: z.array(advSchema),
  anonymous: z.boolean(),
  favor: z.boolean(),
  errorReply: errorReplySchema,
};

const maxSuSchema = z.object({
  model: z.object({
    id: legacyInt,
    uuid: z.string(),
    title: legacyText,
    modelNumber: legacyText,
    oneClass: legacyText,
    twoClass: legacyText,
    oneClassId: legacyInt.nullish(),
    twoClassId: legacyInt.nullish(),
    images: z.array(imageSchema),
    zips: z.array(packageSchema),
    chargeCategory: legacyInt,
    downloadCount: legacyCount,
    favorNumber: legacyCount,
    showNumber: legacyCount,
    feeType: legacyInt,
    priceFen: legacyCount,
    style: nullableText,
    modelUpTime: legacyText,
    software: legacyText,
    modelRender: nullableText,
    kind: z.enum(['max', 'su']),
    /** Yuan strings of the download and model prices, and the price shown. */
    downPrice: legacyText.optional(),
    modelPrice: legacyText.optional(),
    price: legacyText.optional(),
    free: z.boolean().optional(),
    modelUnique: z.boolean().optional(),
  }),
  /** The same as favor, under the page's older name. */
  favorFlag: z.boolean().optional(),
  /** The author's nickname (null for an anonymous upload). */
  nikename: nullableText,
  /** The caller's user category, for the page's offers. */
  goodData: z.object({ userCategory: legacyInt.nullable() }).optional(),

  ...legacyDetailShared,
});
const mappingSchema = z.object({
  mapping: z.object({
    id: legacyInt,
    uuid: z.string(),
    title: legacyText,
    textureNumber: legacyText,
    /** The watermarked pictures (the side table's, else the first image's) and the thumbnail. */
    waterPath: nullableText,
    strengthenWaterPath: nullableText,
    thumPath: legacyText.optional(),
    categoryName1: legacyText,
    categoryName2: legacyText,
    cnames: nullableText,
    widthPx: legacyCount.nullish(),
    heightPx: legacyCount.nullish(),
    seamless: z.boolean().nullish(),
    downSize: legacyCount,
    favorSize: legacyCount,
    browseSize: legacyCount,
    createTime: legacyText,
    feeType: legacyInt,
    priceFen: legacyCount,
    images: z.array(imageSchema),
    packages: z.array(packageSchema),
  }),
  ...legacyDetailShared,
});
const ue4Schema = z.object({
  id: legacyInt,
  uuid: z.string(),
  title: legacyText,
  ue4Number: legacyText,
  /** The catalogue number the UE number falls back to. */
  modelNumber: legacyText.optional(),
  pictures: z.array(imageSchema),
  materialDetail: nullableText,
  vIdStr: legacyText,
  tIdStr: legacyText,
  supportPlatform: nullableText,
  engineVersion: nullableText,
  topNum: legacyCount,
  gridNum: legacyCount,
  materialNum: legacyCount,
  materialRealNum: legacyCount,
  textureNum: legacyCount,
  textureResolution: nullableText,
  downloadCount: legacyCount,
  favorNumber: legacyCount,
  showNumber: legacyCount,
  modelUpTimeStr: legacyText,
  feeType: legacyInt,
  priceFen: legacyCount,
  packages: z.array(packageSchema),
  ...legacyDetailShared,
});
const uecSchema = z.object({
  ue4c: z.object({
    id: legacyInt,
    uuid: z.string(),
    title: legacyText,
    ucNumber: legacyText,
    pathList: z.array(imageSchema),
    categoryName1: legacyText,
    categoryName2: legacyText,
    resolutionRatioName: nullableText,
    engineVersionName: nullableText,
    description: legacyText,
    downSize: legacyCount,
    favorSize: legacyCount.optional(),
    browseSize: legacyCount,
    createTime: legacyText,
    feeType: legacyInt,
    priceFen: legacyCount,
    packages: z.array(packageSchema),
  }),
  ...legacyDetailShared,
});

const detailQuery = [
  ['uuid', 'model uuid'],
  ['id', 'numeric model id (legacy links)'],
] as const;

function detail<D extends z.ZodType>(path: `/v1/${string}`, summary: string, data: D) {
  return defineV1Call({
    method: 'GET',
    path,
    summary,
    tag: 'details',
    query: detailQuery,
    data,
    login: true,
  });
}
function similar(path: `/v1/${string}`, summary: string) {
  return defineV1Call({
    method: 'GET',
    path,
    summary,
    tag: 'details',
    query: detailQuery,
    data: z.array(workSchema),
  });
}

const legacyProfileSchema = z.object({
  userName: legacyText,
  nikename: legacyText,
  userHeadPath: nullableText,
  phone: nullableText,
  wx: nullableText,
  introduction: nullableText,
  pcBanner: nullableText,
  mobileBanner: nullableText,
  attention: legacyInt,
  owner: legacyInt.optional(),
  fansNumber: legacyCount,
  modelNumber: legacyCount,
  vrNumber: legacyCount,
  yktNumber: legacyCount,
  subKinds: z.object({ '1': legacyCount, '2': legacyCount, '3': legacyCount, '4': legacyCount }),
});
/** One author work (panorama or video) of the author page's list. */
export const legacyWorkSchema = z.object({
  id: legacyInt,
  title: legacyText,
  thumbPath: legacyText,
  path: legacyText,
  showNumber: legacyCount,
  category: legacyInt,
});
const legacyWorkDetailSchema = z.object({
  id: legacyInt.pipe(z.number().int().min(0)),
  category: z.union([z.literal(5), z.literal(6)]),
  title: legacyText,
  thumbPath: legacyText,
  mediaPath: nullableText,
  showNumber: legacyCount,
  createTime: legacyText,
  userName: legacyText,
  nikename: legacyText,
});
const editionSchema = z.object({ fileId: legacyInt, edition: legacyText, light: legacyText });
/** The uploaded picture's path, already in the form the search takes. */
const uploadedPicture = searchPictureSchema.pick({ path: true });
const imageSearchBody = z.object({
  path: z.string(),
  flag: z.number().int(),
  cid: z.number().int().optional(),
});

export const pageCalls = {
  maxSuDetail: detail('/v1/webDetail/get', 'MAX/SU model detail', maxSuSchema),
  mappingDetail: detail('/v1/mapping-detail/get', 'Texture detail', mappingSchema),
  ue4Detail: detail('/v1/ue4-detail/get', 'UE model detail', ue4Schema),
  uecDetail: detail('/v1/uec-detail/get', 'UE material detail', uecSchema),
  sameModels: similar('/v1/webDetail/getSameModes', 'Similar MAX/SU models'),
  mappingRecommend: similar('/v1/mapping-detail/recommend', 'Similar textures'),
  ue4Recommend: similar('/v1/ue4-detail/recommend', 'Similar UE models'),
  uecRecommend: similar('/v1/uec-detail/recommend', 'Similar UE materials'),
  modelState: defineV1Call({
    method: 'GET',
    path: '/v1/sitemap/modelState',
    summary: 'Whether a model is online, offline or missing',
    tag: 'details',
    query: [['uuid', 'model uuid or numeric id']],
    data: z.object({ state: z.enum(['online', 'offline', 'missing']) }),
  }),
  versions: defineV1Call({
    method: 'GET',
    path: '/v1/webDetail/getVersion',
    summary: 'The convertible files (list1) and the model’s files (list2)',
    tag: 'details',
    query: [['uuid', 'model uuid']],
    data: z.object({
      list1: z.array(editionSchema.extend({ editions: z.array(legacyText) })).nullish(),
      list2: z.array(editionSchema.extend({ size: legacyNumber.nullish() })).nullish(),
    }),
  }),
  submitVersion: defineV1Call({
    method: 'POST',
    path: '/v1/webDetail/submitVersion',
    summary: 'Ask for a version conversion',
    tag: 'details',
    body: z.object({ uuid: z.string(), fileId: z.number().int(), version: z.string() }),
    data: legacyNullSchema,
    login: true,
  }),
  dynamicTime: defineV1Call({
    method: 'GET',
    path: '/v1/webDetail/dynamicTime',
    summary: 'url, pubDate and upDate of a model',
    tag: 'details',
    query: detailQuery,
    data: dynamicTimeSchema,
  }),
  errorReply: defineV1Call({
    method: 'GET',
    path: '/v1/webDetail/getErrorMsg',
    summary: 'The latest answered error report of a model (null: none)',
    tag: 'details',
    query: detailQuery,
    data: errorReplySchema,
  }),
  shareSignature: defineV1Call({
    method: 'GET',
    path: '/v1/share/signature',
    summary: 'WeChat JS-SDK signature of a page address',
    tag: 'site',
    query: [['url', 'page address']],
    data: shareSignatureSchema,
  }),
  panoUrl: defineV1Call({
    method: 'POST',
    path: '/v1/share/panoUrl',
    summary: 'The panorama address of a code',
    tag: 'site',
    body: z.object({ str: z.string() }),
    data: z.object({ url: z.string() }),
  }),
  downloadAgree: defineV1Call({
    method: 'POST',
    path: '/v1/download/agree',
    summary: 'Accept the download agreement',
    tag: 'downloads',
    data: legacyNullSchema,
    login: true,
  }),
  downloadQuota: defineV1Call({
    method: 'GET',
    path: '/v1/download/quota',
    summary: 'The user’s download quota and balances',
    tag: 'downloads',
    data: z.object({
      tier: z.string(),
      dailyLimit: z.number().int(),
      dailyUsed: z.number().int().optional(),
      dailyLeft: z.number().int(),
      memberMonthLimit: z.number().int(),
      memberMonthUsed: z.number().int().optional(),
      memberMonthLeft: z.number().int(),
      memberTexturesLimit: z.number().int().optional(),
      memberTexturesLeft: z.number().int(),
      balances: z.object({
        beansFen: z.number().int(),
        downloadPointsFen: z.number().int(),
        tickets: z.number().int(),
        packages: z.number().int().default(0),
      }),
    }),
    login: true,
  }),
  imageUpload: defineV1Call({
    method: 'POST',
    path: '/v1/search/userRole/imgSearch/localupload',
    summary: 'Upload a picture to search by (multipart `file`)',
    tag: 'search',
    data: uploadedPicture,
    login: true,
  }),
  imageUploadByLink: defineV1Call({
    method: 'POST',
    path: '/v1/search/userRole/imgSearch/localuploadpath',
    summary: 'Have the API fetch a picture link to search by',
    tag: 'search',
    body: z.object({ path: z.string() }),
    data: uploadedPicture,
    login: true,
  }),
  imageSearch: defineV1Call({
    method: 'POST',
    path: '/v1/search/userRole/imgSearch/imgSearch',
    summary: 'Models like a picture (flag 1 a path, 2 a data URL)',
    tag: 'search',
    body: imageSearchBody,
    data: z.array(legacyModelCardSchema),
    login: true,
  }),
  authorProfile: defineV1Call({
    method: 'GET',
    path: '/v1/personal/getInfo',
    summary: 'An author’s profile',
    tag: 'authors',
    query: [['author', 'user name']],
    data: legacyProfileSchema,
    login: true,
  }),
  authorContent: defineV1Call({
    method: 'GET',
    path: '/v1/personal/getContent',
    summary: 'An author’s models (category 1), panoramas (5) or videos (6)',
    tag: 'authors',
    query: [
      ['author', 'user name'],
      ['category', '1 models, 5 panoramas, 6 videos'],
      ['kind', 'model sub-kind'],
      ['element', 'keyword'],
      ['pn', 'page'],
      ['ps', 'page size'],
    ],
    // Model cards or works, by category: the gateway reads them by the category it asked for.
    data: z.object({ results: z.array(z.unknown()), totalRecord: legacyCount }),
  }),
  authorWork: defineV1Call({
    method: 'GET',
    path: '/v1/personal/getWork',
    summary: 'One panorama or video of an author',
    tag: 'authors',
    query: [['id', 'work id']],
    data: legacyWorkDetailSchema,
  }),
  follow: defineV1Call({
    method: 'POST',
    path: '/user/v1/api/follow',
    summary: 'Follow an author',
    tag: 'authors',
    body: z.object({ author: z.string() }),
    data: legacyNullSchema,
    login: true,
  }),
  cancelFollow: defineV1Call({
    method: 'DELETE',
    path: '/user/v1/api/follow/cancelFollow',
    summary: 'Stop following an author',
    tag: 'authors',
    query: [['author', 'user name']],
    data: legacyNullSchema,
    login: true,
  }),
  updateCover: defineV1Call({
    method: 'POST',
    path: '/v1/personal/updateCover',
    summary: 'Change the author page’s cover (a data URL)',
    tag: 'authors',
    body: z.object({ image: z.string() }),
    data: z.object({ pcPath: z.string(), mobilePath: z.string() }),
    login: true,
  }),
  sitemapSummary: defineV1Call({
    method: 'GET',
    path: '/v1/sitemap/summary',
    summary: 'The sitemap files per section',
    tag: 'site',
    query: [['size', 'addresses per file']],
    data: z.object({
      size: z.number().int().positive(),
      sections: z.array(
        z.object({ type: z.enum(SITEMAP_SECTIONS), pageStarts: z.array(z.number().int()) }),
      ),
    }),
  }),
  sitemapEntries: defineV1Call({
    method: 'GET',
    path: '/v1/sitemap/entries',
    summary: 'Sitemap addresses of a section from an id',
    tag: 'site',
    query: [
      ['type', 'section'],
      ['fromId', 'first id'],
      ['limit', 'at most'],
    ],
    data: z.object({
      items: z.array(
        z.object({
          id: z.number().int(),
          uuid: z.string().optional(),
          kind: z.number().int().optional(),
          userName: z.string().optional(),
          lastmod: z.string(),
        }),
      ),
    }),
  }),
} as const;
