import { wholeList } from '@yunmo/api-contract/common';
import {
  getAuthorConsentRoute,
  listConvertedModelsRoute,
  putAuthorConsentRoute,
} from '@yunmo/api-contract/author-consent';
import { kindFromCode } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v1Calls, type V1Call, type V1Data, type V1Input } from '@yunmo/api-contract/v1/calls';
import { ApiError } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';

/** The legacy API answers 403 to users who are not authors. */
const legacyForbiddenCode = 403;
const defaults = { defaultFrom: '2024-08-01', idleMonths: 3 } as const;

function toConsent(legacy: V1Data<typeof v1Calls.consentState>) {
  return {
    answered: legacy.record === 1,
    autoConversion: legacy.state === 1,
    defaultFrom: legacy.defaultFrom ?? defaults.defaultFrom,
    idleMonths: legacy.idleMonths ?? defaults.idleMonths,
  };
}

export default async function authorConsentRoutes(fastify: FastifyInstance): Promise<void> {
  /** Calls the legacy API, turning its "not an author" refusal into 403 FORBIDDEN. */
  async function callAsAuthor<C extends V1Call>(
    request: FastifyRequest,
    call: C,
    input?: V1Input<C>,
  ): Promise<V1Data<C>> {
    try {
      return await fastify.v1.call(request, call, input);
    } catch (error) {
      if (error instanceof ApiError && error.extra.legacyCode === legacyForbiddenCode) {
        throw new ApiError(403, 'FORBIDDEN', error.message);
      }
      throw error;
    }
  }

  registerRoute(fastify, getAuthorConsentRoute, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return toConsent(await callAsAuthor(request, v1Calls.consentState));
  });

  registerRoute(fastify, putAuthorConsentRoute, async (request) => {
    const state = request.body.autoConversion ? 1 : 0;
    await callAsAuthor(request, v1Calls.updateConsent, { body: { state } });
    // Answer the stored state, with the defaults the API reports.
    return toConsent(await callAsAuthor(request, v1Calls.consentState));
  });

  registerRoute(fastify, listConvertedModelsRoute, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const rows = await callAsAuthor(request, v1Calls.consentConversions);
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
