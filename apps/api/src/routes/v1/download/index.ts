import { NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { captchaImageQuerySchema } from '@yunmo/domain/download-flow';
import { buildPackageOnDemand } from '../../../downloads/asset-packages.js';
import { captchaSvg } from '../../../downloads/captcha.js';
import { chargeCode } from '@yunmo/domain/download-decision';
import { commonAnswer, linkData } from '../../../downloads/legacy-answers.js';
import { contentDisposition, verifyLink } from '../../../downloads/signed-links.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError, notLoggedInMessage } from '../../../http/legacy-error.js';
import { optionalId, optionalOneOf, parseParams, requiredOneOf } from '../../../http/params.js';
import {
  createQrOrderAnswer,
  idempotencyKeyOf,
  orderNumberParam,
  paidBeansReplay,
  payWithBeansOrFail,
  pollAnswer,
} from '../../../payments/legacy.js';
import { parseRange } from '../../../downloads/byte-range.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const maxSuKinds = [1, 2] as const;

const payBody = z.object({
  fileId: optionalId('fileId'),
  id: optionalId('id'),
  uuid: z.uuid({ error: '参数错误：uuid 不是有效的编号' }),
  verify: z
    .string()
    .trim()
    .max(16)
    .optional()
    .transform((value) => (value ? value : undefined)),
  flag: z.unknown().optional(),
  source: z.string().max(64).optional(),
  payCategory: optionalOneOf('payCategory', [0, 1, 2, 3] as const),
});

/** MAX/SU downloads (checkUserPay, downPay), the agreement, the captcha image, the quota meter and the signed files. */
const download: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;
  const service = fastify.downloads;

  fastify.post('/checkUserPay', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(payBody, request.body);
    const result = await service.engine.download(
      userId,
      {
        kinds: maxSuKinds,
        model: { uuid: body.uuid },
        versionId: body.fileId ?? body.id,
        verify: body.verify,
      },
      'check',
    );
    const common = commonAnswer(result);
    if (common) return reply.send(common);
    switch (result.outcome) {
      case 'granted':
        return reply.v1(v1Calls.checkUserPay, linkData(result.link));
      case 'confirm':
        if (result.decision.type === 'memberQuota')
          return reply.send({ code: 20003, msg: '会员下载', data: result.quote });
        // A user holding free-download tickets or download packages chooses how to pay a model (not a
        // flow fee), before any money is asked for: §4.6's ticket (1), then package (3), then points or beans.
        if (
          (result.quote.balances.tickets > 0 || result.quote.balances.packages > 0) &&
          result.decision.reason !== 'flowFee'
        )
          return reply.send({ code: 20002, msg: '请选择支付方式', data: result.quote });
        return reply.send({
          code: chargeCode(result.decision.reason),
          msg: `需支付${result.quote.payPrice}元`,
          data: result.quote,
        });
      default:
        return reply.send({ code: 10003, msg: '下载失败', data: null });
    }
  });

  fastify.post('/downPay', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(payBody, request.body);
    const payCategory = body.payCategory === 0 ? undefined : body.payCategory;
    const result = await service.engine.download(
      userId,
      {
        kinds: maxSuKinds,
        model: { uuid: body.uuid },
        versionId: body.fileId ?? body.id,
        verify: body.verify,
        payCategory,
      },
      'pay',
    );
    const common = commonAnswer(result);
    if (common) return reply.send(common);
    switch (result.outcome) {
      case 'granted':
        return reply.v1(v1Calls.downPay, linkData(result.link));
      case 'insufficient':
        return reply.send({
          code: 10006,
          msg: '余额不足，请充值',
          data: { ...result.quote, payPrice: result.quote.payPrice },
        });
      case 'confirm':
        return reply.send({ code: 10006, msg: '请选择支付方式', data: result.quote });
      default:
        return reply.send({ code: 10003, msg: '下载失败', data: null });
    }
  });

  // A paid single download by QR order (openCategory 2 Alipay, 3 WeChat) or beans (1): paying opens
  // the repeat window of the model, so the download that follows is free.
  fastify.post('/getQrCodeOfModelDown', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({
        openCategory: requiredOneOf('openCategory', [1, 2, 3] as const),
        modelUuid: z.uuid({ error: '参数错误：modelUuid 不是有效的编号' }),
        fileId: optionalId('fileId'),
        userName: z.string().max(64).optional(),
        idempotencyKey: z.string().max(64).optional(),
      }),
      request.body,
    );
    const idempotencyKey = idempotencyKeyOf(request, body);
    const replayed =
      body.openCategory === 1
        ? await paidBeansReplay(fastify, userId, idempotencyKey, 'download')
        : null;
    if (replayed) {
      // The same key for another model is a different purchase, not a replay.
      const same = await db.rows<{ id: number }>(
        sql`select id from models where uuid = ${body.modelUuid}::uuid`,
      );
      if (!(replayed.reference ?? '').startsWith(`model:${String(same[0]?.id ?? -1)}:`))
        throw new LegacyError(201, '创建订单失败');
      return reply.v1(v1Calls.downloadOrder, {
        orderNumber: replayed.order_number,
        outTradeNo: replayed.order_number,
        qrcode: null,
        paid: true,
      });
    }
    const quote = await service.engine.chargeQuote(userId, {
      kinds: maxSuKinds,
      model: { uuid: body.modelUuid },
      versionId: body.fileId,
    });
    if (!quote) throw new LegacyError(201, '该模型无需支付，请直接下载');
    const order = {
      userId,
      purpose: 'download' as const,
      amountFen: quote.priceFen,
      reference: `model:${String(quote.modelId)}:${String(quote.versionId)}:${String(quote.authorId)}`,
      idempotencyKey,
      subject: `云模模型下载：${quote.title}`.slice(0, 120),
    };
    if (body.openCategory === 1) {
      const paid = await payWithBeansOrFail(fastify, order);
      return reply.v1(v1Calls.downloadOrder, {
        orderNumber: paid.order_number,
        outTradeNo: paid.order_number,
        qrcode: null,
        paid: true,
      });
    }
    return reply.v1(v1Calls.downloadOrder, await createQrOrderAnswer(fastify, request, order));
  });

  fastify.post('/queryOrder', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({
        outTradeNo: orderNumberParam,
        fileId: optionalId('fileId'),
        id: optionalId('id'),
        flag: z.unknown().optional(),
        resource: z.unknown().optional(),
      }),
      request.body,
    );
    const { code, msg, order } = await pollAnswer(fastify, userId, body.outTradeNo, ['download']);
    if (code !== 200)
      return reply.send({
        code,
        msg,
        data: { outTradeNo: order.order_number, state: order.state },
      });
    // Paid: the download itself (free now, inside the repeat window of the purchase).
    const [, modelId, versionId] = (order.reference ?? '').split(':').map(Number);
    const result = await service.engine.download(
      userId,
      {
        kinds: maxSuKinds,
        model: { id: modelId ?? 0 },
        versionId: body.fileId ?? body.id ?? versionId,
      },
      'pay',
    );
    const common = commonAnswer(result);
    if (common) return reply.send(common);
    if (result.outcome === 'granted')
      return reply.send({
        code: 200,
        msg: '支付成功',
        data: { outTradeNo: order.order_number, state: order.state, ...linkData(result.link) },
      });
    return reply.send({
      code: 200,
      msg: '支付成功',
      data: { outTradeNo: order.order_number, state: order.state },
    });
  });

  fastify.post('/agree', async (request, reply) => {
    const userId = await requireUserId(db, request);
    await service.engine.agree(userId);
    return reply.v1(v1Calls.downloadAgree, null);
  });

  fastify.get('/quota', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.v1(v1Calls.downloadQuota, await service.engine.quota(userId));
  });

  fastify.get('/captcha', async (request, reply) => {
    const userId = await requireUserId(db, request);
    // The spec's parameters: the image is for this user and model, at this moment.
    const query = parseParams(captchaImageQuerySchema, request.query);
    const owner = await db.rows<{ user_name: string }>(
      sql`select user_name from users where id = ${userId}`,
    );
    if (owner[0]?.user_name !== query.userName)
      throw new LegacyError(400, '参数错误：userName 不是当前登录用户');
    const answer = await service.engine.newCaptcha(userId);
    const png = await sharp(Buffer.from(captchaSvg(answer)))
      .png()
      .toBuffer();
    // Browser tests (CAPTCHA_REVEAL_ANSWERS, refused in production) read the answer, as a person reads the image.
    if (fastify.hasDecorator('accountSecurity') && fastify.accountSecurity.captchas.revealsAnswers)
      void reply.header('x-captcha-answer', answer);
    return reply.header('content-type', 'image/png').header('cache-control', 'no-store').send(png);
  });

  // The only way to a package: a signed link of a grant, fetched by the grant's own user. One link is
  // one delivery: the whole file once, plus resumption (Range) of that delivery until its last byte
  // has gone out, within the link's lifetime and less than twice the file's size in all (so a
  // finished delivery cannot be fetched again, even before it is marked delivered).
  fastify.get('/file/:linkId', async (request, reply) => {
    const { linkId } = request.params as { linkId: string };
    const query = request.query as Record<string, unknown>;
    const refuse = (status: number, message: string, code: number = status) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .send({ code, msg: message, data: null });
    const userId = await currentUserId(db, request);
    if (userId === null) return refuse(401, notLoggedInMessage, NOT_LOGGED_IN_CODE);
    const check = verifyLink(
      service.secret,
      linkId,
      typeof query.e === 'string' ? query.e : '',
      typeof query.s === 'string' ? query.s : '',
      Date.now(),
    );
    if (!check.ok)
      return check.reason === 'expired'
        ? refuse(410, '下载链接已过期，请重新下载')
        : refuse(403, '下载链接无效');
    const rows = await db.rows<{
      user_id: number;
      model_id: number;
      file_path: string;
      size_bytes: string | number;
      sha256: string;
      title: string;
      bytes_served: string | number;
      delivered_at: string | Date | null;
      expires_at: string | Date;
    }>(sql`
      select l.user_id, g.model_id, v.file_path, v.size_bytes, v.sha256, m.title, l.bytes_served, l.delivered_at, l.expires_at
      from download_links l
        join download_grants g on g.id = l.grant_id
        join model_versions v on v.id = l.version_id and v.model_id = g.model_id
        join models m on m.id = g.model_id
      where l.id = ${linkId} and g.user_id = l.user_id`);
    const link = rows[0];
    // Someone else's link is as unknown as a forged one.
    if (!link || link.user_id !== userId) return refuse(403, '下载链接无效');
    if (new Date(link.expires_at).getTime() <= Date.now())
      return refuse(410, '下载链接已过期，请重新下载');
    if (link.delivered_at !== null) return refuse(410, '下载链接已使用，请重新下载');
    const extension = /\.[a-z0-9]{1,8}$/iu.exec(link.file_path)?.[0].toLowerCase() ?? '';
    const bucket = fastify.files.packageBucket;
    if (bucket) {
      // A package published by checksum only is built and stored on its first download.
      if (!(await bucket.has(link.file_path))) {
        const temporary = path.join(tmpdir(), `yunmo-package-${linkId}.zip`);
        try {
          if (await buildPackageOnDemand(db, link.model_id, temporary, link.sha256))
            await bucket.put(link.file_path, temporary);
        } finally {
          await rm(temporary, { force: true });
        }
      }
      // A private bucket: the delivery is a presigned GET for what is left of the link's life; the
      // link is spent when it is handed out (ranges resume against the presigned URL).
      const spent = await db.rows<{ id: string }>(sql`
        update download_links set bytes_served = ${Number(link.size_bytes)}, fetched_at = now(), delivered_at = now()
        where id = ${linkId} and user_id = ${userId} and delivered_at is null and bytes_served = 0 and expires_at > now()
        returning id`);
      if (spent.length === 0) return refuse(410, '下载链接已使用，请重新下载');
      const seconds = (new Date(link.expires_at).getTime() - Date.now()) / 1000;
      const location = await bucket.presignedGet(
        link.file_path,
        contentDisposition(link.title, extension),
        seconds,
      );
      return reply
        .code(302)
        .header('cache-control', 'private, no-store')
        .header('location', location)
        .send();
    }
    const diskPath = fastify.files.packagePath(link.file_path);
    let info = diskPath ? await stat(diskPath).catch(() => null) : null;
    // A package published by checksum only is built on its first download and kept.
    if (diskPath && !info && (await buildPackageOnDemand(db, link.model_id, diskPath, link.sha256)))
      info = await stat(diskPath).catch(() => null);
    if (!diskPath || !info?.isFile()) return refuse(404, '文件不存在');
    const range = parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable')
      return reply
        .code(416)
        .header('cache-control', 'no-store')
        .header('content-range', `bytes */${String(info.size)}`)
        .send();
    const start = range ? range.start : 0;
    const end = range ? range.end : info.size - 1;
    const length = end - start + 1;
    // Reserve the bytes before sending them: a whole-file request only as the delivery's first
    // request, ranges only within the budget. Concurrent requests are decided by the row update.
    const reserved = await db.rows<{ id: string }>(sql`
      update download_links set bytes_served = bytes_served + ${length}, fetched_at = coalesce(fetched_at, now())
      where id = ${linkId} and user_id = ${userId} and delivered_at is null and expires_at > now()
        and bytes_served + ${length} < ${info.size * 2}
        ${range === null ? sql`and bytes_served = 0` : sql``}
      returning id`);
    if (reserved.length === 0) return refuse(410, '下载链接已使用，请重新下载');
    reply
      .header('content-type', extension === '.zip' ? 'application/zip' : 'application/octet-stream')
      .header('content-disposition', contentDisposition(link.title, extension))
      .header('cache-control', 'private, no-store')
      .header('accept-ranges', 'bytes')
      .header('x-content-sha256', link.sha256)
      .header('repr-digest', `sha-256=:${Buffer.from(link.sha256, 'hex').toString('base64')}:`);
    const body = createReadStream(diskPath, { start, end });
    if (end === info.size - 1) {
      // The delivery is complete once its last byte has been read out to the client.
      body.once('end', () => {
        db.rows(
          sql`update download_links set delivered_at = now() where id = ${linkId} and delivered_at is null`,
        ).catch((error: unknown) =>
          request.log.error({ err: error }, 'marking a download delivered failed'),
        );
      });
    }
    if (range)
      reply
        .code(206)
        .header('content-range', `bytes ${String(start)}-${String(end)}/${String(info.size)}`);
    reply.header('content-length', length);
    return reply.send(body);
  });
};

export default download;
