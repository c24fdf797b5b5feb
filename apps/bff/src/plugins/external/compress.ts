import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers above 1 KB are compressed by negotiation (brotli, then gzip). Built assets carry their
 * precompressed copies (see spa.ts), so this works on JSON and HTML only in practice.
 */
export default fp(
  async function compressPlugin(fastify: FastifyInstance) {
    await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
