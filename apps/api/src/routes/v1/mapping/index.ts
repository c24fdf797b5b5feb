import { DEFAULT_SORT } from '@yunmo/domain/fees-and-sorts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { categoryTree, dictionary, styleIdByValue } from '../../../catalogue/reference.js';
import { kindPagingParams, listAnswer, namedClassFilters, namedClassParams } from '../../../catalogue/kind-list-params.js';
import { mappingSorts, sortKeyFor } from '../../../catalogue/sorts.js';
import { oneOf, optionalId, optionalOneOf, parseParams } from '../../../http/params.js';
import { searchModels } from '../../../search/model-search.js';

const mappingKind = 3;
/** feeType '0' free, '1' paid, '2' member model -> fee categories 1, 2, 3. */
const feeCategoryByFeeType = { 0: 1, 1: 2, 2: 3 } as const;

const mapping: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/search', async (request, reply) => {
    const query = parseParams(
      z.object({
        ...namedClassParams,
        ...kindPagingParams,
        typeId: optionalId('typeId'),
        feeType: optionalOneOf('feeType', [0, 1, 2] as const),
        sort: oneOf('sort', mappingSorts, DEFAULT_SORT.mapping),
      }),
      request.query,
    );
    const page = await searchModels(
      db,
      {
        kinds: [mappingKind],
        ...namedClassFilters(query),
        styleId: query.typeId ? await styleIdByValue(db, mappingKind, String(query.typeId)) : undefined,
        feeCategories: query.feeType === undefined ? undefined : [feeCategoryByFeeType[query.feeType]],
      },
      { sort: sortKeyFor('mapping', query.sort), page: query.page, size: query.limit },
    );
    return reply.ok(listAnswer(page));
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
