import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { fenToYuanString } from '@yunmo/domain/money';
import { z } from 'zod';
import { requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { optionalId, parseParams, requiredOneOf } from '../../../http/params.js';
import {
  assertShutdownAllowsSale,
  createQrOrderAnswer,
  idempotencyKeyOf,
  orderNumberParam,
  pollAnswer,
} from '../../../payments/legacy.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

interface PackageRow {
  id: number;
  name: string;
  downloads: number;
  price_fen: number;
  original_price_fen: number;
}

const openBody = z.object({
  id: optionalId('id'),
  // 1 Alipay, 2 WeChat: both are QR orders of the configured provider.
  openCategory: requiredOneOf('openCategory', [1, 2] as const),
  idempotencyKey: z.string().max(64).optional(),
});

/** Download packages: the list (public), buying one by QR order, the order state. */
const downloadPackage: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/list', async (_request, reply) => {
    const rows = await db.rows<PackageRow>(
      sql`select id, name, downloads, price_fen, original_price_fen from download_packages where active order by sort, id`,
    );
    return reply.v1(
      v1Calls.packages,
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        downloadNumber: row.downloads,
        price: fenToYuanString(row.price_fen),
        priceFen: row.price_fen,
        originalPrice: fenToYuanString(row.original_price_fen),
        unitPrice: fenToYuanString(Math.round(row.price_fen / row.downloads)),
      })),
    );
  });

  fastify.post('/open', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(openBody, request.body);
    if (body.id === undefined) throw new LegacyError(400, '参数错误：缺少 id');
    const rows = await db.rows<PackageRow>(
      sql`select id, name, downloads, price_fen, original_price_fen from download_packages where id = ${body.id} and active`,
    );
    const found = rows[0];
    if (!found) throw new LegacyError(404, '下载包不存在');
    await assertShutdownAllowsSale(db, { type: 'package' }, new Date());
    return reply.v1(
      v1Calls.packageOrder,
      await createQrOrderAnswer(fastify, request, {
        userId,
        purpose: 'package',
        amountFen: found.price_fen,
        reference: `package:${String(found.id)}`,
        idempotencyKey: idempotencyKeyOf(request, body),
        subject: `云模${found.name}`,
      }),
    );
  });

  fastify.get('/queryOrder', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const query = parseParams(z.object({ outTradeNo: orderNumberParam }), request.query);
    const { code, msg, order } = await pollAnswer(fastify, userId, query.outTradeNo, ['package']);
    const balance = await db.rows<{ count: number }>(
      sql`select download_package_count as count from users where id = ${userId}`,
    );
    return reply.send({
      code,
      msg,
      data: {
        outTradeNo: order.order_number,
        state: order.state,
        downloadPackageNumber: Number(balance[0]?.count ?? 0),
      },
    });
  });
};

export default downloadPackage;
