import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import {
  loginRoute,
  registerRoute,
  sendSmsCodeRoute,
  getCaptchaRoute,
  submitFeedbackRoute,
  getFeedbackUploadPolicyRoute,
} from '@yunmo/api-contract/accounts';
import { changeAuthorCoverRoute } from '@yunmo/api-contract/authors';
import { searchByImageRoute } from '@yunmo/api-contract/image-search';
import { toFastifyPath } from '@yunmo/api-contract/route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiError, errorMessages } from '../../errors.js';

/** Calls whose abuse costs (guessing passwords, SMS, CPU-heavy picture work, storage): a tighter budget. */
const costlyPaths = new Set(
  [
    loginRoute,
    registerRoute,
    sendSmsCodeRoute,
    getCaptchaRoute,
    submitFeedbackRoute,
    getFeedbackUploadPolicyRoute,
    changeAuthorCoverRoute,
    searchByImageRoute,
  ].map((route) => toFastifyPath(route.path)),
);

const staticFile =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|glb|txt|xml|json|webmanifest)$/iu;

/**
 * Static assets and images are cached and cheap to serve, so they never count: one cold home-page
 * visit is dozens of them. API calls, legacy calls and page loads do.
 */
export function isFreeOfLimit(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path.startsWith('/api/') || path.startsWith('/v1/') || path.startsWith('/user/v1/'))
    return false;
  return path.startsWith('/assets/') || path.startsWith('/files/') || staticFile.test(path);
}

/**
 * Signed-in callers are counted per session (so colleagues behind one office address do not share a
 * budget); guests per address. The address also has its own, larger ceiling (below), so inventing
 * session cookies buys no extra requests.
 */
function limitKey(request: FastifyRequest): string {
  const token = request.cookies?.token;
  if (typeof token === 'string' && token.length > 0 && token.length <= 512) {
    // A personal access token has a budget of its own (bearer-auth put it in the credential slot).
    const kind = request.apiTokenScope === null ? 'session' : 'apiToken';
    return `${kind}:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
  }
  return `address:${request.ip}`;
}

/** Request budgets per minute; shared through Redis when REDIS_URL is set, in memory otherwise. */
export default fp(
  async function rateLimitPlugin(fastify: FastifyInstance) {
    const config = fastify.config;
    const redisUrl = config.REDIS_URL;
    const redis =
      redisUrl === undefined
        ? undefined
        : new Redis(redisUrl, {
            connectTimeout: 500,
            maxRetriesPerRequest: 1,
            enableOfflineQueue: false,
          });
    if (redis !== undefined) {
      fastify.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    const refusal = (_request: FastifyRequest, context: { statusCode: number; ttl: number }) =>
      new ApiError(context.statusCode, 'RATE_LIMITED', errorMessages.rateLimited, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      });
    // Runs before the limiter's own onRoute hook, which reads the route's config.
    fastify.addHook('onRoute', (route) => {
      if (costlyPaths.has(route.url) && route.method !== 'GET') {
        route.config = {
          ...(route.config as object),
          rateLimit: { max: config.RATE_LIMIT_COSTLY_MAX, timeWindow: 60_000 },
        };
      }
    });
    await fastify.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: 60_000,
      keyGenerator: limitKey,
      allowList: isFreeOfLimit,
      // A Redis outage must not take the site down with it.
      skipOnError: true,
      ...(redis === undefined ? {} : { redis, nameSpace: `${config.REDIS_KEY_PREFIX}bff-rate:` }),
      errorResponseBuilder: refusal,
    });
    // The address ceiling, whatever session cookies it sends: sized for an office behind one NAT.
    const addressCeiling = fastify.createRateLimit({
      max: config.RATE_LIMIT_ADDRESS_MAX,
      timeWindow: 60_000,
      keyGenerator: (request) => `ceiling:${request.ip}`,
      allowList: isFreeOfLimit,
      skipOnError: true,
    });
    fastify.addHook('onRequest', async (request, reply) => {
      const verdict = await addressCeiling(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        void reply.header('retry-after', String(verdict.ttlInSeconds));
        throw refusal(request, { statusCode: 429, ttl: verdict.ttl });
      }
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'bearer-auth'] },
);
