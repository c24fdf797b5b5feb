import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { ASSET_KINDS, KIND_CODES } from '@yunmo/domain/asset-kinds';
import { DEFAULT_SORT } from '@yunmo/domain/fees-and-sorts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  listSearchFilters,
  listSearchQuery,
  runListSearch,
} from '../../../catalogue/list-search.js';
import { listAnswer } from '../../../catalogue/kind-list-params.js';
import { headInfo } from '../../../catalogue/reference.js';
import {
  genericSorts,
  sortKeyFor,
  maxPageNumber,
  maxPageSize,
  pageSizes,
} from '../../../catalogue/sorts.js';
import { keyword, oneOf, optionalId, parseParams, positiveInt } from '../../../http/params.js';
import { analyseKeyword } from '../../../search/tokens.js';
import { associationCompletions } from '../../../search/association.js';

const model: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/search', async (request, reply) => {
    const query = parseParams(listSearchQuery, request.query);
    // The busiest public read: a replica answers what the search index does not (DATABASE_READ_URL).
    const page = await fastify.catalogueRead((reader) =>
      runListSearch(reader, query, fastify.modelSearch),
    );
    return reply.v1(v1Calls.modelSearch, listAnswer(page));
  });

  fastify.get('/debugger/search', async (request, reply) => {
    const query = parseParams(listSearchQuery, request.query);
    const filters = await listSearchFilters(db, query);
    const page = await fastify.modelSearch(db, filters, {
      sort: sortKeyFor('max', query.sort),
      page: query.pn,
      size: query.size,
    });
    const element = filters.keyword ?? '';
    // The extension is the best association word for the keyword, analysed the same way.
    const extension = element ? (await associationCompletions(db, element, 1, 1))[0] : undefined;
    const extensionPage = extension
      ? await fastify.modelSearch(
          db,
          { ...filters, keyword: extension },
          { sort: sortKeyFor('max', query.sort), page: 1, size: 1 },
        )
      : null;
    const describe = (
      analysis: ReturnType<typeof analyseKeyword>,
      total: number,
      capped: boolean,
    ) => ({
      keyword: analysis.keyword,
      terms: analysis.terms,
      tokens: analysis.requiredTokens,
      numericId: analysis.numericId,
      matchedFields: filters.keywordFields ?? 'all',
      total,
      totalCapped: capped,
    });
    return reply.v1(v1Calls.debuggerSearch, {
      total: page.total,
      totalCapped: page.totalCapped,
      records: page.records,
      element,
      elementAnalysis: page.analysis ? describe(page.analysis, page.total, page.totalCapped) : null,
      elementExtend: extension ?? '',
      elementExtendAnalysis:
        extension && extensionPage
          ? describe(
              analyseKeyword(extension, fastify.searchVocabulary.current),
              extensionPage.total,
              extensionPage.totalCapped,
            )
          : null,
      categorys: page.categoryCounts,
    });
  });

  fastify.get('/categoryCount', async (request, reply) => {
    const query = parseParams(
      z.object({
        element: keyword('element'),
        modelType: oneOf('modelType', [1, 2] as const, 1),
        pn: positiveInt('pn', { max: maxPageNumber, fallback: 1 }),
        size: positiveInt('size', { max: maxPageSize, fallback: pageSizes.list }),
      }),
      request.query,
    );
    return reply.v1Cached(v1Calls.categoryCount, async () => {
      const page = await fastify.modelSearch(
        db,
        { kinds: [query.modelType], keyword: query.element?.trim() || undefined },
        { sort: 'score', page: 1, size: 1 },
      );
      return page.categoryCounts;
    });
  });

  fastify.get('/headInfo', async (request, reply) => {
    const { modelType } = parseParams(
      z.object({ modelType: oneOf('modelType', [1, 2] as const, 1) }),
      request.query,
    );
    return reply.v1Cached(v1Calls.modelHeadInfo, () => headInfo(db, modelType));
  });

  fastify.get('/listByQuery', async (request, reply) => {
    const query = parseParams(
      z.object({
        vName: optionalId('vName'),
        tName: optionalId('tName'),
        type: z.preprocess(
          (value) => (value === '' ? undefined : value),
          z
            .enum(ASSET_KINDS, {
              error: '参数错误：type 取值无效，可选值 max、su、mapping、ue4、uec',
            })
            .default('max'),
        ),
        feeType: oneOf('feeType', [0, 1, 2, 3] as const, 0),
        sort: oneOf('sort', genericSorts, DEFAULT_SORT.max),
        pn: positiveInt('pn', { max: maxPageNumber, fallback: 1 }),
        size: positiveInt('size', { max: maxPageSize, fallback: pageSizes.list }),
      }),
      request.query,
    );
    const page = await fastify.modelSearch(
      db,
      {
        kinds: [KIND_CODES[query.type]],
        oneClassId: query.vName || undefined,
        twoClassId: query.tName || undefined,
        feeCategories: query.feeType ? [query.feeType] : undefined,
      },
      { sort: sortKeyFor('max', query.sort), page: query.pn, size: query.size },
    );
    return reply.v1(v1Calls.listByQuery, {
      total: page.total,
      totalCapped: page.totalCapped,
      records: page.records,
    });
  });
};

export default model;
