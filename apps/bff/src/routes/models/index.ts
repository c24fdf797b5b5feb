import { listMemberModelsRoute, listModelsRoute } from '@yunmo/api-contract/models';
import { PAGE_SIZES } from '@yunmo/domain/paging';
import type { FastifyInstance } from 'fastify';
import { registerSharedListRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { toModelPage } from '../../legacy/to-api.js';

/** `feeType` of the model list by query is the fee category: 1 free, 2 paid, 3 member model. */
const feeCategories = { free: 1, nofree: 2, member: 3 } as const;

export default async function modelRoutes(fastify: FastifyInstance): Promise<void> {
  registerSharedListRoute(fastify, listModelsRoute, async (request) => {
    const { kind, categoryId, subcategoryId, feeType, sort, page } = request.query;
    const raw = await fastify.v1.call(request, v1Calls.listByQuery, {
      query: {
        vName: categoryId,
        tName: subcategoryId,
        type: kind,
        feeType: feeType === undefined ? undefined : feeCategories[feeType],
        sort,
        pn: page,
        size: PAGE_SIZES.list,
      },
    });
    return toModelPage(raw, page, PAGE_SIZES.list, kind ?? 'max');
  });

  registerSharedListRoute(fastify, listMemberModelsRoute, async (request) => {
    const { sort, page, pageSize } = request.query;
    const raw = await fastify.v1.call(request, v1Calls.memberSearch, {
      query: { member: 1, sort, pn: page, size: pageSize },
    });
    return toModelPage(raw, page, pageSize, 'max');
  });
}
