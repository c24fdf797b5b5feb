import { wholeList } from '@yunmo/api-contract/common';
import {
  imageSearchDataUrlMaxLength,
  searchByImageRoute,
  SEARCH_PICTURE_CONTENT_TYPES,
  uploadSearchPictureByLinkRoute,
  uploadSearchPictureRoute,
  type SearchPicture,
} from '@yunmo/api-contract/image-search';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { IMAGE_SEARCH_MAX_BYTES } from '@yunmo/domain/validation/image-search';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FormData } from 'undici';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { ApiError } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';
import { toModelCard } from '../../legacy/to-api.js';

/** The uploaded picture's preview is served by the /v1 passthrough, from this origin (the CSP allows only 'self'). */
const toSearchPicture = ({ path }: { path: string }): SearchPicture => ({ path, previewUrl: path });

/**
 * Search by image (§7.6): upload first (`localupload` for a file, `localuploadpath` for a link,
 * which the API fetches itself through its SSRF-guarded fetch), then search the uploaded path
 * with flag 1. A data URL (flag 2) or a link in the search itself stays accepted for older clients.
 */
export default async function imageSearchRoutes(fastify: FastifyInstance): Promise<void> {
  // The upload's body is the picture itself; the API checks its first bytes again.
  fastify.addContentTypeParser(
    [...SEARCH_PICTURE_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: IMAGE_SEARCH_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
  fastify.addHook('onRoute', (route) => {
    // The picture travels in the JSON body, so this one route accepts up to 3 MB of picture.
    if (route.url === '/api/image-search') route.bodyLimit = imageSearchDataUrlMaxLength + 4096;
  });
  fastify.setErrorHandler((error: Error & { code?: string }, request: FastifyRequest) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new ApiError(400, 'BAD_REQUEST', IMAGE_SEARCH_MESSAGES.fileTooLarge);
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' &&
      request.url.startsWith('/api/image-search/pictures')
    ) {
      throw new ApiError(400, 'BAD_REQUEST', IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    }
    throw error;
  });

  registerRoute(fastify, uploadSearchPictureRoute, async (request) => {
    const contentType =
      (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!Buffer.isBuffer(request.body) || request.body.length === 0)
      throw new ApiError(400, 'BAD_REQUEST', IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    const form = new FormData();
    const extension = contentType === 'image/png' ? 'png' : 'jpg';
    form.append(
      'file',
      new Blob([new Uint8Array(request.body)], { type: contentType }),
      `picture.${extension}`,
    );
    const uploaded = await fastify.v1.call(request, v1Calls.imageUpload, {}, { form });
    return toSearchPicture(uploaded);
  });

  registerRoute(fastify, uploadSearchPictureByLinkRoute, async (request) => {
    const uploaded = await fastify.v1.call(request, v1Calls.imageUploadByLink, {
      body: { path: request.body.url },
    });
    return toSearchPicture(uploaded);
  });

  registerRoute(fastify, searchByImageRoute, async (request) => {
    const body = request.body;
    const legacyBody =
      'path' in body
        ? { path: body.path, flag: 1, cid: body.cid }
        : 'image' in body
          ? { path: body.image, flag: 2, cid: body.cid }
          : { path: body.url, flag: 1, cid: body.cid };
    const cards = await fastify.v1.call(request, v1Calls.imageSearch, { body: legacyBody });
    return wholeList(cards.map((card) => toModelCard(card, body.cid === 2 ? 'su' : 'max')));
  });
}
