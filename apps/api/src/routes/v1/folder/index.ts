import { FAVOURITE_CATEGORY_CODES } from '@yunmo/domain/asset-kinds';
import { favouritesFolderSchema } from '@yunmo/domain/validation/favourites-folder';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { folderNotFound } from '../../../accounts/errors.js';
import { parseForm } from '../../../accounts/parse-form.js';
import { favouriteFolders, favourites, models } from '../../../db/schema.js';
import { requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { oneOf, optionalId, parseParams } from '../../../http/params.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const categoryCodes = Object.values(FAVOURITE_CATEGORY_CODES);
/** Folders one user may keep per category. */
const maxFoldersPerCategory = 100;

const folder: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get('/all', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { category } = parseParams(
      z.object({ category: oneOf('category', categoryCodes, 1) }),
      request.query,
    );
    const rows = await db.orm
      .select({
        folderId: favouriteFolders.id,
        category: favouriteFolders.category,
        favoritesFolderName: favouriteFolders.name,
      })
      .from(favouriteFolders)
      .where(and(eq(favouriteFolders.userId, userId), eq(favouriteFolders.category, category)))
      .orderBy(asc(favouriteFolders.id));
    return reply.v1(
      v1Calls.folders,
      rows.map((row) => ({ id: row.folderId, ...row })),
    );
  });

  // Creates a folder, or renames one of the caller's folders when folderId is given.
  fastify.post('/saveOrUpdate', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseForm(
      favouritesFolderSchema.extend({ folderId: optionalId('folderId') }),
      request.body,
    );
    if (body.folderId !== undefined) {
      const updated = await db.orm
        .update(favouriteFolders)
        .set({ name: body.favoritesFolderName })
        .where(
          and(
            eq(favouriteFolders.id, body.folderId),
            eq(favouriteFolders.userId, userId),
            eq(favouriteFolders.category, body.category),
          ),
        )
        .returning({ id: favouriteFolders.id });
      if (updated.length === 0) throw folderNotFound();
      return reply.v1(v1Calls.saveFolder, {
        id: body.folderId,
        folderId: body.folderId,
        category: body.category,
        favoritesFolderName: body.favoritesFolderName,
      });
    }
    const created = await db.orm.transaction(async (tx) => {
      const existing = await tx
        .select({ id: favouriteFolders.id })
        .from(favouriteFolders)
        .where(
          and(eq(favouriteFolders.userId, userId), eq(favouriteFolders.category, body.category)),
        )
        .limit(maxFoldersPerCategory);
      if (existing.length >= maxFoldersPerCategory)
        throw new LegacyError(400, `每个分类最多${String(maxFoldersPerCategory)}个收藏夹`);
      const [row] = await tx
        .insert(favouriteFolders)
        .values({ userId, category: body.category, name: body.favoritesFolderName })
        .returning({ id: favouriteFolders.id });
      return row;
    });
    const id = created?.id ?? 0;
    return reply.v1(v1Calls.saveFolder, {
      id,
      folderId: id,
      category: body.category,
      favoritesFolderName: body.favoritesFolderName,
    });
  });

  // Deletes one of the caller's folders together with the favourites in it (the page asks first),
  // in one transaction, so the models' favourite counts stay equal to their favourites.
  fastify.post('/delete', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { folderId } = parseForm(z.object({ folderId: optionalId('folderId') }), request.body);
    if (folderId === undefined) throw new LegacyError(400, '参数错误：缺少 folderId');
    const removedFavourites = await db.orm.transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: favouriteFolders.id })
        .from(favouriteFolders)
        .where(and(eq(favouriteFolders.id, folderId), eq(favouriteFolders.userId, userId)))
        .for('update');
      if (!owned) throw folderNotFound();
      const removed = await tx
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.folderId, folderId)))
        .returning({ modelId: favourites.modelId });
      if (removed.length > 0)
        await tx
          .update(models)
          .set({ favorCount: sql`greatest(${models.favorCount} - 1, 0)` })
          .where(
            inArray(
              models.id,
              removed.map((row) => row.modelId),
            ),
          );
      await tx.delete(favouriteFolders).where(eq(favouriteFolders.id, folderId));
      return removed.length;
    });
    return reply.v1(v1Calls.deleteFolder, { folderId, removedFavourites });
  });
};

export default folder;
