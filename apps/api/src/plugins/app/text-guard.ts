import fp from 'fastify-plugin';
import { LegacyError } from '../../http/legacy-error.js';

/** Whether a query or JSON body holds a NUL character anywhere, keys included. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
    );
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: a value carrying one would fail deep in a query as
 * a server error. Every request is checked once, before any route, and refused as bad input.
 */
export default fp(
  (fastify, _options, done) => {
    fastify.addHook('preValidation', async (request) => {
      if (containsNul(request.query) || containsNul(request.body) || containsNul(request.params)) {
        throw new LegacyError(400, '参数错误：包含无效字符');
      }
    });
    done();
  },
  { name: 'text-guard' },
);
