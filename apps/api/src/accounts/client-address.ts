import type { FastifyRequest } from 'fastify';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The visitor's address. Behind the gateway (a loopback peer) it is the `x-client-ip` header the
 * gateway sets, overwriting whatever the visitor sent; from anywhere else it is the socket peer.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers['x-client-ip'];
  if (loopback.has(request.ip) && typeof forwarded === 'string' && forwarded.length > 0 && forwarded.length <= 64) return forwarded;
  return request.ip;
}
