import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      max: fastify.config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      // The BFF on the same host forwards every visitor's call; it applies its own per-visitor limit.
      allowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 429,
        msg: `请求过于频繁，请${Math.ceil(context.ttl / 1000)}秒后再试`,
        data: null,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
