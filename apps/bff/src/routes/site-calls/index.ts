import {
  checkTokenRoute,
  dynamicTimeSchema,
  getDynamicTimeRoute,
  getShareSignatureRoute,
  resolvePanoUrlRoute,
  shareSignatureSchema,
} from '@yunmo/api-contract/site-calls';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import { modelKeyQuery } from '../../services/model-key.js';

/** The page calls of spec §7.2 and §7.5: dynamic time, share signature, pano url and checkToken. */
export default async function siteCallRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    getDynamicTimeRoute,
    (request) => `dynamic-time:${request.params.kind}:${request.params.uuid}`,
    async (request) =>
      fastify.v1.fetch(
        request,
        { path: '/v1/webDetail/dynamicTime', query: modelKeyQuery(request.params.uuid) },
        dynamicTimeSchema,
      ),
  );

  registerRoute(fastify, getShareSignatureRoute, async (request) =>
    fastify.v1.fetch(
      request,
      { path: '/v1/share/signature', query: { url: request.query.url } },
      shareSignatureSchema,
    ),
  );

  registerRoute(fastify, resolvePanoUrlRoute, async (request) =>
    fastify.v1.fetch(
      request,
      { method: 'POST', path: '/v1/share/panoUrl', body: { str: request.body.str } },
      z.object({ url: z.string() }),
    ),
  );

  registerRoute(fastify, checkTokenRoute, async (request) =>
    fastify.v1.fetch(
      request,
      { path: '/v1/account/checkToken', login: true },
      z.object({ valid: z.boolean() }),
    ),
  );
}
