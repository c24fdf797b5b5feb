import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { imageDataUrlPayload } from '@yunmo/domain/validation/image-file';
import { checkImageInput, CATALOGUE_IMAGE_MAX_PIXELS } from '@yunmo/image-search/image-input';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { filesDirectory } from '../../../config/env.js';
import { modelImages, models } from '../../../db/schema.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { parseParams } from '../../../http/params.js';
import { indexUploadedPreview } from '../../../image-index/catalogue-index.js';
import { SHUTDOWN_REFUSALS, shutdownState } from '@yunmo/domain/shutdown';
import { shutdownScheduleOf } from '../../../notices/shutdown-schedule.js';

/** A preview render may be large (sources of at least 1500 x 1500), but not without bound. */
export const PREVIEW_MAX_BYTES = 20 * 1024 * 1024;
const previewDataUrlMaxLength = Math.ceil((PREVIEW_MAX_BYTES * 4) / 3) + 64;

const previewBody = z.object({
  modelId: z.coerce
    .number({ error: '参数错误：缺少 modelId' })
    .int()
    .positive({ error: '参数错误：modelId 无效' }),
  image: z
    .string({ error: IMAGE_SEARCH_MESSAGES.fileWrongFormat })
    .max(previewDataUrlMaxLength, { error: IMAGE_SEARCH_MESSAGES.fileTooLarge }),
});

/** Constant-time check of the `Authorization: Bearer <secret>` the upload service sends. */
function authorised(request: FastifyRequest, secret: string): boolean {
  const given = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const expected = createHash('sha256').update(secret).digest();
  return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
}

async function writeWhole(diskPath: string, bytes: Buffer): Promise<void> {
  const partial = `${diskPath}.${String(process.pid)}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, diskPath);
}

/**
 * The upload service's call (the upload site is outside this product): a model's new first preview.
 * The picture is checked like every upload, stored with its thumbnail, and the model is indexed for
 * search by image at once, so an uploaded model is found by its picture without waiting for a reseed.
 */
const upload: FastifyPluginAsync = async (fastify) => {
  const secret = fastify.config.UPLOAD_SERVICE_SECRET;

  fastify.post(
    '/modelPreview',
    { bodyLimit: previewDataUrlMaxLength + 4096 },
    async (request, reply) => {
      if (secret === undefined) throw new LegacyError(403, '上传服务未配置');
      if (!authorised(request, secret)) throw new LegacyError(403, '上传凭证无效');
      // The shutdown schedule closes uploads on its sales-close day (the notice's first rule).
      if (!shutdownState(await shutdownScheduleOf(fastify.db.orm), new Date()).uploadsOpen)
        throw new LegacyError(
          SHUTDOWN_REFUSALS.uploadsClosed.code,
          SHUTDOWN_REFUSALS.uploadsClosed.message,
        );
      const body = parseParams(previewBody, request.body);
      const base64 = imageDataUrlPayload(body.image);
      if (base64 === undefined) throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
      const bytes = Buffer.from(base64, 'base64');
      const [model] = await fastify.db.orm
        .select({ id: models.id, kind: models.kind })
        .from(models)
        .where(eq(models.id, body.modelId));
      if (!model) throw new LegacyError(404, '模型不存在');
      const input = await checkImageInput(bytes, {
        source: 'file',
        maxBytes: PREVIEW_MAX_BYTES,
        maxPixels: CATALOGUE_IMAGE_MAX_PIXELS,
      });
      if (!input.ok)
        throw new LegacyError(
          400,
          input.code === 'too-large' ? input.message : IMAGE_SEARCH_MESSAGES.fileWrongFormat,
        );

      const decode = () =>
        sharp(bytes, {
          limitInputPixels: CATALOGUE_IMAGE_MAX_PIXELS,
          failOn: 'truncated',
        }).rotate();
      const [preview, thumb] = await Promise.all([
        decode()
          .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer(),
        decode().resize(320, 240, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      ]);
      const name = `${String(model.id)}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
      const directory = path.join(filesDirectory(fastify.config), 'previews');
      await mkdir(directory, { recursive: true });
      await writeWhole(path.join(directory, `${name}.jpg`), preview);
      await writeWhole(path.join(directory, `${name}-thumb.jpg`), thumb);
      const previewPath = `/files/previews/${name}.jpg`;
      const thumbPath = `/files/previews/${name}-thumb.jpg`;
      await fastify.pictures.publish(previewPath, path.join(directory, `${name}.jpg`));
      await fastify.pictures.publish(thumbPath, path.join(directory, `${name}-thumb.jpg`));

      const indexed = await indexUploadedPreview(fastify.db, model, bytes);
      if (!indexed.ok) throw new LegacyError(400, IMAGE_SEARCH_MESSAGES.fileWrongFormat);
      await fastify.db.orm.transaction(async (tx) => {
        await tx.update(models).set({ thumbPath }).where(eq(models.id, model.id));
        const updated = await tx
          .update(modelImages)
          .set({ path: previewPath, thumbPath, watermarkPath: previewPath })
          .where(and(eq(modelImages.modelId, model.id), eq(modelImages.position, 0)))
          .returning({ modelId: modelImages.modelId });
        if (updated.length === 0)
          await tx.insert(modelImages).values({
            modelId: model.id,
            position: 0,
            path: previewPath,
            thumbPath,
            watermarkPath: previewPath,
          });
      });
      return reply.v1(v1Calls.modelPreview, {
        path: previewPath,
        thumbPath,
        windows: indexed.windows,
      });
    },
  );
};

export default upload;
