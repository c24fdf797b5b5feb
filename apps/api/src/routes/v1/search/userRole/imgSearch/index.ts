import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import {
  IMAGE_SEARCH_MAX_BYTES,
  imageSearchRequestSchema,
} from '@yunmo/domain/validation/image-search';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AttemptLimiter } from '../../../../../accounts/attempt-limiter.js';
import { clientAddress } from '../../../../../accounts/client-address.js';
import {
  rememberLinkedPicture,
  rememberSearchPicture,
  searchModelsByImage,
  searchPictureId,
} from '../../../../../image-index/image-query.js';
import { QueryPictureCache } from '../../../../../image-index/query-pictures.js';
import { catalogueIndexBuilt } from '../../../../../image-index/catalogue-index.js';
import { LegacyError } from '../../../../../http/legacy-error.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { V1_CODES } from '@yunmo/api-contract/v1/codes';

/** A pasted or cropped picture arrives as a base64 data URL: 3 MB of bytes is 4 MB of text. */
const dataUrlBodyLimit = Math.ceil((IMAGE_SEARCH_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Image-search calls (upload, link, search) one address may make per minute: a search with a tab switch is three. */
export const IMAGE_SEARCH_CALLS_PER_MINUTE = 30;
/** Uploaded pictures are searchable for 15 minutes, and at most 32 MB of them are held (about 1,500 uploads). */
const pictureLifetimeMs = 15 * 60_000;
const pictureCacheBytes = 32 * 1024 * 1024;
/** How long a search waits for a running index build: under the gateway's 5 s upstream timeout. */
export const INDEX_BUILD_WAIT_MS = 3_000;

/** True when `work` settles within `ms`; the timer never keeps the process up. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
    timer.unref();
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const linkSchema = z.object({
  path: z
    .string({ error: IMAGE_SEARCH_MESSAGES.emptyUrl })
    .trim()
    .min(1, { error: IMAGE_SEARCH_MESSAGES.emptyUrl })
    .max(4096, { error: IMAGE_SEARCH_MESSAGES.unusableLink }),
});

function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new LegacyError(400, result.error.issues[0]?.message ?? IMAGE_SEARCH_MESSAGES.searchFailed);
}

/** Search by image (§7.6): upload, link upload and the search itself. Refusals carry the spec's alerts. */
const imageSearch: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart, {
    limits: { fileSize: IMAGE_SEARCH_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  const pictures = new QueryPictureCache({ ttlMs: pictureLifetimeMs, maxBytes: pictureCacheBytes });
  const sweeper = setInterval(() => pictures.sweep(), 60_000);
  sweeper.unref();
  fastify.addHook('onClose', async () => clearInterval(sweeper));
  // Earlier versions kept every uploaded picture under files/image-search for ever: remove them.
  fastify.addHook('onReady', async () => {
    await rm(path.join(fastify.files.directory, 'image-search'), { recursive: true, force: true });
  });

  const limiter = new AttemptLimiter(IMAGE_SEARCH_CALLS_PER_MINUTE, 60_000);
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (limiter.take(clientAddress(request))) return;
    return reply
      .code(429)
      .header('retry-after', '60')
      .send({ code: 429, msg: IMAGE_SEARCH_MESSAGES.tooFrequent, data: null });
  };

  // Oversized pictures get the spec's size alert rather than the generic body-size message.
  fastify.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.fail(400, IMAGE_SEARCH_MESSAGES.fileTooLarge);
    throw error;
  });

  fastify.post(
    '/localupload',
    { bodyLimit: 2 * IMAGE_SEARCH_MAX_BYTES, onRequest: limit },
    async (request, reply) => {
      if (!request.isMultipart()) throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof LegacyError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileTooLarge);
        throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
      }
      const stored = await rememberSearchPicture(pictures, { kind: 'file', bytes });
      if (!stored.ok) throw new LegacyError(400, stored.message);
      return reply.v1(v1Calls.imageUpload, { path: stored.value });
    },
  );

  fastify.post('/localuploadpath', { onRequest: limit }, async (request, reply) => {
    const { path: link } = parseOrRefuse(linkSchema, request.body);
    const stored = await rememberLinkedPicture(pictures, link);
    if (!stored.ok) throw new LegacyError(400, stored.message);
    return reply.v1(v1Calls.imageUploadByLink, { path: stored.value });
  });

  // The small preview of an uploaded picture, while it lives; only whoever holds the random id can see it.
  fastify.get('/picture/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const id = searchPictureId(`/v1/search/userRole/imgSearch/picture/${name}`);
    const picture = id === undefined ? undefined : pictures.get(id);
    if (!picture)
      return reply.code(404).send({ code: 404, msg: '图片已过期，请重新上传', data: null });
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=600')
      .send(picture.preview);
  });

  fastify.post(
    '/imgSearch',
    { bodyLimit: dataUrlBodyLimit, onRequest: limit },
    async (request, reply) => {
      const input = parseOrRefuse(imageSearchRequestSchema, request.body);
      // During the first start the index is still being built. A search answers from the whole
      // of it, never a part; when the build is not done within a short wait (well under the
      // gateway's upstream timeout), the visitor is told so instead of waiting minutes for a 504.
      if (!(await settlesWithin(catalogueIndexBuilt(fastify.db), INDEX_BUILD_WAIT_MS)))
        throw new LegacyError(V1_CODES.badRequest, IMAGE_SEARCH_MESSAGES.indexBuilding);
      const found = await searchModelsByImage(fastify.db, pictures, input);
      if (!found.ok) throw new LegacyError(400, found.message);
      return reply.v1(v1Calls.imageSearch, found.value);
    },
  );
};

export default imageSearch;
