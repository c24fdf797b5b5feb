import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiError, errorMessages } from '../../errors.js';

/** Per-address request budget; shared through Redis when REDIS_URL is set, in memory otherwise. */
export default fp(
  async function rateLimitPlugin(fastify: FastifyInstance) {
    const redisUrl = fastify.config.REDIS_URL;
    const redis =
      redisUrl === undefined
        ? undefined
        : new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    if (redis !== undefined) {
      fastify.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.RATE_LIMIT_MAX,
      timeWindow: 60_000,
      // A Redis outage must not take the site down with it.
      skipOnError: true,
      ...(redis === undefined ? {} : { redis, nameSpace: 'yunmo-bff-rate:' }),
      errorResponseBuilder: (_request, context) =>
        new ApiError(context.statusCode, 'RATE_LIMITED', errorMessages.rateLimited, {
          details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
