import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  albumByUuid,
  albumDetail,
  searchAlbums,
  similarAlbums,
} from '../../../catalogue/albums.js';
import { albumSorts, maxPageNumber, maxPageSize, pageSizes } from '../../../catalogue/sorts.js';
import { albumFavours, albumLabels, albums } from '../../../db/schema.js';
import { requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import {
  keyword,
  oneOf,
  optionalId,
  parseParams,
  positiveInt,
  uuidParam,
} from '../../../http/params.js';

const albumNotFound = () => new LegacyError(404, '专辑不存在');

const album: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/labels', async (_request, reply) =>
    reply.v1Cached(v1Calls.albumLabels, () =>
      db.orm
        .select({ id: albumLabels.id, name: albumLabels.name })
        .from(albumLabels)
        .orderBy(asc(albumLabels.position)),
    ),
  );

  fastify.get('/search', async (request, reply) => {
    const query = parseParams(
      z.object({
        pn: positiveInt('pn', { max: maxPageNumber, fallback: 1 }),
        size: positiveInt('size', { max: maxPageSize, fallback: pageSizes.album }),
        element: keyword('element'),
        sort: oneOf('sort', albumSorts, 0),
        lid: optionalId('lid'),
      }),
      request.query,
    );
    return reply.v1(
      v1Calls.albumSearch,
      await searchAlbums(
        db,
        {
          page: query.pn,
          size: query.size,
          keyword: query.element?.trim() || undefined,
          sort: query.sort,
          labelId: query.lid || undefined,
        },
        fastify.searchVocabulary.current,
      ),
    );
  });

  fastify.get('/detail', async (request, reply) => {
    const { uuid } = parseParams(z.object({ uuid: uuidParam('uuid') }), request.query);
    const detail = await albumDetail(db, uuid!);
    if (!detail) throw albumNotFound();
    return reply.v1(v1Calls.albumDetail, detail);
  });

  fastify.get('/sameSuit', async (request, reply) => {
    const { uuid } = parseParams(z.object({ uuid: uuidParam('uuid') }), request.query);
    const found = await albumByUuid(db, uuid!);
    if (!found) throw albumNotFound();
    return reply.v1(v1Calls.sameSuit, await similarAlbums(db, found.id, 6));
  });

  const favourBody = z.object({
    ablumId: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,9}$/u.test(value) ? Number(value) : value),
      z
        .number({ error: '参数错误：缺少 ablumId' })
        .int({ error: '参数错误：ablumId 必须是正整数' })
        .positive({ error: '参数错误：ablumId 必须是正整数' }),
    ),
  });

  fastify.post('/favour', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { ablumId } = parseParams(favourBody, request.body);
    await db.orm.transaction(async (tx) => {
      const exists = await tx
        .select({ id: albums.id })
        .from(albums)
        .where(eq(albums.id, ablumId))
        .limit(1);
      if (exists.length === 0) throw albumNotFound();
      const inserted = await tx
        .insert(albumFavours)
        .values({ userId, albumId: ablumId })
        .onConflictDoNothing()
        .returning({ albumId: albumFavours.albumId });
      if (inserted.length > 0)
        await tx
          .update(albums)
          .set({ favorCount: sql`${albums.favorCount} + 1` })
          .where(eq(albums.id, ablumId));
    });
    return reply.v1(v1Calls.albumFavour, null);
  });

  // Which of the listed albums the caller has favourited: pages show saved albums as saved after a reload.
  const favourStateQuery = z.object({
    uuids: z.preprocess(
      (value) =>
        typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value,
      z
        .array(z.uuid({ error: '参数错误：uuids 不是有效的编号' }), {
          error: '参数错误：缺少 uuids',
        })
        .min(1, { error: '参数错误：缺少 uuids' })
        .max(maxPageSize, { error: '参数错误：uuids 过多' }),
    ),
  });
  fastify.get('/favourState', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { uuids } = parseParams(favourStateQuery, request.query);
    const rows = await db.orm
      .select({ uuid: albums.uuid })
      .from(albumFavours)
      .innerJoin(albums, eq(albums.id, albumFavours.albumId))
      .where(and(eq(albumFavours.userId, userId), inArray(albums.uuid, uuids)));
    return reply.v1(
      v1Calls.albumFavourState,
      rows.map((row) => row.uuid),
    );
  });

  fastify.post('/cancel', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { ablumId } = parseParams(favourBody, request.body);
    await db.orm.transaction(async (tx) => {
      const removed = await tx
        .delete(albumFavours)
        .where(and(eq(albumFavours.userId, userId), eq(albumFavours.albumId, ablumId)))
        .returning({ albumId: albumFavours.albumId });
      if (removed.length > 0)
        await tx
          .update(albums)
          .set({ favorCount: sql`greatest(${albums.favorCount} - 1, 0)` })
          .where(eq(albums.id, ablumId));
    });
    return reply.v1(v1Calls.albumCancel, null);
  });
};

export default album;
