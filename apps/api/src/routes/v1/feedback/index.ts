import multipart from '@fastify/multipart';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import { experienceFeedbackSchema } from '@yunmo/domain/validation/experience-feedback';
import { FEEDBACK_SCREENSHOT_MAX_BYTES, feedbackSchema } from '@yunmo/domain/validation/feedback';
import { searchSuggestionSchema } from '@yunmo/domain/validation/search-suggestion';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { feedbackNotFound } from '../../../accounts/errors.js';
import { parseForm } from '../../../accounts/parse-form.js';
import { cp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { feedback, searchSuggestions, users } from '../../../db/schema.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { optionalId, parseParams } from '../../../http/params.js';
import {
  ObjectStorage,
  screenshotS3Config,
  UploadRejectedError,
  type UploadRejection,
} from '../../../object-storage/object-storage.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const rejectionMessages: Record<UploadRejection, string> = {
  forged: '上传凭证无效',
  expired: '上传凭证已过期',
  key: '上传凭证无效',
  tooLarge: FEEDBACK_MESSAGES.screenshotTooLarge,
  wrongType: FEEDBACK_MESSAGES.screenshotWrongFormat,
  tooManyPixels: '图片尺寸过大，请截取较小的区域后重新上传',
  quota: '今日上传的截图已达上限，请明天再试',
  busy: '服务器繁忙，请稍后再试',
  missingFile: '请选择要上传的文件',
  storageFull: '存储空间已满，上传失败，请稍后再试',
};
const uploadFields = new Set([
  'key',
  'policy',
  'OSSAccessKeyId',
  'success_action_status',
  'callback',
  'signature',
]);

const feedbackRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const secretText = fastify.config.OBJECT_STORAGE_SECRET;
  const storage = new ObjectStorage({
    // Outside the public files tree: screenshots are served by /screenshot to their owner only.
    privateDir: path.join(fastify.config.YUNMO_DATA_DIR, 'private'),
    secret: secretText ? Buffer.from(secretText, 'utf8') : undefined,
    s3: screenshotS3Config(fastify.config),
  });
  // Earlier versions kept screenshots in the public files tree: move them to the private folder.
  fastify.addHook('onReady', async () => {
    const legacy = path.join(fastify.files.directory, 'uploads', 'feedback');
    if (!(await stat(legacy).catch(() => null))?.isDirectory()) return;
    await cp(legacy, path.join(fastify.config.YUNMO_DATA_DIR, 'private', 'feedback'), {
      recursive: true,
      force: false,
    });
    await rm(legacy, { recursive: true, force: true });
    await db.orm
      .update(feedback)
      .set({
        screenshotPath: sql`replace(${feedback.screenshotPath}, '/files/uploads/feedback/', '/v1/feedback/screenshot/')`,
      })
      .where(like(feedback.screenshotPath, '/files/uploads/feedback/%'));
  });

  // One file just under the spec's limit plus a few small fields; the file limit is checked again while streaming.
  await fastify.register(multipart, {
    limits: {
      fileSize: FEEDBACK_SCREENSHOT_MAX_BYTES,
      files: 1,
      fields: 8,
      fieldSize: 8 * 1024,
      parts: 9,
    },
  });

  // Step 1: a signed, expiring policy for one screenshot.
  fastify.get('/policy', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.v1(v1Calls.feedbackPolicy, await storage.feedbackPolicy(userId));
  });

  // Step 2 (built-in storage): the multipart form, fields first and the file last, as object storage expects.
  fastify.post('/storage', async (request, reply) => {
    if (!request.isMultipart()) throw new LegacyError(400, '参数错误：需要 multipart/form-data');
    const fields: Record<string, string | undefined> = {};
    let stored: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (uploadFields.has(part.fieldname) && typeof part.value === 'string')
            fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || stored !== undefined) {
          part.file.resume();
          continue;
        }
        stored = await storage.storeLocalUpload(fields, part.file as Readable);
      }
    } catch (error) {
      if (error instanceof UploadRejectedError)
        throw new LegacyError(400, rejectionMessages[error.reason]);
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new LegacyError(400, rejectionMessages.tooLarge);
      if (typeof code === 'string' && code.startsWith('FST_'))
        throw new LegacyError(400, '参数错误：上传表单无效');
      throw error;
    }
    if (stored === undefined) throw new LegacyError(400, rejectionMessages.missingFile);
    return reply.v1(v1Calls.feedbackStorage, { path: stored });
  });

  // Step 3: the feedback itself, citing the uploaded screenshot (only the caller's own uploads).
  fastify.post('/submit', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseForm(feedbackSchema, request.body);
    if (body.path !== undefined && !storage.isOwnUpload(userId, body.path))
      throw new LegacyError(400, '截图地址无效');
    if (body.path !== undefined && storage.kind === 'local' && !storage.screenshotFile(body.path))
      throw new LegacyError(400, '截图地址无效');
    const [row] = await db.orm
      .insert(feedback)
      .values({
        userId,
        userPhone: body.userPhone ?? null,
        msgContent: body.msgContent,
        screenshotPath: body.path ?? null,
      })
      .returning({ id: feedback.id });
    return reply.v1(v1Calls.feedback, { id: row?.id ?? 0 });
  });

  // A screenshot, to its owner only (operators read the private folder; see docs/security.md). Others get 404.
  fastify.get('/screenshot/:user/:name', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { user, name } = request.params as { user: string; name: string };
    const file = storage.screenshotFile(`/v1/feedback/screenshot/${user}/${name}`);
    const bytes =
      file && file.userId === userId ? await readFile(file.diskPath).catch(() => null) : null;
    if (!file || !bytes) throw feedbackNotFound();
    return reply
      .header('content-type', file.type === 'png' ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  // The caller's own feedback; someone else's id answers 404 like a missing one.
  fastify.get('/mine', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const rows = await db.orm
      .select({
        id: feedback.id,
        userPhone: feedback.userPhone,
        msgContent: feedback.msgContent,
        path: feedback.screenshotPath,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(desc(feedback.id))
      .limit(50);
    return reply.v1(
      v1Calls.myFeedback,
      rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    );
  });

  fastify.get('/detail', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { id } = parseParams(z.object({ id: optionalId('id') }), request.query);
    if (id === undefined) throw feedbackNotFound();
    const [row] = await db.orm
      .select({
        id: feedback.id,
        userPhone: feedback.userPhone,
        msgContent: feedback.msgContent,
        path: feedback.screenshotPath,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.userId, userId)))
      .limit(1);
    if (!row) throw feedbackNotFound();
    return reply.v1(v1Calls.feedbackDetail, { ...row, createdAt: row.createdAt.toISOString() });
  });

  // The experience feedback (satisfaction); guests may send it too. The user comes from the session, never the body.
  fastify.post('/save', async (request, reply) => {
    const userId = await currentUserId(db, request);
    const body = parseForm(experienceFeedbackSchema, request.body);
    await db.orm.insert(feedback).values({
      userId,
      satisfied: body.satisfied,
      dissatisfaction: body.dissatisfaction ?? null,
      suggestion: body.suggestion ?? null,
    });
    return reply.v1(v1Calls.experienceFeedback, null);
  });

  // The missing-search-term suggestion.
  fastify.post('/suggestion', async (request, reply) => {
    const userId = await currentUserId(db, request);
    const body = parseForm(searchSuggestionSchema, request.body);
    const userName =
      userId === null
        ? null
        : ((
            await db.orm
              .select({ userName: users.userName })
              .from(users)
              .where(eq(users.id, userId))
              .limit(1)
          )[0]?.userName ?? null);
    await db.orm.insert(searchSuggestions).values({ userName, msg: body.msg });
    return reply.v1(v1Calls.suggestion, null);
  });
};

export default feedbackRoutes;
