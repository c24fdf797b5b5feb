import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { LegacyError } from '../../../http/legacy-error.js';
import { parseParams } from '../../../http/params.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const signatureQuery = z.object({
  url: z
    .string({ error: '参数错误：缺少 url' })
    .trim()
    .max(1024, { error: '参数错误：url 过长' })
    .refine((value) => /^https?:\/\/[^\s#]+$/u.test(value), {
      error: '参数错误：url 不是有效的网页地址',
    }),
});
const panoBody = z.object({
  str: z
    .string({ error: '参数错误：缺少 str' })
    .trim()
    .min(1, { error: '参数错误：缺少 str' })
    .max(512, { error: '参数错误：str 过长' }),
});

/** The WeChat JS-SDK signature: sha1 of the ticket, nonce, timestamp and the page address, in that order. */
export function jsSdkSignature(
  ticket: string,
  nonceStr: string,
  timestamp: number,
  url: string,
): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${String(timestamp)}&url=${url}`)
    .digest('hex');
}

/** Share signature and pano url (spec §7.5). Public: a guest shares and looks at panoramas too. */
const share: FastifyPluginAsync = async (fastify) => {
  const settings = fastify.config;
  const panoramaHosts = new Set(
    settings.PANORAMA_HOSTS.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  );

  fastify.get('/signature', async (request, reply) => {
    const { url } = parseParams(signatureQuery, request.query);
    const appId = settings.WECHAT_APP_ID || null;
    const ticket = settings.WECHAT_JSAPI_TICKET || null;
    // Without the official account's parameters there is nothing to sign: the page logs that.
    if (appId === null || ticket === null)
      return reply.v1(v1Calls.shareSignature, {
        appId,
        timestamp: null,
        nonceStr: null,
        signature: null,
      });
    const timestamp = Math.floor(Date.now() / 1000);
    const nonceStr = randomBytes(8).toString('hex');
    return reply.v1(v1Calls.shareSignature, {
      appId,
      timestamp,
      nonceStr,
      signature: jsSdkSignature(ticket, nonceStr, timestamp, url),
    });
  });

  // `str` is a panorama work's id or a VR address; only the site's own panoramas and those of the
  // panorama hosts are answered, so a page never frames an address it was handed.
  fastify.post('/panoUrl', async (request, reply) => {
    const { str } = parseParams(panoBody, request.body);
    if (/^\d{1,12}$/u.test(str)) {
      const rows = await fastify.db.rows<{ link_path: string }>(
        sql`select link_path from author_works where id = ${Number(str)} and work_type = 5`,
      );
      const link = rows[0]?.link_path;
      if (!link) throw new LegacyError(404, '全景不存在');
      return reply.v1(v1Calls.panoUrl, { url: link });
    }
    if (str.startsWith('/') && !str.startsWith('//'))
      return reply.v1(v1Calls.panoUrl, { url: str });
    let address: URL;
    try {
      address = new URL(str);
    } catch {
      throw new LegacyError(404, '全景不存在');
    }
    if (address.protocol !== 'https:' || !panoramaHosts.has(address.hostname))
      throw new LegacyError(404, '全景不存在');
    return reply.v1(v1Calls.panoUrl, { url: address.toString() });
  });
};

export default share;
