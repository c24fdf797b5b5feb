import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    // Images and files are embedded by the web app served from another origin (the BFF).
    await fastify.register(helmet, {
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: false,
    });
  },
  { name: 'helmet' },
);
