import multipart from '@fastify/multipart';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { IMAGE_SEARCH_MAX_BYTES, imageSearchRequestSchema } from '@yunmo/domain/validation/image-search';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { searchModelsByImage, storeLinkedPicture, storeSearchPicture } from '../../../../../image-index/image-query.js';
import { LegacyError } from '../../../../../http/legacy-error.js';

/** A pasted or cropped picture arrives as a base64 data URL: 3 MB of bytes is 4 MB of text. */
const dataUrlBodyLimit = Math.ceil((IMAGE_SEARCH_MAX_BYTES * 4) / 3) + 64 * 1024;

const linkSchema = z.object({
  path: z.string({ error: IMAGE_SEARCH_MESSAGES.emptyUrl }).trim().min(1, { error: IMAGE_SEARCH_MESSAGES.emptyUrl }).max(4096, { error: IMAGE_SEARCH_MESSAGES.unusableLink }),
});

function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new LegacyError(400, result.error.issues[0]?.message ?? IMAGE_SEARCH_MESSAGES.searchFailed);
}

/** Search by image (§7.6): upload, link upload and the search itself. Refusals carry the spec's alerts. */
const imageSearch: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart, { limits: { fileSize: IMAGE_SEARCH_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  const filesDir = fastify.files.directory;
  // Oversized pictures get the spec's size alert rather than the generic body-size message.
  fastify.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.fail(400, IMAGE_SEARCH_MESSAGES.fileTooLarge);
    throw error;
  });

  fastify.post('/localupload', { bodyLimit: 2 * IMAGE_SEARCH_MAX_BYTES }, async (request, reply) => {
    if (!request.isMultipart()) throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file) throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof LegacyError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileTooLarge);
      throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    }
    const stored = await storeSearchPicture(filesDir, bytes, 'file');
    if (!stored.ok) throw new LegacyError(400, stored.message);
    return reply.ok({ path: stored.value });
  });

  fastify.post('/localuploadpath', async (request, reply) => {
    const { path } = parseOrRefuse(linkSchema, request.body);
    const stored = await storeLinkedPicture(filesDir, path);
    if (!stored.ok) throw new LegacyError(400, stored.message);
    return reply.ok({ path: stored.value });
  });

  fastify.post('/imgSearch', { bodyLimit: dataUrlBodyLimit }, async (request, reply) => {
    const input = parseOrRefuse(imageSearchRequestSchema, request.body);
    const found = await searchModelsByImage(fastify.db, filesDir, input);
    if (!found.ok) throw new LegacyError(400, found.message);
    return reply.ok(found.value);
  });
};

export default imageSearch;
