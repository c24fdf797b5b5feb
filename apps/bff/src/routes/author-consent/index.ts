import { wholeList } from '@yunmo/api-contract/common';
import {
  getAuthorConsentRoute,
  listConvertedModelsRoute,
  putAuthorConsentRoute,
} from '@yunmo/api-contract/author-consent';
import { kindFromCode } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../errors.js';
import type { UpstreamCall } from '../../plugins/app/upstream.js';
import { registerRoute } from '../../http/register-route.js';

const legacyConsentSchema = z.object({
  record: z.number().int(),
  state: z.number().int(),
  defaultFrom: z.string().optional(),
  idleMonths: z.number().int().optional(),
});
const legacyConversionSchema = z.object({
  uuid: z.string(),
  kind: z.number().int(),
  title: z.string(),
  chargeCategory: z.number().int(),
  convertedAt: z.string(),
});

/** The legacy API answers 403 to users who are not authors. */
const legacyForbiddenCode = 403;
const defaults = { defaultFrom: '2024-08-01', idleMonths: 3 } as const;

function toConsent(legacy: z.infer<typeof legacyConsentSchema>) {
  return {
    answered: legacy.record === 1,
    autoConversion: legacy.state === 1,
    defaultFrom: legacy.defaultFrom ?? defaults.defaultFrom,
    idleMonths: legacy.idleMonths ?? defaults.idleMonths,
  };
}

export default async function authorConsentRoutes(fastify: FastifyInstance): Promise<void> {
  /** Calls the legacy API, turning its "not an author" refusal into 403 FORBIDDEN. */
  async function callAsAuthor<T>(
    request: FastifyRequest,
    call: UpstreamCall,
    schema: z.ZodType<T>,
  ): Promise<T> {
    try {
      return await fastify.v1.fetch(request, { ...call, login: true }, schema);
    } catch (error) {
      if (error instanceof ApiError && error.extra.legacyCode === legacyForbiddenCode) {
        throw new ApiError(403, 'FORBIDDEN', error.message);
      }
      throw error;
    }
  }

  registerRoute(fastify, getAuthorConsentRoute, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return toConsent(
      await callAsAuthor(request, { path: '/v1/mode-letter/getState' }, legacyConsentSchema),
    );
  });

  registerRoute(fastify, putAuthorConsentRoute, async (request) => {
    const state = request.body.autoConversion ? 1 : 0;
    await callAsAuthor(
      request,
      { method: 'POST', path: '/v1/mode-letter/updateState', body: { state } },
      legacyConsentSchema,
    );
    // Answer the stored state, with the defaults the API reports.
    return toConsent(
      await callAsAuthor(request, { path: '/v1/mode-letter/getState' }, legacyConsentSchema),
    );
  });

  registerRoute(fastify, listConvertedModelsRoute, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const rows = await callAsAuthor(
      request,
      { path: '/v1/mode-letter/conversions' },
      z.array(legacyConversionSchema),
    );
    return wholeList(
      rows.flatMap((row) => {
        const kind = kindFromCode(row.kind);
        return kind === undefined
          ? []
          : [
              {
                uuid: row.uuid,
                kind,
                title: row.title,
                chargeCategory: row.chargeCategory,
                convertedAt: row.convertedAt,
              },
            ];
      }),
    );
  });
}
