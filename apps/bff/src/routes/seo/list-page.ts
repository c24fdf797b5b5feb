import { assetKindSchema } from '@yunmo/api-contract/common';
import { headFor } from '@yunmo/domain/seo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SeoTags } from '../../plugins/app/spa.js';
import { getKindFilters } from '../../services/kind-filters.js';
import { searchModels } from '../../services/model-search.js';

const paramsSchema = z.object({
  kind: assetKindSchema,
  filterCode: z.string().max(200).optional(),
});
const querySchema = z.object({ element: z.string().trim().max(30).optional() }).loose();

async function listPageTags(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<SeoTags | undefined> {
  const params = paramsSchema.safeParse(request.params);
  if (!params.success) return undefined;
  const query = querySchema.safeParse(request.query);
  const q = query.success && query.data.element !== '' ? query.data.element : undefined;
  const { kind } = params.data;
  const [result, filters] = await Promise.all([
    searchModels(fastify, request, kind, { filter: params.data.filterCode, q, page: 1 }),
    getKindFilters(fastify, request, kind),
  ]);
  const category = filters.data.categories.find(
    (node) => node.id === result.filter.firstCategoryId,
  );
  const subcategory = category?.children.find(
    (child) => child.id === result.filter.secondCategoryId,
  );
  const categoryName = subcategory?.name ?? category?.name;
  return headFor({
    name: 'list',
    kind,
    filterCode: result.filterCode,
    ...(q === undefined ? {} : { keyword: q }),
    ...(categoryName === undefined ? {} : { categoryName }),
    total: result.total,
    totalCapped: result.totalCapped,
    sampleTitles: result.items.map((item) => item.title),
    ...(result.items[0] === undefined ? {} : { imageUrl: result.items[0].thumbnailUrl }),
  });
}

/** List and search pages (a search is a list with `?element=`) carry tags from their first result page. */
export default async function seoListPage(fastify: FastifyInstance): Promise<void> {
  fastify.spa.page(fastify, '/list/:kind/:filterCode', (request) => listPageTags(fastify, request));
  fastify.spa.page(fastify, '/list/:kind', (request) => listPageTags(fastify, request));
}
