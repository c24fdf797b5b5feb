import fp from 'fastify-plugin';
import { scheduleNightlyJobs } from '../../jobs/nightly.js';

/** Runs the nightly jobs (auto conversion) inside the API process; `node dist/jobs/cli.js` runs them by hand. */
export default fp(
  (fastify, _options, done) => {
    const cancel = scheduleNightlyJobs(fastify.db, fastify.log);
    fastify.addHook('onClose', (_instance, closed) => {
      cancel();
      closed();
    });
    done();
  },
  { name: 'nightly-jobs', dependencies: ['db'] },
);
