import fp from 'fastify-plugin';
import { scheduleNightlyJobs } from '../../jobs/nightly.js';

/**
 * Runs the nightly jobs (auto conversion) inside the API process, once per night across all API
 * processes (jobs/claims.ts); `node dist/jobs/cli.js` runs them by hand.
 */
export default fp(
  (fastify, _options, done) => {
    const cancel = scheduleNightlyJobs(
      fastify.db,
      fastify.log,
      fastify.config.NIGHTLY_JOBS_EVERY_MS,
    );
    fastify.addHook('onClose', (_instance, closed) => {
      cancel();
      closed();
    });
    done();
  },
  { name: 'nightly-jobs', dependencies: ['env', 'db'] },
);
