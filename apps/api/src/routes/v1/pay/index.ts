import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { fenToYuanString } from '@yunmo/domain/money';
import { isOrderNumber } from '@yunmo/domain/orders';
import { z } from 'zod';
import { requireUserId } from '../../../http/auth.js';
import { parseParams } from '../../../http/params.js';
import { orderNumberParam } from '../../../payments/legacy.js';
import { sandboxCashierPath } from '../../../payments/providers/sandbox.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const purposeTitles: Record<string, string> = {
  gold: '黄金会员（一年）',
  membership: '极速下载达人年度会员',
  package: '下载包',
  download: '模型下载',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/gu, (character) => `&#${String(character.charCodeAt(0))};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;margin:0;color:#222}main{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:20px;margin:0 0 4px}.tag{display:inline-block;font-size:12px;color:#b26a00;background:#fff4e0;border-radius:4px;padding:2px 6px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0}dt{color:#888}dd{margin:0}.amount{font-size:28px;color:#e4393c;font-weight:600}form{display:inline}button{font-size:16px;border:0;border-radius:4px;padding:10px 22px;margin-right:12px;cursor:pointer}.pay{background:#1677ff;color:#fff}.fail{background:#eee;color:#444}.state{font-size:18px;font-weight:600}</style></head><body><main>${body}</main></body></html>`;
}

/** Payment provider calls: the sandbox cashier page, provider notifications, closing an order. */
const pay: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;
  const { service, sandbox } = fastify.payments;

  // Signatures cover the body byte for byte, so this plugin keeps bodies as the raw text.
  fastify.removeContentTypeParser(['application/json']);
  fastify.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  fastify.get('/sandbox/cashier/:orderNumber', async (request, reply) => {
    const { orderNumber } = request.params as { orderNumber: string };
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    const rows = isOrderNumber(orderNumber)
      ? await db.rows<{
          order_number: string;
          amount_fen: number;
          state: string;
          purpose: string;
          channel: string;
          expires_at: string | Date;
        }>(
          sql`select order_number, amount_fen, state, purpose, channel, expires_at from payment_orders where order_number = ${orderNumber}`,
        )
      : [];
    const order = rows[0];
    if (!order || order.channel !== 'sandbox')
      return reply
        .code(404)
        .send(page('订单不存在', '<h1>订单不存在</h1><p>请回到云模重新下单。</p>'));
    const expired = order.state === 'created' && new Date(order.expires_at).getTime() <= Date.now();
    const state = expired ? 'expired' : order.state;
    const details = `<span class="tag">沙箱收银台 · 不会产生真实扣款</span><h1>云模收银台</h1>
<dl><dt>商品</dt><dd>${escapeHtml(purposeTitles[order.purpose] ?? order.purpose)}</dd><dt>订单号</dt><dd>${escapeHtml(order.order_number)}</dd><dt>金额</dt><dd class="amount">¥${fenToYuanString(order.amount_fen)}</dd></dl>`;
    if (state !== 'created') {
      const text = state === 'paid' ? '支付成功' : '订单已关闭';
      return reply.send(
        page('云模收银台', `${details}<p class="state" data-state="${state}">${text}</p>`),
      );
    }
    const form = (result: 'paid' | 'failed', label: string, className: string) => {
      const fields = sandbox.signedNotify(order.order_number, order.amount_fen, result);
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return `<form method="post" action="/v1/pay/notify/sandbox">${inputs}<button type="submit" class="${className}">${label}</button></form>`;
    };
    return reply.send(
      page(
        '云模收银台',
        `${details}<p>请确认支付：</p>${form('paid', '确认支付', 'pay')}${form('failed', '支付失败', 'fail')}`,
      ),
    );
  });

  fastify.post('/notify/:provider', async (request, reply) => {
    const { provider } = request.params as { provider: string };
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const outcome = await service.notify(provider, { rawBody, headers: request.headers });
    request.log.info({ provider, outcome }, 'payment notification');
    const accepted = outcome !== 'forged';
    // The sandbox cashier's form goes back to its page, which shows the order's state.
    const contentType = String(request.headers['content-type'] ?? '');
    if (provider === 'sandbox' && contentType.includes('x-www-form-urlencoded') && accepted) {
      const orderNumber = new URLSearchParams(rawBody).get('orderNumber') ?? '';
      return reply.code(303).header('location', sandboxCashierPath(orderNumber)).send();
    }
    const answer = service.notifyAnswer(provider, accepted);
    if (!answer) return reply.code(404).send({ code: 404, msg: '支付渠道不存在', data: null });
    return reply.code(answer.status).header('content-type', answer.contentType).send(answer.body);
  });

  fastify.post('/closeOrder', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({ outTradeNo: orderNumberParam }),
      parseJsonBody(request.body),
    );
    const order = await service.close(userId, body.outTradeNo);
    if (!order) return reply.fail(404, '订单不存在');
    return reply.v1(v1Calls.closeOrder, { outTradeNo: order.order_number, state: order.state });
  });
};

/** This plugin keeps bodies as text; JSON calls are parsed here (bad JSON reads as empty). */
function parseJsonBody(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(body));
  }
}

export default pay;
