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
import { z } from 'zod';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import {
  legacyAlbumDetailSchema,
  legacyAlbumSchema,
  legacyAlbumSearchSchema,
  legacyNamedSchema,
  legacyNullSchema,
} from '@yunmo/api-contract/v1/payloads';
import { toAlbumDetail, toAlbumSummary, toNamedItem } from '../../legacy/to-api.js';

function sortCode(sort: 'time' | 'popularity'): number {
  return ALBUM_SORT_OPTIONS.find((option) => option.key === sort)?.value ?? 0;
}

function loadAlbum(fastify: FastifyInstance, request: FastifyRequest, uuid: string) {
  return fastify.v1.fetch(
    request,
    { path: '/v1/album/detail', query: { uuid } },
    legacyAlbumDetailSchema,
  );
}

export default async function albumRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, searchAlbumsRoute, async (request) => {
    const { labelId, sort, q, page } = request.query;
    const raw = await fastify.v1.fetch(
      request,
      {
        path: '/v1/album/search',
        query: { pn: page, size: PAGE_SIZES.album, element: q, sort: sortCode(sort), lid: labelId },
      },
      legacyAlbumSearchSchema,
    );
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
      wholeList(
        (
          await fastify.v1.fetch(request, { path: '/v1/album/labels' }, z.array(legacyNamedSchema))
        ).map(toNamedItem),
      ),
  );

  registerRoute(fastify, getAlbumRoute, async (request) =>
    toAlbumDetail(await loadAlbum(fastify, request, request.params.uuid), 'max'),
  );

  registerRoute(fastify, listSimilarAlbumsRoute, async (request) => {
    const albums = await fastify.v1.fetch(
      request,
      { path: '/v1/album/sameSuit', query: { uuid: request.params.uuid } },
      z.array(legacyAlbumSchema),
    );
    return wholeList(albums.map(toAlbumSummary));
  });

  registerRoute(fastify, getAlbumFavouriteStateRoute, async (request) => {
    const favourited = await fastify.v1.fetch(
      request,
      {
        path: '/v1/album/favourState',
        query: { uuids: request.query.uuids.join(',') },
        login: true,
      },
      z.array(z.string()),
    );
    return { favourited };
  });

  for (const [contract, path] of [
    [favourAlbumRoute, '/v1/album/favour'],
    [unfavourAlbumRoute, '/v1/album/cancel'],
  ] as const) {
    registerRoute(fastify, contract, async (request, reply) => {
      // The legacy calls take the album's numeric id (spelt `ablumId`); the path carries its uuid.
      const album = await loadAlbum(fastify, request, request.params.uuid);
      await fastify.v1.fetch(
        request,
        { method: 'POST', path, body: { ablumId: album.id }, login: true },
        legacyNullSchema,
      );
      return reply.code(204).send();
    });
  }
}
