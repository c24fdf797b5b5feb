import {
  authorWorkPath,
  changeAuthorCoverRoute,
  followAuthorRoute,
  getAuthorProfileRoute,
  getAuthorWorkRoute,
  listAuthorWorksRoute,
  unfollowAuthorRoute,
  type AuthorWork,
} from '@yunmo/api-contract/authors';
import { AUTHOR_COVER_DATA_URL_MAX_LENGTH } from '@yunmo/domain/validation/author-cover';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { legacyWorkSchema } from '@yunmo/api-contract/v1/page-calls';
import { legacyModelCardSchema } from '@yunmo/api-contract/v1/payloads';
import { toModelCard } from '../../legacy/to-api.js';

/** Author content page size (§9). */
const authorPageSize = 12;

const categoryOf = { model: 1, panorama: 5, video: 6 } as const;

export default async function authorRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getAuthorProfileRoute, async (request) => {
    const raw = await fastify.v1.call(request, v1Calls.authorProfile, {
      query: { author: request.params.author },
    });
    return {
      userName: raw.userName,
      nickname: raw.nikename,
      avatarUrl: raw.userHeadPath,
      phone: raw.phone,
      wechat: raw.wx,
      introduction: raw.introduction,
      bannerUrl: raw.pcBanner,
      mobileBannerUrl: raw.mobileBanner,
      following: raw.attention === 1,
      isOwner: raw.owner === 1,
      followers: raw.fansNumber,
      counts: {
        models: raw.modelNumber,
        panoramas: raw.vrNumber,
        videos: raw.yktNumber,
        subKinds: raw.subKinds,
      },
    };
  });

  registerRoute(fastify, listAuthorWorksRoute, async (request) => {
    const { type, subKind, q, page } = request.query;
    const raw = await fastify.v1.call(request, v1Calls.authorContent, {
      query: {
        author: request.params.author,
        category: categoryOf[type],
        kind: type === 'model' ? subKind : undefined,
        element: q,
        pn: page,
        ps: authorPageSize,
      },
    });
    if (type === 'model') {
      const models = z
        .array(legacyModelCardSchema)
        .parse(raw.results)
        .map((card) => toModelCard(card, 'max'));
      return { items: models, page, pageSize: authorPageSize, total: raw.totalRecord };
    }
    const works: AuthorWork[] = z
      .array(legacyWorkSchema)
      .parse(raw.results)
      .map((work) => ({
        id: Math.max(0, work.id),
        title: work.title,
        thumbnailUrl: work.thumbPath,
        url: authorWorkPath(Math.max(0, work.id)),
        views: work.showNumber,
        type,
      }));
    return { items: works, page, pageSize: authorPageSize, total: raw.totalRecord };
  });

  registerRoute(fastify, getAuthorWorkRoute, async (request) => {
    const raw = await fastify.v1.call(request, v1Calls.authorWork, {
      query: { id: request.params.id },
    });
    return {
      id: raw.id,
      type: raw.category === 5 ? ('panorama' as const) : ('video' as const),
      title: raw.title,
      thumbnailUrl: raw.thumbPath,
      mediaUrl: raw.mediaPath,
      views: raw.showNumber,
      publishedAt: raw.createTime,
      author: { userName: raw.userName, nickname: raw.nikename },
    };
  });

  registerRoute(fastify, followAuthorRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.follow, { body: { author: request.params.author } });
    return reply.code(204).send();
  });

  // The cover travels in the JSON body as a data URL, so this one route accepts up to 3 MB of picture.
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/api/me/author-cover')
      route.bodyLimit = AUTHOR_COVER_DATA_URL_MAX_LENGTH + 4096;
  });
  registerRoute(fastify, changeAuthorCoverRoute, async (request) => {
    const changed = await fastify.v1.call(request, v1Calls.updateCover, {
      body: { image: request.body.image },
    });
    return { bannerUrl: changed.pcPath, mobileBannerUrl: changed.mobilePath };
  });

  registerRoute(fastify, unfollowAuthorRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.cancelFollow, {
      query: { author: request.params.author },
    });
    return reply.code(204).send();
  });
}
