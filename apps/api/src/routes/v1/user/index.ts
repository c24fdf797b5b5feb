import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { users } from '../../../db/schema.js';
import { parseParams } from '../../../http/params.js';

/** Head and shoulders on grey: the picture of an author who has not uploaded one. */
export const DEFAULT_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#e5e8ed"/><circle cx="28" cy="22" r="10" fill="#b4bac4"/><path d="M10 52c2-12 10-17 18-17s16 5 18 17z" fill="#b4bac4"/></svg>';

const user: FastifyPluginAsync = async (fastify) => {
  fastify.get('/getHeader', async (request, reply) => {
    const { author } = parseParams(
      z.object({
        author: z
          .string({ error: '参数错误：缺少 author' })
          .min(1, { error: '参数错误：缺少 author' })
          .max(64, { error: '参数错误：author 过长' }),
      }),
      request.query,
    );
    const rows = await fastify.db.orm
      .select({ avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.userName, author))
      .limit(1);
    // An <img> cannot read a JSON error: an unknown author is an HTTP 404 (the page's fallback
    // shows), and an author without a picture gets the default avatar.
    if (rows.length === 0)
      return reply.code(404).send({ code: 404, msg: '作者不存在', data: null });
    const avatar = rows[0]?.avatarPath;
    const diskPath = avatar ? fastify.files.diskPath(avatar) : null;
    let bytes = diskPath ? await readFile(diskPath).catch(() => null) : null;
    if (!bytes && avatar && diskPath) {
      // Seeded avatars are renders; a test catalogue renders them on their first request.
      const rendered = await fastify.previews.ensure(avatar).catch(() => null);
      if (rendered === diskPath) bytes = await readFile(diskPath).catch(() => null);
    }
    if (!bytes)
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .send(DEFAULT_AVATAR_SVG);
    const type = avatar?.endsWith('.webp')
      ? 'image/webp'
      : avatar?.endsWith('.jpg')
        ? 'image/jpeg'
        : 'image/png';
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=3600')
      .send(bytes);
  });
};

export default user;
