import { DEFAULT_SORT } from '@yunmo/domain/fees-and-sorts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { categoryTree, dictionary, styleIdByValue } from '../../../catalogue/reference.js';
import { mappingSorts, maxPageNumber, maxPageSize, pageSizes, sortKeyFor } from '../../../catalogue/sorts.js';
import { keyword, oneOf, optionalId, optionalOneOf, parseParams, positiveInt } from '../../../http/params.js';
import { searchModels } from '../../../search/model-search.js';

const mappingKind = 3;
/** feeType '0' free, '1' paid, '2' member model -> fee categories 1, 2, 3. */
const feeCategoryByFeeType = { 0: 1, 1: 2, 2: 3 } as const;

const mapping: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/search', async (request, reply) => {
    const query = parseParams(
      z.object({
        queryString: keyword('queryString'),
        typeId: optionalId('typeId'),
        feeType: optionalOneOf('feeType', [0, 1, 2] as const),
        sort: oneOf('sort', mappingSorts, DEFAULT_SORT.mapping),
        oneName: optionalId('oneName'),
        twoName: optionalId('twoName'),
        page: positiveInt('page', { max: maxPageNumber, fallback: 1 }),
        limit: positiveInt('limit', { max: maxPageSize, fallback: pageSizes.list }),
      }),
      request.query,
    );
    const page = await searchModels(
      db,
      {
        kinds: [mappingKind],
        keyword: query.queryString?.trim() || undefined,
        styleId: query.typeId ? await styleIdByValue(db, mappingKind, String(query.typeId)) : undefined,
        feeCategories: query.feeType === undefined ? undefined : [feeCategoryByFeeType[query.feeType]],
        oneClassId: query.oneName || undefined,
        twoClassId: query.twoName || undefined,
      },
      { sort: sortKeyFor('mapping', query.sort), page: query.page, size: query.limit },
    );
    return reply.ok({ total: page.total, totalCapped: page.totalCapped, records: page.records, categoryCounts: page.categoryCounts });
  });

  fastify.get('/labels', async (request, reply) => {
    const { dictCode } = parseParams(
      z.object({ dictCode: z.enum(['FEETYPE', 'MAPPINGTYPE'], { error: '参数错误：dictCode 取值无效，可选值 FEETYPE、MAPPINGTYPE' }) }),
      request.query,
    );
    return reply.ok(await dictionary(db, dictCode));
  });

  fastify.get('/headInfo', async (_request, reply) => reply.ok({ categories: await categoryTree(db, mappingKind) }));
};

export default mapping;
