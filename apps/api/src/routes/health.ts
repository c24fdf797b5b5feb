import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { filesDirectory } from '../config/env.js';

const checkTimeoutMs = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timed out')), checkTimeoutMs).unref(),
    ),
  ]);
}

/** Liveness and readiness for load balancers and the gateway. */
const health: FastifyPluginAsync = async (fastify) => {
  // Alive as long as the process answers, under pressure too: shedding load is not a reason to restart.
  fastify.get(
    '/healthz',
    { config: { pressureHandler: () => undefined, rateLimit: false } },
    (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  // Ready when the database answers and the files directory takes a write.
  fastify.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    const checks = { database: 'ok', storage: 'ok' };
    try {
      await withTimeout(fastify.db.rows(sql`select 1`));
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      checks.database = 'unreachable';
    }
    try {
      const directory = filesDirectory(fastify.config);
      const probe = path.join(directory, `.ready-${randomUUID()}`);
      await mkdir(directory, { recursive: true });
      await writeFile(probe, '');
      await rm(probe);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: storage not writable');
      checks.storage = 'not writable';
    }
    const ready = checks.database === 'ok' && checks.storage === 'ok';
    // Redis down leaves the process ready (login limits fall back to this process) but says so.
    const redis = fastify.accountSecurity.stateStatus();
    const degraded = redis === 'degraded';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: ready ? (degraded ? 'degraded' : 'ok') : 'unavailable',
        checks: { ...checks, redis },
      });
  });
};

export default health;
