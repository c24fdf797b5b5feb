import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const require = createRequire(import.meta.url);

/** Serves the generated OpenAPI document of /api (the committed one) at /api/docs. */
export default fp(
  async function swaggerPlugin(fastify: FastifyInstance) {
    const documentPath = require.resolve('@yunmo/api-contract/openapi.json');
    const document = JSON.parse(await readFile(documentPath, 'utf8')) as Record<string, unknown>;
    const legacyDocument = await readFile(
      require.resolve('@yunmo/api-contract/legacy-openapi.json'),
      'utf8',
    );
    await fastify.register(swagger, { mode: 'static', specification: { document } as never });
    // The legacy /v1 calls the gateway passes through, as an OpenAPI document of their own.
    fastify.get('/api/docs/v1.json', { schema: { hide: true } }, (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(legacyDocument),
    );
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger', dependencies: ['helmet'] },
);
