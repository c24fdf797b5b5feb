import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { DEFAULT_SORT } from '@yunmo/domain/fees-and-sorts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { categoryTree, dictionary } from '../../../catalogue/reference.js';
import {
  kindPagingParams,
  listAnswer,
  namedClassFilters,
  namedClassParams,
} from '../../../catalogue/kind-list-params.js';
import { sortKeyFor, uecSorts } from '../../../catalogue/sorts.js';
import { oneOf, optionalOneOf, parseParams } from '../../../http/params.js';

const uecKind = 5;

const uec: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/search', async (request, reply) => {
    const query = parseParams(
      z.object({
        ...namedClassParams,
        ...kindPagingParams,
        // UE filters: 1 free, 2 paid.
        feeType: optionalOneOf('feeType', [1, 2] as const),
        sort: oneOf('sort', uecSorts, DEFAULT_SORT.uec),
      }),
      request.query,
    );
    const page = await fastify.modelSearch(
      db,
      {
        kinds: [uecKind],
        ...namedClassFilters(query),
        feeCategories: query.feeType === undefined ? undefined : [query.feeType],
      },
      { sort: sortKeyFor('uec', query.sort), page: query.page, size: query.limit },
    );
    return reply.v1(v1Calls.uecSearch, listAnswer(page));
  });

  fastify.get('/labels', async (request, reply) => {
    const { dictCode } = parseParams(
      z.object({
        dictCode: z.enum(['UE4C_FEETYPE'], {
          error: '参数错误：dictCode 取值无效，可选值 UE4C_FEETYPE',
        }),
      }),
      request.query,
    );
    return reply.v1Cached(v1Calls.uecLabels, () => dictionary(db, dictCode));
  });

  fastify.get('/headInfo', async (_request, reply) =>
    reply.v1Cached(v1Calls.uecHeadInfo, async () => ({
      categories: await categoryTree(db, uecKind),
    })),
  );
};

export default uec;
