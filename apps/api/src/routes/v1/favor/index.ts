import { FAVOURITE_CATEGORY_CODES, KIND_CODES, kindFromCode } from '@yunmo/domain/asset-kinds';
import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { favouriteFolders, favourites, models } from '../../../db/schema.js';
import { requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { oneOf, optionalId, parseParams, positiveInt } from '../../../http/params.js';
import { cardsByIds } from '../../../search/model-search.js';
import { folderNotFound } from '../../../accounts/errors.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const categoryCodes = Object.values(FAVOURITE_CATEGORY_CODES);
const modelNotFound = () => new LegacyError(404, '模型不存在');

/** The favourites category code of a model kind code (UEC is 5 as a kind, 6 as a favourites category). */
function favouriteCategoryOfKind(kindCode: number): number | undefined {
  const kind = kindFromCode(kindCode);
  return kind ? FAVOURITE_CATEGORY_CODES[kind] : undefined;
}

function kindCodeOfCategory(category: number): number | undefined {
  const entry = Object.entries(FAVOURITE_CATEGORY_CODES).find(([, code]) => code === category);
  return entry ? KIND_CODES[entry[0] as keyof typeof KIND_CODES] : undefined;
}

// `%` and `_` in a keyword are literal characters, not patterns.
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
}

const favor: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  // Saves a favourite of a model into one of the caller's folders of the model's category (or moves it there).
  fastify.post('/', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({ materialId: optionalId('materialId'), folderId: optionalId('folderId') }),
      request.body,
    );
    if (body.materialId === undefined) throw new LegacyError(400, '参数错误：缺少 materialId');
    const materialId = body.materialId;
    await db.orm.transaction(async (tx) => {
      const [model] = await tx
        .select({ kind: models.kind })
        .from(models)
        .where(eq(models.id, materialId))
        .limit(1);
      if (!model) throw modelNotFound();
      let folderId: number | null = null;
      if (body.folderId !== undefined && body.folderId !== 0) {
        const [folder] = await tx
          .select({ category: favouriteFolders.category })
          .from(favouriteFolders)
          .where(and(eq(favouriteFolders.id, body.folderId), eq(favouriteFolders.userId, userId)))
          .limit(1);
        if (!folder) throw folderNotFound();
        if (folder.category !== favouriteCategoryOfKind(model.kind))
          throw new LegacyError(400, '收藏夹分类与模型不符');
        folderId = body.folderId;
      }
      const inserted = await tx
        .insert(favourites)
        .values({ userId, modelId: materialId, folderId })
        .onConflictDoNothing()
        .returning({ modelId: favourites.modelId });
      if (inserted.length > 0)
        await tx
          .update(models)
          .set({ favorCount: sql`${models.favorCount} + 1` })
          .where(eq(models.id, materialId));
      else
        await tx
          .update(favourites)
          .set({ folderId })
          .where(and(eq(favourites.userId, userId), eq(favourites.modelId, materialId)));
    });
    return reply.v1(v1Calls.favour, null);
  });

  const cancelParams = z.object({
    category: oneOf('category', categoryCodes, 1),
    materialId: optionalId('materialId'),
  });
  fastify.delete('/cancel', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { category, materialId } = parseParams(cancelParams, {
      ...(request.body as object | undefined),
      ...(request.query as object),
    });
    if (materialId === undefined) throw new LegacyError(400, '参数错误：缺少 materialId');
    const kindCode = kindCodeOfCategory(category);
    await db.orm.transaction(async (tx) => {
      const removed = await tx
        .delete(favourites)
        .where(
          and(
            eq(favourites.userId, userId),
            eq(favourites.modelId, materialId),
            sql`exists (select 1 from models m where m.id = ${favourites.modelId} and m.kind = ${kindCode ?? 0})`,
          ),
        )
        .returning({ modelId: favourites.modelId });
      if (removed.length > 0)
        await tx
          .update(models)
          .set({ favorCount: sql`greatest(${models.favorCount} - 1, 0)` })
          .where(eq(models.id, materialId));
    });
    return reply.v1(v1Calls.cancelFavour, null);
  });

  // Whether the caller has favourited a model, and in which folder.
  fastify.get('/state', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { materialId } = parseParams(
      z.object({ materialId: optionalId('materialId') }),
      request.query,
    );
    if (materialId === undefined) throw new LegacyError(400, '参数错误：缺少 materialId');
    const [row] = await db.orm
      .select({ folderId: favourites.folderId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.modelId, materialId)))
      .limit(1);
    return reply.v1(v1Calls.favourState, { favor: row ? 1 : 0, folderId: row?.folderId ?? null });
  });

  // The models in one of the caller's folders, newest first, optionally filtered by a title keyword.
  const listParams = z.object({
    folderId: optionalId('folderId'),
    keyword: z
      .string()
      .trim()
      .max(SEARCH_INPUT_LIMITS.search, {
        error: `参数错误：keyword 不能超过${String(SEARCH_INPUT_LIMITS.search)}个字`,
      })
      .optional(),
    pn: positiveInt('pn', { max: 10_000, fallback: 1 }),
    ps: positiveInt('ps', { max: 60, fallback: 20 }),
  });
  fastify.get('/list', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const query = parseParams(listParams, request.query);
    if (query.folderId === undefined) throw new LegacyError(400, '参数错误：缺少 folderId');
    const [folder] = await db.orm
      .select({ id: favouriteFolders.id })
      .from(favouriteFolders)
      .where(and(eq(favouriteFolders.id, query.folderId), eq(favouriteFolders.userId, userId)))
      .limit(1);
    if (!folder) throw folderNotFound();
    const filter = and(
      eq(favourites.userId, userId),
      eq(favourites.folderId, query.folderId),
      query.keyword ? ilike(models.title, likePattern(query.keyword)) : undefined,
    );
    const [totalRow] = await db.orm
      .select({ total: count() })
      .from(favourites)
      .innerJoin(models, eq(models.id, favourites.modelId))
      .where(filter);
    const ids = await db.orm
      .select({ id: favourites.modelId })
      .from(favourites)
      .innerJoin(models, eq(models.id, favourites.modelId))
      .where(filter)
      .orderBy(desc(favourites.createdAt), desc(favourites.modelId))
      .limit(query.ps)
      .offset((query.pn - 1) * query.ps);
    return reply.v1(v1Calls.favourites, {
      total: totalRow?.total ?? 0,
      totalCapped: false,
      records: await cardsByIds(
        db,
        ids.map((row) => row.id),
      ),
    });
  });
};

export default favor;
