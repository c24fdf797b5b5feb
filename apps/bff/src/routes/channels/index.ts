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
import { z } from 'zod';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import {
  legacyHobbiesSchema,
  legacyLinkItemSchema,
  legacyNullSchema,
  legacyPageSchema,
} from '@yunmo/api-contract/v1/payloads';
import { toLinkItem, toModelPage } from '../../legacy/to-api.js';

export default async function channelRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    getChannelBannersRoute,
    (request) => `channel-banners:${request.params.kind}`,
    async (request) => {
      const banners = await fastify.v1.fetch(
        request,
        {
          path: '/v1/home/channelBanner',
          query: { category: HOME_BANNER_CATEGORIES[request.params.kind] },
        },
        z.array(legacyLinkItemSchema),
      );
      return wholeList(banners.map(toLinkItem));
    },
  );

  registerRoute(fastify, listChannelModelsRoute, async (request) => {
    const { kind } = request.params;
    const { categoryIds, sort, page } = request.query;
    const raw = await fastify.v1.fetch(
      request,
      {
        method: 'POST',
        path: '/v1/home/channelSearch',
        body: {
          category: KIND_CODES[kind],
          ids: (categoryIds ?? []).join(','),
          ...(sort === undefined ? {} : { sort }),
          pn: page,
          ps: PAGE_SIZES.channel,
        },
      },
      legacyPageSchema,
    );
    return toModelPage(raw, page, PAGE_SIZES.channel, kind);
  });

  registerRoute(fastify, getChannelHobbiesRoute, async (request) => {
    const hobbies = await fastify.v1.fetch(
      request,
      { path: '/v1/home/hobby', query: { category: KIND_CODES[request.params.kind] }, login: true },
      legacyHobbiesSchema,
    );
    return { categoryIds: hobbies.hobbyList.filter((id) => id >= 0) };
  });

  registerRoute(fastify, putChannelHobbiesRoute, async (request, reply) => {
    await fastify.v1.fetch(
      request,
      {
        method: 'POST',
        path: '/v1/home/hobby/save',
        body: { category: KIND_CODES[request.params.kind], hobbyList: request.body.categoryIds },
        login: true,
      },
      legacyNullSchema,
    );
    return reply.code(204).send();
  });
}
