import { assetKindSchema } from '@yunmo/api-contract/common';
import { KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SeoTags } from '../../plugins/app/spa.js';
import { getKindFilters } from '../../services/kind-filters.js';
import { searchModels } from '../../services/model-search.js';

/** The site name as the breadcrumb and the web app's titles write it. */
const siteName = '云模型';
const paramsSchema = z.object({ kind: assetKindSchema, filterCode: z.string().max(200) });
const querySchema = z.object({ element: z.string().trim().max(30).optional() }).loose();
const listedTitles = 5;

async function listPageTags(fastify: FastifyInstance, request: FastifyRequest): Promise<SeoTags | undefined> {
  const params = paramsSchema.safeParse(request.params);
  if (!params.success) return undefined;
  const query = querySchema.safeParse(request.query);
  const q = query.success && query.data.element !== '' ? query.data.element : undefined;
  const { kind } = params.data;
  const [result, filters] = await Promise.all([
    searchModels(fastify, request, kind, { filter: params.data.filterCode, q, page: 1 }),
    getKindFilters(fastify, request, kind),
  ]);
  const category = filters.data.categories.find((node) => node.id === result.filter.firstCategoryId);
  const subcategory = category?.children.find((child) => child.id === result.filter.secondCategoryId);
  const kindName = KIND_DISPLAY_NAMES[kind].full;
  const heading = [q, subcategory?.name ?? category?.name, kindName].filter((part) => part !== undefined && part !== '');
  const titles = result.items.slice(0, listedTitles).map((item) => item.title);
  return {
    title: `${heading.join(' - ')} - ${siteName}`,
    description: `${siteName}${kindName}：共 ${String(result.total)}${result.totalCapped ? '+' : ''} 个。${titles.join('、')}`,
    canonicalPath: `/list/${kind}/${result.filterCode}`,
    ...(result.items[0] === undefined ? {} : { imageUrl: result.items[0].thumbnailUrl }),
  };
}

/** List pages carry tags from their first result page. Detail pages plug in the same way. */
export default async function seoListPage(fastify: FastifyInstance): Promise<void> {
  fastify.spa.page(fastify, '/list/:kind/:filterCode', (request) => listPageTags(fastify, request));
}
