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
    await fastify.register(swagger, { mode: 'static', specification: { document } as never });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger', dependencies: ['helmet'] },
);
