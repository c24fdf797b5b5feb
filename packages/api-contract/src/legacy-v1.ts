import { z } from 'zod';

/**
 * OpenAPI description of the legacy /v1 calls (docs/v1-catalogue.md) that the gateway passes
 * through unchanged. Every answer is HTTP 200 with `{ code, msg, data }`.
 */
const legacyRegistry = z.registry<{ id: string; description?: string }>();

function named<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  legacyRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

const modelCard = named(
  z.object({
    id: z.number().int(),
    uuid: z.string(),
    title: z.string(),
    thumbPath: z.string(),
    price: z.string().describe('Yuan with two decimals'),
    score: z.number(),
    modelRender: z.string().nullable(),
    chargeCategory: z.number().int(),
    vip: z.number().int().describe('1 = member model'),
    showNumber: z.number().int(),
    favorNumber: z.number().int(),
    downloadCount: z.number().int(),
    kind: z.string(),
    highlight: z.object({ title: z.string() }).optional(),
  }),
  'LegacyModelCard',
);
const bannerItem = named(
  z.object({ id: z.number().int(), image: z.string(), title: z.string(), subtitle: z.string().optional(), cta: z.string().optional(), path: z.string() }),
  'LegacyBannerItem',
);
const namedItem = named(z.object({ id: z.number().int(), name: z.string() }), 'LegacyNamedItem');
const category = named(z.object({ id: z.number().int(), name: z.string(), children: z.array(namedItem) }), 'LegacyCategory');
const style = named(z.object({ id: z.number().int(), name: z.string(), value: z.string() }), 'LegacyStyle');
const categoryCount = named(z.object({ key: z.number().int(), doc_count: z.number().int(), name: z.string() }), 'LegacyCategoryCount');
const albumModel = z.object({ uuid: z.string(), thumbPath: z.string(), title: z.string() });
const album = named(
  z.object({
    id: z.number().int(),
    uuid: z.string(),
    title: z.string(),
    count: z.number().int(),
    favor: z.number().int(),
    showNumber: z.number().int(),
    models: z.array(albumModel),
  }),
  'LegacyAlbum',
);
const rankItem = named(
  z.object({
    userName: z.string(),
    userNikename: z.string(),
    maxBean: z.number(),
    bean: z.number(),
    workNumber: z.number().int(),
    userImage: z.string(),
  }),
  'LegacyRankItem',
);
const labelWord = named(z.object({ word: z.string() }), 'LegacyLabelWord');
const modelPage = named(
  z.object({ total: z.number().int(), totalCapped: z.boolean(), records: z.array(modelCard) }),
  'LegacyModelPage',
  'Totals are exact up to 10,000; beyond that total is 10000 and totalCapped is true.',
);
const showcase = z.object({ number: z.number().int(), models: z.array(modelCard), modelClasses: z.array(namedItem) });
const headInfo = z.object({ categorys: z.array(category), style: z.array(style), renders: z.array(namedItem) });
const categoriesInfo = z.object({ categories: z.array(category) });

type Parameter = readonly [name: string, description: string];

interface LegacyCall {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  query?: readonly Parameter[];
  body?: z.ZodType;
  data: z.ZodType;
  login?: boolean;
}

const listQuery: readonly Parameter[] = [
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
];
const mappingQuery: readonly Parameter[] = [
  ['queryString', 'keyword'],
  ['feeType', "'0' free, '1' nofree, '2' member"],
  ['sort', 'sort code'],
  ['oneName', 'first-level category id'],
  ['twoName', 'second-level category id'],
  ['page', 'page, 1-based'],
  ['limit', 'page size (40)'],
];

const calls: readonly LegacyCall[] = [
  { method: 'get', path: '/v1/home/homeImages', summary: 'Home banners', tag: 'home', query: [['category', '1 or 3']], data: z.array(bannerItem) },
  { method: 'get', path: '/v1/home/bigImages', summary: 'Big images', tag: 'home', data: z.array(bannerItem) },
  { method: 'get', path: '/v1/home/navList', summary: 'Navigation', tag: 'home', data: z.array(bannerItem) },
  { method: 'get', path: '/v1/home/adList', summary: 'Ads', tag: 'home', data: z.array(bannerItem) },
  ...(['max', 'su', 'mapping', 'ue4', 'member'] as const).map((section) => ({
    method: 'get' as const,
    path: `/v1/home/models/${section}`,
    summary: `Home showcase: ${section}`,
    tag: 'home',
    data: showcase,
  })),
  { method: 'get', path: '/v1/home/modelsuit', summary: 'Model albums (8 models each)', tag: 'home', data: z.array(album) },
  { method: 'get', path: '/v1/home/userIncome', summary: 'Income ranking (13)', tag: 'home', query: [['category', '1 cumulative, 2 last month']], data: z.array(rankItem) },
  { method: 'get', path: '/v1/home/userWorks', summary: 'Works ranking (13)', tag: 'home', query: [['category', '1 cumulative, 2 last month']], data: z.array(rankItem) },
  { method: 'get', path: '/v1/home/authorIncome', summary: 'Author income (13)', tag: 'home', query: [['category', '1 or 2']], data: z.array(rankItem) },
  { method: 'get', path: '/v1/home/labelWords', summary: 'Label words', tag: 'home', data: z.array(labelWord) },
  {
    method: 'get',
    path: '/v1/home/associationWords',
    summary: 'Association words (at most 10, prefix matches first)',
    tag: 'home',
    query: [
      ['word', 'typed text'],
      ['category', '3D/SU 1, UE model 2, textures 3, UE material 4'],
    ],
    data: z.array(labelWord),
  },
  { method: 'get', path: '/v1/home/hotList', summary: 'Hot list', tag: 'home', query: [['category', '1 3D, 2 SU, 3 textures, 4 UE model, 5 UE material']], data: z.array(namedItem) },
  { method: 'get', path: '/v1/home/channelBanner', summary: 'Channel banner', tag: 'home', query: [['category', '4 MAX, 5 SU, 6 UE4, 7 MAPPING, 8 UEC']], data: z.array(bannerItem) },
  {
    method: 'post',
    path: '/v1/home/channelSearch',
    summary: 'Channel search',
    tag: 'home',
    body: z.object({ category: z.number().int(), ids: z.string(), sort: z.number().int().optional(), pn: z.number().int(), ps: z.number().int() }),
    data: modelPage,
  },
  {
    method: 'get',
    path: '/v1/home/memberSearch',
    summary: 'Member list',
    tag: 'home',
    query: [
      ['member', '1'],
      ['sort', 'sort code'],
      ['pn', 'page'],
      ['size', 'page size'],
    ],
    data: modelPage,
  },
  { method: 'get', path: '/v1/home/hobby', summary: 'Search hobbies', tag: 'home', query: [['category', 'kind code 1-5']], data: z.object({ hobbyList: z.array(z.number().int()) }), login: true },
  {
    method: 'post',
    path: '/v1/home/hobby/save',
    summary: 'Save hobbies',
    tag: 'home',
    body: z.object({ category: z.number().int(), hobbyList: z.array(z.number().int()) }),
    data: z.null(),
    login: true,
  },
  { method: 'get', path: '/v1/model/search', summary: 'MAX/SU list search', tag: 'lists', query: listQuery, data: modelPage },
  {
    method: 'get',
    path: '/v1/model/debugger/search',
    summary: 'Debugger search',
    tag: 'lists',
    query: listQuery,
    data: z.object({
      total: z.number().int(),
      totalCapped: z.boolean(),
      records: z.array(modelCard),
      element: z.unknown(),
      elementAnalysis: z.unknown(),
      elementExtend: z.unknown(),
      elementExtendAnalysis: z.unknown(),
      categorys: z.unknown(),
    }),
  },
  {
    method: 'get',
    path: '/v1/model/categoryCount',
    summary: 'Category counts',
    tag: 'lists',
    query: [
      ['element', 'keyword'],
      ['modelType', '1 MAX, 2 SU'],
      ['pn', '1'],
      ['size', '40'],
    ],
    data: z.array(categoryCount),
  },
  { method: 'get', path: '/v1/model/headInfo', summary: 'MAX/SU head info', tag: 'lists', query: [['modelType', '1 or 2']], data: headInfo },
  {
    method: 'get',
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
    data: modelPage,
  },
  { method: 'get', path: '/v1/mapping/search', summary: 'MAPPING search', tag: 'lists', query: [...mappingQuery, ['typeId', 'style value']], data: modelPage },
  { method: 'get', path: '/v1/mapping/labels', summary: 'MAPPING labels', tag: 'lists', query: [['dictCode', 'FEETYPE or MAPPINGTYPE']], data: z.array(style) },
  { method: 'get', path: '/v1/mapping/headInfo', summary: 'MAPPING head info', tag: 'lists', data: categoriesInfo },
  { method: 'get', path: '/v1/uec/search', summary: 'UEC search', tag: 'lists', query: mappingQuery, data: modelPage },
  { method: 'get', path: '/v1/uec/labels', summary: 'UEC labels', tag: 'lists', query: [['dictCode', 'UE4C_FEETYPE']], data: z.array(style) },
  { method: 'get', path: '/v1/uec/headInfo', summary: 'UEC head info', tag: 'lists', data: categoriesInfo },
  {
    method: 'get',
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
    data: modelPage,
  },
  { method: 'get', path: '/v1/ue4/headInfo', summary: 'UE4 head info', tag: 'lists', data: headInfo },
  { method: 'get', path: '/v1/album/labels', summary: 'Album labels', tag: 'albums', data: z.array(namedItem) },
  {
    method: 'get',
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
    data: z.object({ results: z.array(album), totalRecord: z.number().int() }),
  },
  { method: 'get', path: '/v1/album/detail', summary: 'Album detail', tag: 'albums', query: [['uuid', 'album uuid']], data: album.extend({ models: z.array(modelCard) }) },
  { method: 'get', path: '/v1/album/sameSuit', summary: 'Similar albums', tag: 'albums', query: [['uuid', 'album uuid']], data: z.array(album) },
  { method: 'post', path: '/v1/album/favour', summary: 'Favour album', tag: 'albums', body: z.object({ ablumId: z.number().int() }), data: z.null(), login: true },
  { method: 'post', path: '/v1/album/cancel', summary: 'Cancel album favour', tag: 'albums', body: z.object({ ablumId: z.number().int() }), data: z.null(), login: true },
  {
    method: 'get',
    path: '/v1/ranking/list',
    summary: 'Ranking (20, refreshed daily)',
    tag: 'rankings',
    query: [['category', '1 earnings cumulative, 2 earnings last month, 3 uploads cumulative, 4 uploads last month']],
    data: z.array(rankItem),
  },
];

function toJson(schema: z.ZodType, components: Record<string, unknown>): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { metadata: legacyRegistry, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
  const { $schema: _dialect, $defs: definitions, ...rest } = json;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', '#/components/schemas/') : rewrite(inner),
      ]),
    );
  };
  for (const [name, definition] of Object.entries((definitions ?? {}) as Record<string, unknown>)) {
    components[name] ??= rewrite(definition);
  }
  const id = legacyRegistry.get(schema)?.id;
  if (id !== undefined) {
    components[id] ??= rewrite(rest);
    return { $ref: `#/components/schemas/${id}` };
  }
  return rewrite(rest) as Record<string, unknown>;
}

/** The OpenAPI 3.1 document of the legacy /v1 calls. */
export function buildLegacyOpenApiDocument(): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const envelope = {
      type: 'object',
      properties: {
        code: { type: 'integer', description: '200 success, 10004 not logged in, 400 invalid parameters, other business codes' },
        msg: { type: 'string' },
        data: toJson(call.data, components),
      },
      required: ['code', 'msg', 'data'],
    };
    (paths[call.path] ??= {})[call.method] = {
      operationId: `legacy_${call.method}_${call.path.slice(4).replace(/[^A-Za-z0-9]+/g, '_')}`,
      summary: call.summary,
      tags: [call.tag],
      parameters: (call.query ?? []).map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } })),
      ...(call.body === undefined
        ? {}
        : { requestBody: { required: true, content: { 'application/json': { schema: toJson(call.body, components) } } } }),
      responses: { 200: { description: 'Legacy envelope (always HTTP 200)', content: { 'application/json': { schema: envelope } } } },
      ...(call.login === true ? { security: [{ tokenHeader: [] }] } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Yunmo legacy /v1',
      version: '1.0.0',
      description:
        'The legacy calls, passed through unchanged by the gateway under /v1 (the gateway adds the `token` header from the `token` cookie). Every answer is HTTP 200 with `{ code, msg, data }`. Images and files are under /files.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { tokenHeader: { type: 'apiKey', in: 'header', name: 'token' } },
    },
  };
}
