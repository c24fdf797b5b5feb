import { imageSearchDataUrlMaxLength, searchByImageRoute } from '@yunmo/api-contract/image-search';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { legacyModelCardSchema } from '../../legacy/schemas.js';
import { toModelCard } from '../../legacy/to-api.js';

/** Search by image: a data URL (flag 2) or a link fetched safely by the API (flag 1). */
export default async function imageSearchRoutes(fastify: FastifyInstance): Promise<void> {
  // The picture travels in the JSON body, so this one route accepts up to 3 MB of picture.
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/api/image-search') route.bodyLimit = imageSearchDataUrlMaxLength + 4096;
  });
  registerRoute(fastify, searchByImageRoute, async (request) => {
    const body = request.body;
    const legacyBody = 'image' in body ? { path: body.image, flag: 2, cid: body.cid } : { path: body.url, flag: 1, cid: body.cid };
    const cards = await fastify.upstream.call(
      request,
      { method: 'POST', path: '/v1/search/userRole/imgSearch/imgSearch', body: legacyBody, withToken: true },
      z.array(legacyModelCardSchema),
    );
    return cards.map((card) => toModelCard(card, body.cid === 2 ? 'su' : 'max'));
  });
}
