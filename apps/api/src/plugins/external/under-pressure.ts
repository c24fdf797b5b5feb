import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';

/** Retry-After of a shed request, in seconds. */
export const overloadRetryAfterSeconds = 10;

/** Heap limit in bytes: the configured one, else 90 % of what V8 may use. */
export function heapLimitBytes(configuredMb: number | undefined): number {
  return configuredMb === undefined
    ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
    : configuredMb * 1024 * 1024;
}

/**
 * Sheds load with 503 and Retry-After while the event loop lags or the heap is nearly full, instead
 * of queueing without bound (the error handler answers it in the legacy shape).
 */
export default fp(
  async (fastify) => {
    const config = fastify.config;
    await fastify.register(underPressure, {
      maxEventLoopDelay: config.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: heapLimitBytes(config.UNDER_PRESSURE_MAX_HEAP_USED_MB),
      retryAfter: overloadRetryAfterSeconds,
    });
  },
  { name: 'under-pressure', dependencies: ['env'] },
);
