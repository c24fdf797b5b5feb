import { z } from 'zod';
import { captchaSchema } from '../accounts.js';
import {
  legacyAlbumDetailSchema,
  legacyAlbumSchema,
  legacyAlbumSearchSchema,
  legacyCategoriesHeadInfoSchema,
  legacyCategoryCountSchema,
  legacyDebuggerPageSchema,
  legacyHobbiesSchema,
  legacyHotWordSchema,
  legacyLabelWordSchema,
  legacyLinkItemSchema,
  legacyModelHeadInfoSchema,
  legacyNamedSchema,
  legacyNullSchema,
  legacyPageSchema,
  legacyRankItemSchema,
  legacyShowcaseSchema,
  legacyStyleSchema,
  sessionDataSchema,
  downloadPackagesSchema,
  goldInfoSchema,
  goldPriceSchema,
  membershipAccessSchema,
  membershipPopupSchema,
  membershipTrialSchema,
  orderStateSchema,
  purchaseSchema,
} from './payloads.js';

/**
 * Every /v1 call, declared once (docs/v1-catalogue.md). The API answers a call with
 * `reply.v1(call, data)`, typed by the input side of `data`; the gateway calls it with
 * `fastify.v1.call(request, call, input)` and gets the parsed output side; the legacy OpenAPI
 * document is generated from this table. A field renamed on one side stops the other compiling.
 */
export type V1QueryValue = string | number | boolean | undefined;
export type V1Parameter = readonly [name: string, description: string];

export interface V1Call<
  Q extends readonly V1Parameter[] = readonly V1Parameter[],
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: `/v1/${string}`;
  summary: string;
  tag: string;
  /** Query parameters (the legacy dialect drops empty ones). */
  query?: Q;
  body?: B;
  /** The `data` of a code-200 answer. */
  data: D;
  /** The call needs the caller's session: the gateway sends the `token` header. */
  login?: boolean;
}

export function defineV1Call<
  const Q extends readonly V1Parameter[] = readonly [],
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(call: V1Call<Q, B, D>): V1Call<Q, B, D> {
  return call;
}

/** What the gateway reads from a call's code-200 answer. */
export type V1Data<C extends V1Call> = z.output<C['data']>;
/** What the API must answer (before the gateway's tolerant parsing). */
export type V1Reply<C extends V1Call> = z.input<C['data']>;
/** The call's query, by its declared parameter names. */
export type V1Query<C extends V1Call> =
  C extends V1Call<infer Q, z.ZodType | undefined, z.ZodType>
    ? { readonly [K in Q[number][0]]?: V1QueryValue }
    : never;
export type V1Body<C extends V1Call> =
  C extends V1Call<readonly V1Parameter[], infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : never
    : never;
export interface V1Input<C extends V1Call> {
  query?: V1Query<C>;
  body?: V1Body<C>;
}

const listQuery = [
  ['element', 'keyword'],
  ['oneClass', 'first-level category id'],
  ['twoClass', 'second-level category id'],
  ['style', 'style id'],
  ['member', '1 = member-free models'],
  ['vip', '1 = gold-member-free models'],
  ['free', '1 = free'],
  ['nofree', '1 = paid'],
  ['render', 'renderer index, 1-based'],
  ['unique', '1 = unique models'],
  ['vr', '1 = with VR'],
  ['spaces', '1 = spaces'],
  ['sort', 'sort code (browsing.md §9)'],
  ['modelType', '1 MAX, 2 SU'],
  ['pn', 'page, 1-based'],
  ['size', 'page size (40)'],
  ['esIndex', 'keyword fields'],
] as const;
const namedClassQuery = [
  ['queryString', 'keyword'],
  ['feeType', "'0' free, '1' nofree, '2' member"],
  ['sort', 'sort code'],
  ['oneName', 'first-level category id'],
  ['twoName', 'second-level category id'],
  ['page', 'page, 1-based'],
  ['limit', 'page size (40)'],
] as const;
const albumFavour = z.object({ ablumId: z.number().int() });
const accountBody = z.record(z.string(), z.unknown());
const orderBody = z.record(z.string(), z.unknown());
const orderNumberBody = z.object({ outTradeNo: z.string() });
const operationBody = z.object({ operation: z.string() });
const downloadBody = z.object({
  uuid: z.string(),
  fileId: z.number().int().optional(),
  verify: z.string().optional(),
  payCategory: z.number().int().optional(),
  source: z.string().optional(),
  flag: z.number().int().optional(),
});
/** A download step: every code is an answer the client's download flow maps to its next step (@yunmo/domain/download-flow). */
function downloadStep(path: `/v1/${string}`, summary: string) {
  return defineV1Call({
    method: 'POST',
    path,
    summary,
    tag: 'downloads',
    body: downloadBody,
    data: z.unknown(),
    login: true,
  });
}

function showcase(section: 'max' | 'su' | 'mapping' | 'ue4' | 'member') {
  return defineV1Call({
    method: 'GET',
    path: `/v1/home/models/${section}`,
    summary: `Home showcase: ${section}`,
    tag: 'home',
    data: legacyShowcaseSchema,
  });
}

export const v1Calls = {
  homeImages: defineV1Call({
    method: 'GET',
    path: '/v1/home/homeImages',
    summary: 'Home banners',
    tag: 'home',
    query: [['category', '1 or 3']],
    data: z.array(legacyLinkItemSchema),
  }),
  bigImages: defineV1Call({
    method: 'GET',
    path: '/v1/home/bigImages',
    summary: 'Big images',
    tag: 'home',
    data: z.array(legacyLinkItemSchema),
  }),
  navList: defineV1Call({
    method: 'GET',
    path: '/v1/home/navList',
    summary: 'Navigation',
    tag: 'home',
    data: z.array(legacyLinkItemSchema),
  }),
  adList: defineV1Call({
    method: 'GET',
    path: '/v1/home/adList',
    summary: 'Ads',
    tag: 'home',
    data: z.array(legacyLinkItemSchema),
  }),
  showcaseMax: showcase('max'),
  showcaseSu: showcase('su'),
  showcaseMapping: showcase('mapping'),
  showcaseUe4: showcase('ue4'),
  showcaseMember: showcase('member'),
  modelSuits: defineV1Call({
    method: 'GET',
    path: '/v1/home/modelsuit',
    summary: 'Model albums (8 models each)',
    tag: 'home',
    data: z.array(legacyAlbumSchema),
  }),
  userIncome: defineV1Call({
    method: 'GET',
    path: '/v1/home/userIncome',
    summary: 'Income ranking (13)',
    tag: 'home',
    query: [['category', '1 cumulative, 2 last month']],
    data: z.array(legacyRankItemSchema),
  }),
  userWorks: defineV1Call({
    method: 'GET',
    path: '/v1/home/userWorks',
    summary: 'Works ranking (13)',
    tag: 'home',
    query: [['category', '1 cumulative, 2 last month']],
    data: z.array(legacyRankItemSchema),
  }),
  authorIncome: defineV1Call({
    method: 'GET',
    path: '/v1/home/authorIncome',
    summary: 'Author income (13)',
    tag: 'home',
    query: [['category', '1 or 2']],
    data: z.array(legacyRankItemSchema),
  }),
  labelWords: defineV1Call({
    method: 'GET',
    path: '/v1/home/labelWords',
    summary: 'Label words',
    tag: 'home',
    data: z.array(legacyLabelWordSchema),
  }),
  associationWords: defineV1Call({
    method: 'GET',
    path: '/v1/home/associationWords',
    summary: 'Association words (at most 10, prefix matches first)',
    tag: 'home',
    query: [
      ['word', 'typed text'],
      ['category', '3D/SU 1, UE model 2, textures 3, UE material 4'],
    ],
    data: z.array(legacyLabelWordSchema),
  }),
  hotList: defineV1Call({
    method: 'GET',
    path: '/v1/home/hotList',
    summary: 'Hot list',
    tag: 'home',
    query: [['category', '1 3D, 2 SU, 3 textures, 4 UE model, 5 UE material']],
    data: z.array(legacyHotWordSchema),
  }),
  channelBanner: defineV1Call({
    method: 'GET',
    path: '/v1/home/channelBanner',
    summary: 'Channel banner',
    tag: 'home',
    query: [['category', '4 MAX, 5 SU, 6 UE4, 7 MAPPING, 8 UEC']],
    data: z.array(legacyLinkItemSchema),
  }),
  channelSearch: defineV1Call({
    method: 'POST',
    path: '/v1/home/channelSearch',
    summary: 'Channel search',
    tag: 'home',
    body: z.object({
      category: z.number().int(),
      ids: z.string(),
      sort: z.number().int().optional(),
      pn: z.number().int(),
      ps: z.number().int(),
    }),
    data: legacyPageSchema,
  }),
  memberSearch: defineV1Call({
    method: 'GET',
    path: '/v1/home/memberSearch',
    summary: 'Member list',
    tag: 'home',
    query: [
      ['member', '1'],
      ['sort', 'sort code'],
      ['pn', 'page'],
      ['size', 'page size'],
    ],
    data: legacyPageSchema,
  }),
  hobby: defineV1Call({
    method: 'GET',
    path: '/v1/home/hobby',
    summary: 'Search hobbies',
    tag: 'home',
    query: [['category', 'kind code 1-5']],
    data: legacyHobbiesSchema,
    login: true,
  }),
  saveHobby: defineV1Call({
    method: 'POST',
    path: '/v1/home/hobby/save',
    summary: 'Save hobbies',
    tag: 'home',
    body: z.object({ category: z.number().int(), hobbyList: z.array(z.number().int()) }),
    data: legacyNullSchema,
    login: true,
  }),
  modelSearch: defineV1Call({
    method: 'GET',
    path: '/v1/model/search',
    summary: 'MAX/SU list search',
    tag: 'lists',
    query: listQuery,
    data: legacyPageSchema,
  }),
  debuggerSearch: defineV1Call({
    method: 'GET',
    path: '/v1/model/debugger/search',
    summary: 'Debugger search',
    tag: 'lists',
    query: listQuery,
    data: legacyDebuggerPageSchema,
  }),
  categoryCount: defineV1Call({
    method: 'GET',
    path: '/v1/model/categoryCount',
    summary: 'Category counts',
    tag: 'lists',
    query: [
      ['element', 'keyword'],
      ['modelType', '1 MAX, 2 SU'],
      ['pn', '1'],
      ['size', '40'],
    ],
    data: z.array(legacyCategoryCountSchema),
  }),
  modelHeadInfo: defineV1Call({
    method: 'GET',
    path: '/v1/model/headInfo',
    summary: 'MAX/SU head info',
    tag: 'lists',
    query: [['modelType', '1 or 2']],
    data: legacyModelHeadInfoSchema,
  }),
  listByQuery: defineV1Call({
    method: 'GET',
    path: '/v1/model/listByQuery',
    summary: 'Model list by query',
    tag: 'lists',
    query: [
      ['vName', 'first-level category id'],
      ['tName', 'second-level category id'],
      ['type', 'kind path code'],
      ['feeType', 'fee category: 1 free, 2 paid, 3 member'],
      ['sort', 'sort code'],
      ['pn', 'page'],
      ['size', 'page size'],
    ],
    data: legacyPageSchema,
  }),
  mappingSearch: defineV1Call({
    method: 'GET',
    path: '/v1/mapping/search',
    summary: 'MAPPING search',
    tag: 'lists',
    query: [...namedClassQuery, ['typeId', 'style value']],
    data: legacyPageSchema,
  }),
  mappingLabels: defineV1Call({
    method: 'GET',
    path: '/v1/mapping/labels',
    summary: 'MAPPING labels',
    tag: 'lists',
    query: [['dictCode', 'FEETYPE or MAPPINGTYPE']],
    data: z.array(legacyStyleSchema),
  }),
  mappingHeadInfo: defineV1Call({
    method: 'GET',
    path: '/v1/mapping/headInfo',
    summary: 'MAPPING head info',
    tag: 'lists',
    data: legacyCategoriesHeadInfoSchema,
  }),
  uecSearch: defineV1Call({
    method: 'GET',
    path: '/v1/uec/search',
    summary: 'UEC search',
    tag: 'lists',
    query: namedClassQuery,
    data: legacyPageSchema,
  }),
  uecLabels: defineV1Call({
    method: 'GET',
    path: '/v1/uec/labels',
    summary: 'UEC labels',
    tag: 'lists',
    query: [['dictCode', 'UE4C_FEETYPE']],
    data: z.array(legacyStyleSchema),
  }),
  uecHeadInfo: defineV1Call({
    method: 'GET',
    path: '/v1/uec/headInfo',
    summary: 'UEC head info',
    tag: 'lists',
    data: legacyCategoriesHeadInfoSchema,
  }),
  ue4Search: defineV1Call({
    method: 'GET',
    path: '/v1/ue4/search',
    summary: 'UE4 search',
    tag: 'lists',
    query: [
      ['element', 'keyword'],
      ['vName', 'first-level category id'],
      ['tName', 'second-level category id'],
      ['style', 'style id'],
      ['render', '1 Lumen, 2 static build'],
      ['feeType', '1 free, 2 paid'],
      ['sort', 'sort code'],
      ['page', 'page'],
      ['limit', 'page size (40)'],
    ],
    data: legacyPageSchema,
  }),
  ue4HeadInfo: defineV1Call({
    method: 'GET',
    path: '/v1/ue4/headInfo',
    summary: 'UE4 head info',
    tag: 'lists',
    data: legacyModelHeadInfoSchema,
  }),
  albumLabels: defineV1Call({
    method: 'GET',
    path: '/v1/album/labels',
    summary: 'Album labels',
    tag: 'albums',
    data: z.array(legacyNamedSchema),
  }),
  albumSearch: defineV1Call({
    method: 'GET',
    path: '/v1/album/search',
    summary: 'Album search',
    tag: 'albums',
    query: [
      ['pn', 'page'],
      ['size', 'page size (20)'],
      ['element', 'keyword'],
      ['sort', '0 time, 1 popularity'],
      ['lid', 'label id'],
    ],
    data: legacyAlbumSearchSchema,
  }),
  albumDetail: defineV1Call({
    method: 'GET',
    path: '/v1/album/detail',
    summary: 'Album detail',
    tag: 'albums',
    query: [['uuid', 'album uuid']],
    data: legacyAlbumDetailSchema,
  }),
  sameSuit: defineV1Call({
    method: 'GET',
    path: '/v1/album/sameSuit',
    summary: 'Similar albums',
    tag: 'albums',
    query: [['uuid', 'album uuid']],
    data: z.array(legacyAlbumSchema),
  }),
  albumFavour: defineV1Call({
    method: 'POST',
    path: '/v1/album/favour',
    summary: 'Favour album',
    tag: 'albums',
    body: albumFavour,
    data: legacyNullSchema,
    login: true,
  }),
  albumCancel: defineV1Call({
    method: 'POST',
    path: '/v1/album/cancel',
    summary: 'Cancel album favour',
    tag: 'albums',
    body: albumFavour,
    data: legacyNullSchema,
    login: true,
  }),
  ranking: defineV1Call({
    method: 'GET',
    path: '/v1/ranking/list',
    summary: 'Ranking (20, refreshed daily)',
    tag: 'rankings',
    query: [
      [
        'category',
        '1 earnings cumulative, 2 earnings last month, 3 uploads cumulative, 4 uploads last month',
      ],
    ],
    data: z.array(legacyRankItemSchema),
  }),
  login: defineV1Call({
    method: 'POST',
    path: '/v1/account/login',
    summary: 'Login (per-address limits, 429)',
    tag: 'account',
    body: accountBody,
    data: sessionDataSchema,
  }),
  register: defineV1Call({
    method: 'POST',
    path: '/v1/account/register',
    summary: 'Registration',
    tag: 'account',
    body: accountBody,
    data: sessionDataSchema,
  }),
  captcha: defineV1Call({
    method: 'GET',
    path: '/v1/account/captcha',
    summary: 'Login captcha',
    tag: 'account',
    data: captchaSchema,
  }),
  smsCode: defineV1Call({
    method: 'POST',
    path: '/v1/account/smsCode',
    summary: 'SMS code for registration',
    tag: 'account',
    body: accountBody,
    data: z.object({ resendSeconds: z.number().int() }),
  }),
  logout: defineV1Call({
    method: 'POST',
    path: '/v1/account/logout',
    summary: 'Logout',
    tag: 'account',
    data: legacyNullSchema,
    login: true,
  }),
  checkUserPay: downloadStep('/v1/download/checkUserPay', 'MAX/SU download check'),
  downPay: downloadStep('/v1/download/downPay', 'MAX/SU paid download'),
  mappingDownState: downloadStep('/v1/mapping-detail/down-state', 'MAPPING download check'),
  mappingPayDown: downloadStep('/v1/mapping-detail/pay-down', 'MAPPING paid download'),
  ue4CheckDownload: downloadStep('/v1/ue4-detail/check-download', 'UE4 download check'),
  ue4Down: downloadStep('/v1/ue4-detail/down', 'UE4 download'),
  uecDownState: downloadStep('/v1/uec-detail/down-state', 'UEC download check'),
  uecDown: downloadStep('/v1/uec-detail/down', 'UEC download'),
  goldPrice: defineV1Call({
    method: 'POST',
    path: '/v1/gold/getGoldPrice',
    summary: 'Gold price',
    tag: 'payments',
    data: goldPriceSchema,
    login: true,
  }),
  goldInfo: defineV1Call({
    method: 'GET',
    path: '/v1/gold/memberInfo',
    summary: 'Gold status',
    tag: 'payments',
    query: [['userName', 'the caller']],
    data: goldInfoSchema,
    login: true,
  }),
  goldOrder: defineV1Call({
    method: 'POST',
    path: '/v1/gold/getOpenGoldQrcode',
    summary: 'Buy gold (20703: opened with beans)',
    tag: 'payments',
    body: orderBody,
    data: purchaseSchema,
    login: true,
  }),
  goldOrderState: defineV1Call({
    method: 'POST',
    path: '/v1/gold/queryQrcodeOrderState',
    summary: 'Gold order state (202 waiting, 201 closed)',
    tag: 'payments',
    body: orderNumberBody,
    data: orderStateSchema,
    login: true,
  }),
  packages: defineV1Call({
    method: 'GET',
    path: '/v1/downloadPackage/list',
    summary: 'Download packages',
    tag: 'payments',
    data: downloadPackagesSchema,
    login: true,
  }),
  packageOrder: defineV1Call({
    method: 'POST',
    path: '/v1/downloadPackage/open',
    summary: 'Buy a download package',
    tag: 'payments',
    body: orderBody,
    data: purchaseSchema,
    login: true,
  }),
  packageOrderState: defineV1Call({
    method: 'GET',
    path: '/v1/downloadPackage/queryOrder',
    summary: 'Package order state',
    tag: 'payments',
    query: [['outTradeNo', 'order number']],
    data: orderStateSchema,
    login: true,
  }),
  downloadOrder: defineV1Call({
    method: 'POST',
    path: '/v1/download/getQrCodeOfModelDown',
    summary: 'Pay for one download',
    tag: 'payments',
    body: orderBody,
    data: purchaseSchema,
    login: true,
  }),
  downloadOrderState: defineV1Call({
    method: 'POST',
    path: '/v1/download/queryOrder',
    summary: 'Download order state',
    tag: 'payments',
    body: orderNumberBody,
    data: orderStateSchema,
    login: true,
  }),
  membershipOrder: defineV1Call({
    method: 'POST',
    path: '/v1/member/openMember',
    summary: 'Open the yearly membership',
    tag: 'payments',
    body: orderBody,
    data: purchaseSchema,
    login: true,
  }),
  membershipOrderState: defineV1Call({
    method: 'POST',
    path: '/v1/member/queryOrder',
    summary: 'Membership order state',
    tag: 'payments',
    body: orderNumberBody,
    data: orderStateSchema,
    login: true,
  }),
  closeOrder: defineV1Call({
    method: 'POST',
    path: '/v1/pay/closeOrder',
    summary: 'Close an order',
    tag: 'payments',
    body: orderNumberBody,
    data: legacyNullSchema,
    login: true,
  }),
  membershipAccess: defineV1Call({
    method: 'GET',
    path: '/v1/member/access',
    summary: 'Membership offer',
    tag: 'payments',
    query: [['source', 'where the offer is shown']],
    data: membershipAccessSchema,
    login: true,
  }),
  membershipTrial: defineV1Call({
    method: 'POST',
    path: '/v1/member/activateMember',
    summary: 'Start the membership trial',
    tag: 'payments',
    data: membershipTrialSchema,
    login: true,
  }),
  membershipPopup: defineV1Call({
    method: 'POST',
    path: '/v1/member/openWindows',
    summary: 'Membership popup',
    tag: 'payments',
    data: membershipPopupSchema,
    login: true,
  }),
  saveWindowOperation: defineV1Call({
    method: 'POST',
    path: '/v1/member/saveWindowOperation',
    summary: 'Record a popup operation',
    tag: 'payments',
    body: operationBody,
    data: legacyNullSchema,
    login: true,
  }),
  closePopup: defineV1Call({
    method: 'POST',
    path: '/v1/member/close',
    summary: 'Close the popup tip',
    tag: 'payments',
    data: legacyNullSchema,
    login: true,
  }),
  closeWindow: defineV1Call({
    method: 'POST',
    path: '/v1/member/closeWindow',
    summary: 'Close the popup',
    tag: 'payments',
    data: legacyNullSchema,
    login: true,
  }),
  saveCommonOperation: defineV1Call({
    method: 'POST',
    path: '/v1/member/saveCommonOperation',
    summary: 'Reasons for not opening',
    tag: 'payments',
    body: operationBody,
    data: legacyNullSchema,
    login: true,
  }),
} as const;

/** Every declared call, in the order of the document. */
export const v1CallList: readonly V1Call[] = Object.values(v1Calls);
