import { wholeList } from '@yunmo/api-contract/common';
import {
  createFolderRoute,
  deleteFolderRoute,
  listFavouritesRoute,
  listFoldersRoute,
  renameFolderRoute,
} from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyInt, legacyPageSchema, legacyText } from '@yunmo/api-contract/v1/payloads';
import { toModelPage } from '../../legacy/to-api.js';

const legacyFolderSchema = z.object({
  folderId: legacyInt,
  category: legacyInt,
  favoritesFolderName: legacyText,
});
const toFolder = (raw: z.infer<typeof legacyFolderSchema>) => ({
  id: raw.folderId,
  category: raw.category,
  name: raw.favoritesFolderName,
});
const favouritesPageSize = 20;

export default async function folderRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, listFoldersRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const folders = await fastify.v1.fetch(
      request,
      { path: '/v1/folder/all', query: { category: request.query.category }, login: true },
      z.array(legacyFolderSchema),
    );
    return wholeList(folders.map(toFolder));
  });

  registerRoute(fastify, createFolderRoute, async (request) =>
    toFolder(
      await fastify.v1.fetch(
        request,
        { method: 'POST', path: '/v1/folder/saveOrUpdate', body: request.body, login: true },
        legacyFolderSchema,
      ),
    ),
  );

  registerRoute(fastify, renameFolderRoute, async (request) =>
    toFolder(
      await fastify.v1.fetch(
        request,
        {
          method: 'POST',
          path: '/v1/folder/saveOrUpdate',
          body: { ...request.body, folderId: request.params.folderId },
          login: true,
        },
        legacyFolderSchema,
      ),
    ),
  );

  registerRoute(fastify, deleteFolderRoute, async (request, reply) => {
    await fastify.v1.fetch(
      request,
      {
        method: 'POST',
        path: '/v1/folder/delete',
        body: { folderId: request.params.folderId },
        login: true,
      },
      z.object({ folderId: legacyInt, removedFavourites: legacyInt }),
    );
    return reply.code(204).send(null);
  });

  // Someone else's folder answers 404, like a missing one.
  registerRoute(fastify, listFavouritesRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const raw = await fastify.v1.fetch(
      request,
      {
        path: '/v1/favor/list',
        query: {
          folderId: request.params.folderId,
          keyword: request.query.keyword,
          pn: request.query.page,
          ps: favouritesPageSize,
        },
        login: true,
      },
      legacyPageSchema,
    );
    return toModelPage(raw, request.query.page, favouritesPageSize, 'max');
  });
}
