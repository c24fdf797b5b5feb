import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** JSON answers above 1 KB are compressed by negotiation (brotli, then gzip); the gateway passes them through. */
export default fp(
  async (fastify) => {
    await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
