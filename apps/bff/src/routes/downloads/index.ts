import {
  acceptDownloadAgreementRoute,
  downloadCheckRoute,
  downloadPayRoute,
  downloadQuoteSchema,
  getDownloadQuotaRoute,
  type DownloadStepAnswer,
} from '@yunmo/api-contract/downloads';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import {
  interpretCheckUserPay,
  interpretDownPay,
  interpretMappingDownState,
  interpretMappingPay,
  interpretUe4CheckDownload,
  interpretUecDownState,
  type DownloadStep,
  type LegacyResult,
} from '@yunmo/domain/download-flow';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../http/register-route.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

type DownloadStepCall = typeof v1Calls.checkUserPay;

const linkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string(),
  // A texture's HDR map, granted with it (MAPPING flag 2).
  hdrPath: z.string().optional(),
  hdrFileName: z.string().optional(),
  hdrSizeBytes: z.number().int().nonnegative().optional(),
  hdrSha256: z.string().optional(),
});

/** Name, size and checksum of one file of a link answer: the main file, or the HDR map it carries. */
function fileFacts(link: z.infer<typeof linkSchema>, url: string) {
  if (link.hdrPath !== undefined && url === link.hdrPath && link.hdrFileName !== undefined)
    return {
      fileName: link.hdrFileName,
      sizeBytes: link.hdrSizeBytes ?? null,
      sha256: link.hdrSha256 ?? null,
    };
  return { fileName: link.fileName, sizeBytes: link.sizeBytes, sha256: link.sha256 };
}

// The upstream's quote has the contract's shape: it is checked, not reshaped.
const quoteOf = (data: unknown) => {
  const parsed = downloadQuoteSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/** The domain's next step, with the quote and the file's name, size and checksum added. */
function enrich(step: DownloadStep, result: LegacyResult): DownloadStepAnswer {
  const quote = quoteOf(result.data);
  switch (step.step) {
    case 'couponChoice':
    case 'purchaseConfirm':
    case 'triggerDownload':
      return { step: step.step, quote };
    case 'flowFeeConfirm':
      return { step: 'flowFeeConfirm', feeFen: step.feeFen, quote };
    case 'memberConfirm':
      return { step: 'memberConfirm', downNumber: step.downNumber, quote };
    case 'payDialog':
      return { step: 'payDialog', payPriceFen: quote?.priceFen ?? step.payPriceFen };
    case 'link': {
      const link = linkSchema.safeParse(result.data);
      return {
        step: 'link',
        files: step.files.map((file) => {
          const facts = link.success ? fileFacts(link.data, file.url) : null;
          return {
            action: file.action,
            url: file.url,
            fileName: facts
              ? facts.fileName.replace(
                  /(\.[^.]+)$/u,
                  `${file.action === 'download' ? file.fileNameSuffix : ''}$1`,
                )
              : '',
            sizeBytes: facts?.sizeBytes ?? null,
            sha256: facts?.sha256 ?? null,
          };
        }),
      };
    }
    case 'captcha':
    case 'agreement':
    case 'message':
      return step;
  }
}

const uuidBody = (
  uuid: string,
  body: {
    versionId?: number | undefined;
    verify?: string | undefined;
    payCategory?: number | undefined;
    source?: string | undefined;
    flag?: number | undefined;
  },
) => ({
  uuid,
  fileId: body.versionId,
  verify: body.verify,
  payCategory: body.payCategory,
  // The pay check and the download carry the page's source and the client flag (spec §7.2).
  source: body.source || undefined,
  flag: body.flag,
});

const checkCalls: Record<
  AssetKind,
  { call: DownloadStepCall; interpret: (result: LegacyResult) => DownloadStep }
> = {
  max: {
    call: v1Calls.checkUserPay,
    interpret: (result) =>
      interpretCheckUserPay(result, {
        fundsSufficient: quoteOf(result.data)?.fundsSufficient ?? false,
      }),
  },
  su: {
    call: v1Calls.checkUserPay,
    interpret: (result) =>
      interpretCheckUserPay(result, {
        fundsSufficient: quoteOf(result.data)?.fundsSufficient ?? false,
      }),
  },
  mapping: { call: v1Calls.mappingDownState, interpret: interpretMappingDownState },
  ue4: { call: v1Calls.ue4CheckDownload, interpret: interpretUe4CheckDownload },
  uec: { call: v1Calls.uecDownState, interpret: interpretUecDownState },
};
const payCalls: Record<
  AssetKind,
  { call: DownloadStepCall; interpret: (result: LegacyResult) => DownloadStep }
> = {
  max: {
    call: v1Calls.downPay,
    interpret: (result) => interpretDownPay(result, quoteOf(result.data)?.priceFen ?? 0),
  },
  su: {
    call: v1Calls.downPay,
    interpret: (result) => interpretDownPay(result, quoteOf(result.data)?.priceFen ?? 0),
  },
  mapping: { call: v1Calls.mappingPayDown, interpret: interpretMappingPay },
  ue4: {
    call: v1Calls.ue4Down,
    interpret: (result) =>
      result.code === 200 ? interpretUe4CheckDownload(result) : interpretMappingPay(result),
  },
  uec: {
    call: v1Calls.uecDown,
    interpret: (result) =>
      result.code === 200 ? interpretUecDownState(result) : interpretMappingPay(result),
  },
};

export default async function downloadRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, downloadCheckRoute, async (request) => {
    const call = checkCalls[request.params.kind];
    const result = await fastify.v1.envelope(
      request,
      call.call,
      { body: uuidBody(request.params.uuid, request.body) },
      { answers: 'all' },
    );
    return enrich(call.interpret(result), result);
  });

  registerRoute(fastify, downloadPayRoute, async (request) => {
    const call = payCalls[request.params.kind];
    const result = await fastify.v1.envelope(
      request,
      call.call,
      { body: uuidBody(request.params.uuid, request.body) },
      { answers: 'all' },
    );
    return enrich(call.interpret(result), result);
  });

  registerRoute(fastify, acceptDownloadAgreementRoute, async (request, reply) => {
    await fastify.v1.call(request, v1Calls.downloadAgree);
    return reply.code(204).send();
  });

  registerRoute(fastify, getDownloadQuotaRoute, async (request) => {
    // What remains, as the page shows it (the counts used stay with the API).
    const quota = await fastify.v1.call(request, v1Calls.downloadQuota);
    return {
      tier: quota.tier,
      dailyLimit: quota.dailyLimit,
      dailyLeft: quota.dailyLeft,
      memberMonthLimit: quota.memberMonthLimit,
      memberMonthLeft: quota.memberMonthLeft,
      memberTexturesLeft: quota.memberTexturesLeft,
      balances: quota.balances,
    };
  });
}
