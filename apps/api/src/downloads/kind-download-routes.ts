import type { V1Call } from '@yunmo/api-contract/v1/calls';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUserId } from '../http/auth.js';
import { LegacyError } from '../http/legacy-error.js';
import { optionalId, optionalOneOf, parseParams } from '../http/params.js';
import type { DownloadResult } from './engine.js';
import { commonAnswer, linkData, type LegacyAnswer } from './legacy-answers.js';

const kindMapping = 3;
const kindUe4 = 4;

const downBody = z.object({
  id: optionalId('id'),
  uuid: z.string().max(64).optional(),
  fileId: optionalId('fileId'),
  verify: z
    .string()
    .trim()
    .max(16)
    .optional()
    .transform((value) => (value ? value : undefined)),
  payCategory: optionalOneOf('payCategory', [0, 1, 2, 3] as const),
});

function modelOf(body: z.infer<typeof downBody>): { uuid: string } | { id: number } {
  if (body.uuid) return { uuid: body.uuid };
  if (body.id !== undefined) return { id: body.id };
  throw new LegacyError(400, '参数错误：缺少 id');
}

/** The state step of MAPPING (20002 member confirm, 202 buy), UE4 (payState 2/0/1) and UEC (202 buy). */
function stateAnswer(kind: number, result: DownloadResult): LegacyAnswer {
  const common = commonAnswer(result);
  if (common) return common;
  if (result.outcome === 'granted')
    return { code: 200, msg: 'success', data: successData(kind, result) };
  if (result.outcome !== 'confirm') return { code: 201, msg: '下载失败', data: null };
  if (kind === kindMapping && result.decision.type === 'memberQuota')
    return { code: 20002, msg: '会员下载', data: result.quote };
  if (kind === kindUe4) {
    const payState =
      result.decision.type === 'memberQuota' ? 2 : result.decision.reason === 'flowFee' ? 1 : 0;
    return { code: 200, msg: 'success', data: { ...result.quote, payState } };
  }
  return { code: 202, msg: `需支付${result.quote.payPrice}元`, data: result.quote };
}

function successData(kind: number, result: Extract<DownloadResult, { outcome: 'granted' }>) {
  const link = linkData(result.link);
  if (kind === kindMapping) {
    const { hdr, ...main } = link;
    // Flag 2: the texture opens in a new tab and its HDR map downloads (§4.2).
    return hdr
      ? {
          ...main,
          flag: 2,
          hdrPath: hdr.url,
          hdrFileName: hdr.fileName,
          hdrSizeBytes: hdr.sizeBytes,
          hdrSha256: hdr.sha256,
        }
      : { ...main, flag: 1 };
  }
  if (kind === kindUe4) return link;
  return { ...link, zipPath: link.url };
}

/** The pay step: 200 with the files, 201 with the reason otherwise. */
function payAnswer(kind: number, result: DownloadResult): LegacyAnswer {
  const common = commonAnswer(result);
  if (common)
    return common.code === 20001 || common.code === 10001 ? common : { ...common, code: 201 };
  if (result.outcome === 'granted')
    return { code: 200, msg: 'success', data: successData(kind, result) };
  if (result.outcome === 'insufficient')
    return { code: 201, msg: `余额不足，需支付${result.quote.payPrice}元`, data: result.quote };
  return {
    code: 201,
    msg: '请确认支付方式',
    data: result.outcome === 'confirm' ? result.quote : null,
  };
}

/**
 * The download calls of one kind: state (`/down-state`, UE4 `/check-download`), pay (`/pay-down`,
 * `/down`) and `/agree` (answered as the kind's declared `agree`). They run the same engine as MAX/SU.
 */
export function registerKindDownload(fastify: FastifyInstance, kind: number, agree: V1Call): void {
  const db = fastify.db;
  const { engine } = fastify.downloads;
  const state = async (
    request: { body?: unknown; query?: unknown; headers: Record<string, unknown> },
    kindCode: number,
  ) => {
    const source =
      request.body && typeof request.body === 'object' && Object.keys(request.body).length > 0
        ? request.body
        : request.query;
    const body = parseParams(downBody, source);
    return stateAnswer(
      kindCode,
      await engine.download(
        await requireUserId(db, request as never),
        { kinds: [kindCode], model: modelOf(body), versionId: body.fileId, verify: body.verify },
        'check',
      ),
    );
  };
  const pay = async (
    request: { body?: unknown; headers: Record<string, unknown> },
    kindCode: number,
  ) => {
    const body = parseParams(downBody, request.body);
    const payCategory = body.payCategory === 0 ? undefined : body.payCategory;
    const result = await engine.download(
      await requireUserId(db, request as never),
      {
        kinds: [kindCode],
        model: modelOf(body),
        versionId: body.fileId,
        verify: body.verify,
        payCategory,
      },
      'pay',
    );
    return payAnswer(kindCode, result);
  };
  const statePath = kind === kindUe4 ? '/check-download' : '/down-state';
  const payPath = kind === kindMapping ? '/pay-down' : '/down';
  fastify.post(statePath, async (request, reply) => reply.send(await state(request, kind)));
  fastify.post(payPath, async (request, reply) => reply.send(await pay(request, kind)));
  fastify.post('/agree', async (request, reply) => {
    const userId = await requireUserId(db, request);
    await engine.agree(userId);
    return reply.v1(agree, null);
  });
}
