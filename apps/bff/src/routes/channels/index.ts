import { wholeList } from '@yunmo/api-contract/common';
import {
  getChannelBannersRoute,
  getChannelHobbiesRoute,
  listChannelModelsRoute,
  putChannelHobbiesRoute,
} from '@yunmo/api-contract/channels';
import { HOME_BANNER_CATEGORIES, KIND_CODES } from '@yunmo/domain/asset-kinds';
import { PAGE_SIZES } from '@yunmo/domain/paging';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import { toLinkItem, toModelPage } from '../../legacy/to-api.js';

export default async function channelRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    getChannelBannersRoute,
    (request) => `channel-banners:${request.params.kind}`,
    async (request) => {
      const banners = await fastify.v1.call(request, v1Calls.channelBanner, {
        query: { category: HOME_BANNER_CATEGORIES[request.params.kind] },
      });
      return wholeList(banners.map(toLinkItem));
    },
  );

  registerRoute(fastify, listChannelModelsRoute, async (request) => {
    const { kind } = request.params;
    const { categoryIds, sort, page } = request.query;
    const raw = await fastify.v1.call(request, v1Calls.channelSearch, {
      body: {
        category: KIND_CODES[kind],
        ids: (categoryIds ?? []).join(','),
        ...(sort === undefined ? {} : { sort }),
        pn: page,
        ps: PAGE_SIZES.channel,
      },
    });
    return toModelPage(raw, page, PAGE_SIZES.channel, kind);
  });

  registerRoute(fastify, getChannelHobbiesRoute, async (request) => {
    const hobbies = await fastify.v1.call(request, v1Calls.hobby, {
      query: { category: KIND_CODES[request.params.kind] },
    });
    return { categoryIds: hobbies.hobbyList.filter((id) => id >= 0) };
  });

  registerRoute(fastify, putChannelHobbiesRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.saveHobby, {
      body: { category: KIND_CODES[request.params.kind], hobbyList: request.body.categoryIds },
    });
    return reply.code(204).send();
  });
}
