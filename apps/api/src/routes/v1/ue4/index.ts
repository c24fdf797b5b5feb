import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { DEFAULT_SORT } from '@yunmo/domain/fees-and-sorts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { headInfo, rendererIdAt } from '../../../catalogue/reference.js';
import { kindPagingParams, listAnswer } from '../../../catalogue/kind-list-params.js';
import { genericSorts, sortKeyFor } from '../../../catalogue/sorts.js';
import { keyword, oneOf, optionalId, parseParams } from '../../../http/params.js';

const ue4Kind = 4;

const ue4: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/search', async (request, reply) => {
    const query = parseParams(
      z.object({
        element: keyword('element'),
        vName: optionalId('vName'),
        tName: optionalId('tName'),
        style: optionalId('style'),
        // render: 1 Lumen, 2 static build.
        render: oneOf('render', [0, 1, 2] as const, 0),
        feeType: oneOf('feeType', [0, 1, 2] as const, 0),
        sort: oneOf('sort', genericSorts, DEFAULT_SORT.ue4),
        ...kindPagingParams,
      }),
      request.query,
    );
    const page = await fastify.modelSearch(
      db,
      {
        kinds: [ue4Kind],
        keyword: query.element?.trim() || undefined,
        oneClassId: query.vName || undefined,
        twoClassId: query.tName || undefined,
        styleId: query.style || undefined,
        rendererId: query.render ? await rendererIdAt(db, ue4Kind, query.render) : undefined,
        feeCategories: query.feeType ? [query.feeType] : undefined,
      },
      { sort: sortKeyFor('ue4', query.sort), page: query.page, size: query.limit },
    );
    return reply.v1(v1Calls.ue4Search, listAnswer(page));
  });

  fastify.get('/headInfo', async (_request, reply) =>
    reply.v1Cached(v1Calls.ue4HeadInfo, () => headInfo(db, ue4Kind)),
  );
};

export default ue4;
