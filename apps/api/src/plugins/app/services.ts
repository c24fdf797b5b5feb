import fp from 'fastify-plugin';
import { buildDownloadService, type DownloadService } from '../../downloads/service.js';
import { buildPayments, type Payments } from '../../payments/setup.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The download engine and its link secret: one per API process. */
    downloads: DownloadService;
    /** The payment service and its providers: one per API process. */
    payments: Payments;
  }
}

/** The download and payment services, built once from the configuration and the database. */
export default fp(
  async (fastify) => {
    fastify.decorate(
      'downloads',
      await buildDownloadService(fastify.db, fastify.config, (mode) => {
        fastify.metrics.downloads.inc({ mode });
      }),
    );
    fastify.decorate('payments', await buildPayments(fastify.db, fastify.config));
  },
  { name: 'services', dependencies: ['env', 'db', 'metrics'] },
);
