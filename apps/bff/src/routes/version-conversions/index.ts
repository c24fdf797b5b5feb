import {
  getVersionConversionOptionsRoute,
  requestVersionConversionRoute,
  type VersionConversionOptions,
} from '@yunmo/api-contract/version-conversions';
import { VERSION_CONVERSION_MESSAGES } from '@yunmo/domain/messages';
import type { FastifyInstance } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { registerRoute } from '../../http/register-route.js';

const lightOf = (light: string) => (light ? light : null);

export default async function versionConversionRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(
    fastify,
    getVersionConversionOptionsRoute,
    async (request): Promise<VersionConversionOptions> => {
      const { uuid } = request.params;
      const editions = await fastify.v1.call(request, v1Calls.versions, { query: { uuid } });
      return {
        convertible: (editions.list1 ?? [])
          .map((file) => ({
            fileId: file.fileId,
            version: file.edition,
            light: lightOf(file.light),
            targets: file.editions.filter(Boolean),
          }))
          .filter((file) => file.targets.length > 0),
        files: (editions.list2 ?? []).map((file) => ({
          fileId: file.fileId,
          version: file.edition,
          light: lightOf(file.light),
          sizeMb: Math.max(0, file.size ?? 0),
        })),
      };
    },
  );

  registerRoute(fastify, requestVersionConversionRoute, async (request) => {
    const { uuid } = request.params;
    await fastify.v1.call(request, v1Calls.submitVersion, {
      body: { uuid, fileId: request.body.fileId, version: request.body.version },
    });
    return { message: VERSION_CONVERSION_MESSAGES.submitted };
  });
}
