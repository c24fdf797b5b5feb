import {
  checkTokenRoute,
  getDynamicTimeRoute,
  getShareSignatureRoute,
  resolvePanoUrlRoute,
} from '@yunmo/api-contract/site-calls';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import type { FastifyInstance } from 'fastify';
import { registerCachedRoute, registerRoute } from '../../http/register-route.js';
import { modelKeyQuery } from '../../services/model-key.js';

/** The page calls of spec §7.2 and §7.5: dynamic time, share signature, pano url and checkToken. */
export default async function siteCallRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    getDynamicTimeRoute,
    (request) => `dynamic-time:${request.params.kind}:${request.params.uuid}`,
    async (request) =>
      fastify.v1.call(request, v1Calls.dynamicTime, { query: modelKeyQuery(request.params.uuid) }),
  );

  registerRoute(fastify, getShareSignatureRoute, async (request) =>
    fastify.v1.call(request, v1Calls.shareSignature, { query: { url: request.query.url } }),
  );

  registerRoute(fastify, resolvePanoUrlRoute, async (request) =>
    fastify.v1.call(request, v1Calls.panoUrl, { body: { str: request.body.str } }),
  );

  registerRoute(fastify, checkTokenRoute, async (request) =>
    fastify.v1.call(request, v1Calls.checkToken),
  );
}
