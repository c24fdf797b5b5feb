import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { isAssetKind } from '@yunmo/domain/asset-kinds';
import { tryDecodeAuthorName } from '@yunmo/domain/author-name';
import { headFor, type SeoRoute } from '@yunmo/domain/seo';
import { SPA_ROUTES } from '@yunmo/domain/spa-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.js';
import type { SeoTags } from '../../plugins/app/spa.js';

type Query = Record<string, string | string[] | undefined>;

const text = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Pages whose head needs nothing but the address. */
const fixedPages: [path: string, route: (request: FastifyRequest) => SeoRoute][] = [
  [SPA_ROUTES.newHome, () => ({ name: 'home' })],
  [
    SPA_ROUTES.channel,
    (request) => {
      const type = (request.params as { type?: string }).type;
      return { name: 'channel', kind: isAssetKind(type) ? type : 'max' };
    },
  ],
  [
    SPA_ROUTES.modelList,
    (request) => {
      const query = request.query as Query;
      const type = text(query.type);
      return {
        name: 'queryList',
        ...(isAssetKind(type) ? { kind: type } : {}),
        member: text(query.feeType) === 'member',
      };
    },
  ],
  [SPA_ROUTES.debuggerList, () => ({ name: 'static', page: 'debugger' })],
  [SPA_ROUTES.debugger2List, () => ({ name: 'static', page: 'debugger' })],
  [SPA_ROUTES.imageSearch, () => ({ name: 'imageSearch' })],
  [SPA_ROUTES.imageSearchAlt, () => ({ name: 'imageSearch' })],
  [SPA_ROUTES.albumList, () => ({ name: 'albumList' })],
  [SPA_ROUTES.ranking, () => ({ name: 'ranking' })],
  [SPA_ROUTES.rankingList, () => ({ name: 'ranking' })],
  [SPA_ROUTES.labelIndex, () => ({ name: 'static', page: 'labelIndex' })],
  [SPA_ROUTES.help, () => ({ name: 'help' })],
  [
    SPA_ROUTES.vip,
    (request) => ({ name: 'vip', promotion: (request.query as Query).a !== undefined }),
  ],
  [SPA_ROUTES.activity, () => ({ name: 'static', page: 'activity' })],
  [SPA_ROUTES.surveyPage, () => ({ name: 'static', page: 'survey' })],
  [SPA_ROUTES.modeLetter, () => ({ name: 'static', page: 'modeLetter' })],
  [SPA_ROUTES.ueChannel, () => ({ name: 'static', page: 'ueChannel' })],
  [SPA_ROUTES.about, () => ({ name: 'static', page: 'about' })],
  [SPA_ROUTES.agreement, () => ({ name: 'static', page: 'agreement' })],
  [SPA_ROUTES.privacy, () => ({ name: 'static', page: 'privacy' })],
  [SPA_ROUTES.login, () => ({ name: 'static', page: 'login' })],
  [SPA_ROUTES.register, () => ({ name: 'static', page: 'register' })],
  [SPA_ROUTES.authorWork, () => ({ name: 'static', page: 'authorWork' })],
  [SPA_ROUTES.userFavourites, () => ({ name: 'static', page: 'favourites' })],
  [SPA_ROUTES.userMessages, () => ({ name: 'static', page: 'messages' })],
];

/** Author pages are addressed by the encoded user name; the head names the author as the page does. */
async function authorTags(fastify: FastifyInstance, request: FastifyRequest): Promise<SeoTags> {
  const query = request.query as Query;
  const flag = text(query.flag) ?? text(query.author) ?? '';
  const userName = tryDecodeAuthorName(flag);
  if (userName === undefined || userName === '')
    return { ...headFor({ name: 'notFound' }), status: 404 };
  try {
    // A page head needs no session: the profile is asked without the caller's token.
    const profile = await fastify.v1.call(
      request,
      v1Calls.authorProfile,
      { query: { author: userName } },
      { token: false },
    );
    return headFor({
      name: 'author',
      flag,
      authorName: profile.nikename || profile.userName,
      ...(profile.userHeadPath ? { imageUrl: profile.userHeadPath } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) {
      return { ...headFor({ name: 'notFound' }), status: 404 };
    }
    throw error;
  }
}

async function albumTags(fastify: FastifyInstance, request: FastifyRequest): Promise<SeoTags> {
  const query = request.query as Query;
  const uuid = (request.params as { id?: string }).id ?? text(query.id) ?? text(query.title) ?? '';
  if (!uuidPattern.test(uuid)) return { ...headFor({ name: 'notFound' }), status: 404 };
  try {
    const album = await fastify.v1.call(request, v1Calls.albumDetail, { query: { uuid } });
    const cover = album.models[0]?.thumbPath;
    return headFor({
      name: 'albumDetail',
      uuid,
      title: album.title,
      ...(cover ? { imageUrl: cover } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) {
      return { ...headFor({ name: 'notFound' }), status: 404 };
    }
    throw error;
  }
}

/** Every other page of the app: a head from the shared `headFor`, and 404 for /404 and missing albums. */
export default async function seoPages(fastify: FastifyInstance): Promise<void> {
  for (const [path, route] of fixedPages) {
    fastify.spa.page(fastify, path, async (request) => headFor(route(request)));
  }
  fastify.spa.page(fastify, SPA_ROUTES.personalCenter, (request) => authorTags(fastify, request));
  fastify.spa.page(fastify, SPA_ROUTES.personalCenterEntry, (request) =>
    authorTags(fastify, request),
  );
  fastify.spa.page(fastify, SPA_ROUTES.albumDetail, (request) => albumTags(fastify, request));
  fastify.spa.page(fastify, SPA_ROUTES.albumDetailQuery, (request) => albumTags(fastify, request));
  fastify.spa.page(fastify, SPA_ROUTES.notFound, async () => ({
    ...headFor({ name: 'notFound' }),
    status: 404,
  }));
}
