import { IMAGE_SEARCH_MESSAGES, LIST_MESSAGES } from '@yunmo/domain/messages';
import {
  AUTHOR_COVER_DATA_URL_MAX_LENGTH,
  authorCoverSchema,
  coverBase64,
} from '@yunmo/domain/validation/author-cover';
import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { filesDirectory } from '../../../config/env.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { oneOf, optionalOneOf, parseParams, positiveInt } from '../../../http/params.js';
import { changeAuthorCover } from './author-cover.js';
import { authorContent, authorProfile, authorWork, findAuthorId } from './author-page.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

/** Author content page size (§9: 12). */
export const AUTHOR_PAGE_SIZE = 12;

export const authorParam = z
  .string({ error: '参数错误：缺少 author' })
  .trim()
  .min(1, { error: '参数错误：缺少 author' })
  .max(64, { error: '参数错误：author 过长' });

const contentQuery = z.object({
  author: authorParam,
  pn: positiveInt('pn', { max: 10_000, fallback: 1 }),
  ps: positiveInt('ps', { max: 48, fallback: AUTHOR_PAGE_SIZE }),
  category: oneOf('category', [1, 5, 6] as const, 1),
  kind: optionalOneOf('kind', [1, 2, 3, 4] as const),
  element: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: '参数错误：element 必须是文本' })
      .refine((value) => Array.from(value.trim()).length <= SEARCH_INPUT_LIMITS.authorWorks, {
        error: `参数错误：${LIST_MESSAGES.authorSearchTooLong}`,
      })
      .optional(),
  ),
});

/** The author page calls (§7.5): profile and works. Visible to guests. */
const personal: FastifyPluginAsync = async (fastify) => {
  fastify.get('/getInfo', async (request, reply) => {
    const { author } = parseParams(z.object({ author: authorParam }), request.query);
    const profile = await authorProfile(
      fastify.db,
      author,
      await currentUserId(fastify.db, request),
    );
    if (!profile) throw new LegacyError(404, '作者不存在');
    return reply.v1(v1Calls.authorProfile, profile);
  });

  fastify.get('/getContent', async (request, reply) => {
    const query = parseParams(contentQuery, request.query);
    const authorId = await findAuthorId(fastify.db, query.author);
    if (authorId === null) throw new LegacyError(404, '作者不存在');
    const page = await authorContent(fastify.db, authorId, {
      category: query.category,
      subKind: query.category === 1 ? query.kind : undefined,
      element: query.element,
      pn: query.pn,
      ps: query.ps,
    });
    return reply.v1(v1Calls.authorContent, page);
  });

  // A panorama or video tutorial on its own page (the works list links here).
  fastify.get('/getWork', async (request, reply) => {
    const { id } = parseParams(
      z.object({ id: positiveInt('id', { max: 2_147_483_647, fallback: 0 }) }),
      request.query,
    );
    const work = await authorWork(fastify.db, id);
    if (!work) throw new LegacyError(404, '作品不存在');
    return reply.v1(v1Calls.authorWork, work);
  });

  // The owner's change-cover: the picture travels as a data URL, checked again here by its bytes.
  fastify.post(
    '/updateCover',
    { bodyLimit: AUTHOR_COVER_DATA_URL_MAX_LENGTH + 4096 },
    async (request, reply) => {
      const userId = await requireUserId(fastify.db, request);
      const parsed = authorCoverSchema.safeParse(request.body ?? {});
      const base64 = parsed.success ? coverBase64(parsed.data.image) : undefined;
      if (base64 === undefined)
        throw new LegacyError(
          400,
          parsed.error?.issues[0]?.message ?? IMAGE_SEARCH_MESSAGES.fileWrongFormat,
        );
      const changed = await changeAuthorCover(
        fastify.db,
        filesDirectory(fastify.config),
        userId,
        Buffer.from(base64, 'base64'),
        fastify.pictures,
      );
      if (!changed.ok) throw new LegacyError(400, changed.message);
      return reply.v1(v1Calls.updateCover, {
        pcPath: changed.pcPath,
        mobilePath: changed.mobilePath,
      });
    },
  );
};

export default personal;
