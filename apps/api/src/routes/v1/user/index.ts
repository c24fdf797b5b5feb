import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { users } from '../../../db/schema.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { parseParams } from '../../../http/params.js';

const user: FastifyPluginAsync = async (fastify) => {
  fastify.get('/getHeader', async (request, reply) => {
    const { author } = parseParams(
      z.object({ author: z.string({ error: '参数错误：缺少 author' }).min(1, { error: '参数错误：缺少 author' }).max(64, { error: '参数错误：author 过长' }) }),
      request.query,
    );
    const rows = await fastify.db.orm.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.userName, author)).limit(1);
    const avatar = rows[0]?.avatarPath;
    const diskPath = avatar ? fastify.files.diskPath(avatar) : null;
    const bytes = diskPath ? await readFile(diskPath).catch(() => null) : null;
    if (!bytes) throw new LegacyError(404, '作者不存在');
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').send(bytes);
  });
};

export default user;
