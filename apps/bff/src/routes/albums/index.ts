import { wholeList } from '@yunmo/api-contract/common';
import {
  favourAlbumRoute,
  getAlbumFavouriteStateRoute,
  getAlbumRoute,
  listAlbumLabelsRoute,
  listSimilarAlbumsRoute,
  searchAlbumsRoute,
  unfavourAlbumRoute,
} from '@yunmo/api-contract/albums';
import { ALBUM_SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { PAGE_SIZES } from '@yunmo/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import { toAlbumDetail, toAlbumSummary, toNamedItem } from '../../legacy/to-api.js';

function sortCode(sort: 'time' | 'popularity'): number {
  return ALBUM_SORT_OPTIONS.find((option) => option.key === sort)?.value ?? 0;
}

function loadAlbum(fastify: FastifyInstance, request: FastifyRequest, uuid: string) {
  return fastify.v1.call(request, v1Calls.albumDetail, { query: { uuid } });
}

export default async function albumRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, searchAlbumsRoute, async (request) => {
    const { labelId, sort, q, page } = request.query;
    const raw = await fastify.v1.call(request, v1Calls.albumSearch, {
      query: { pn: page, size: PAGE_SIZES.album, element: q, sort: sortCode(sort), lid: labelId },
    });
    return {
      total: raw.totalRecord,
      page,
      pageSize: PAGE_SIZES.album,
      items: raw.results.map(toAlbumSummary),
    };
  });

  registerCachedRoute(
    fastify,
    listAlbumLabelsRoute,
    () => 'album-labels',
    async (request) =>
      wholeList((await fastify.v1.call(request, v1Calls.albumLabels)).map(toNamedItem)),
  );

  registerRoute(fastify, getAlbumRoute, async (request) =>
    toAlbumDetail(await loadAlbum(fastify, request, request.params.uuid), 'max'),
  );

  registerRoute(fastify, listSimilarAlbumsRoute, async (request) => {
    const albums = await fastify.v1.call(request, v1Calls.sameSuit, {
      query: { uuid: request.params.uuid },
    });
    return wholeList(albums.map(toAlbumSummary));
  });

  registerRoute(fastify, getAlbumFavouriteStateRoute, async (request) => {
    const favourited = await fastify.v1.call(request, v1Calls.albumFavourState, {
      query: { uuids: request.query.uuids.join(',') },
    });
    return { favourited };
  });

  for (const [contract, call] of [
    [favourAlbumRoute, v1Calls.albumFavour],
    [unfavourAlbumRoute, v1Calls.albumCancel],
  ] as const) {
    registerRoute(fastify, contract, async (request, reply) => {
      // The legacy calls take the album's numeric id (spelt `ablumId`); the path carries its uuid.
      const album = await loadAlbum(fastify, request, request.params.uuid);
      await fastify.v1.call(request, call, { body: { ablumId: album.id } });
      return reply.code(204).send();
    });
  }
}
