import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { DEFAULT_SORT, MAPPING_FEE_TYPE_CATEGORIES } from '@yunmo/domain/fees-and-sorts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { categoryTree, dictionary, styleIdByValue } from '../../../catalogue/reference.js';
import {
  kindPagingParams,
  listAnswer,
  namedClassFilters,
  namedClassParams,
} from '../../../catalogue/kind-list-params.js';
import { mappingSorts, sortKeyFor } from '../../../catalogue/sorts.js';
import { oneOf, optionalId, optionalOneOf, parseParams } from '../../../http/params.js';

const mappingKind = KIND_CODES.mapping;

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
    const page = await fastify.modelSearch(
      db,
      {
        kinds: [mappingKind],
        ...namedClassFilters(query),
        styleId: query.typeId
          ? await styleIdByValue(db, mappingKind, String(query.typeId))
          : undefined,
        feeCategories:
          query.feeType === undefined
            ? undefined
            : [MAPPING_FEE_TYPE_CATEGORIES[`${query.feeType}`]],
      },
      { sort: sortKeyFor('mapping', query.sort), page: query.page, size: query.limit },
    );
    return reply.v1(v1Calls.mappingSearch, listAnswer(page));
  });

  fastify.get('/labels', async (request, reply) => {
    const { dictCode } = parseParams(
      z.object({
        dictCode: z.enum(['FEETYPE', 'MAPPINGTYPE'], {
          error: '参数错误：dictCode 取值无效，可选值 FEETYPE、MAPPINGTYPE',
        }),
      }),
      request.query,
    );
    return reply.v1Cached(v1Calls.mappingLabels, () => dictionary(db, dictCode));
  });

  fastify.get('/headInfo', async (_request, reply) =>
    reply.v1Cached(v1Calls.mappingHeadInfo, async () => ({
      categories: await categoryTree(db, mappingKind),
    })),
  );
};

export default mapping;
