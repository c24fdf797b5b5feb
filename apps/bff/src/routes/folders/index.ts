import { wholeList } from '@yunmo/api-contract/common';
import {
  createFolderRoute,
  deleteFolderRoute,
  listFavouritesRoute,
  listFoldersRoute,
  renameFolderRoute,
} from '@yunmo/api-contract/accounts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls, type V1Data } from '@yunmo/api-contract/v1/calls';
import { toModelPage } from '../../legacy/to-api.js';

const toFolder = (raw: V1Data<typeof v1Calls.saveFolder>) => ({
  id: raw.folderId,
  category: raw.category,
  name: raw.favoritesFolderName,
});
const favouritesPageSize = 20;

export default async function folderRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, listFoldersRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const folders = await fastify.v1.call(request, v1Calls.folders, {
      query: { category: request.query.category },
    });
    return wholeList(folders.map(toFolder));
  });

  registerRoute(fastify, createFolderRoute, async (request) =>
    toFolder(await fastify.v1.call(request, v1Calls.saveFolder, { body: request.body })),
  );

  registerRoute(fastify, renameFolderRoute, async (request) =>
    toFolder(
      await fastify.v1.call(request, v1Calls.saveFolder, {
        body: { ...request.body, folderId: request.params.folderId },
      }),
    ),
  );

  registerRoute(fastify, deleteFolderRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.deleteFolder, {
      body: { folderId: request.params.folderId },
    });
    return reply.code(204).send(null);
  });

  // Someone else's folder answers 404, like a missing one.
  registerRoute(fastify, listFavouritesRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const raw = await fastify.v1.call(request, v1Calls.favourites, {
      query: {
        folderId: request.params.folderId,
        keyword: request.query.keyword,
        pn: request.query.page,
        ps: favouritesPageSize,
      },
    });
    return toModelPage(raw, request.query.page, favouritesPageSize, 'max');
  });
}
