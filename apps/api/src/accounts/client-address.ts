import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CLIENT_IP_HEADER,
  CLIENT_IP_MAX_LENGTH,
  CLIENT_IP_SIGNATURE_HEADER,
  CLIENT_IP_SIGNATURE_MAX_AGE_MS,
  clientAddressMessage,
  parseClientAddressSignature,
} from '@yunmo/domain/client-address';
import type { FastifyRequest } from 'fastify';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Whether `signature` is the gateway's HMAC of `address`, made within the last minute. */
export function isSignedByGateway(
  address: string,
  signature: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (signature === undefined) return false;
  const parsed = parseClientAddressSignature(signature);
  if (parsed === undefined || Math.abs(now - parsed.issuedAtMs) > CLIENT_IP_SIGNATURE_MAX_AGE_MS)
    return false;
  const expected = createHmac('sha256', secret)
    .update(clientAddressMessage(address, parsed.issuedAtMs))
    .digest();
  return timingSafeEqual(expected, Buffer.from(parsed.mac, 'hex'));
}

/**
 * The visitor's address as the gateway vouches for it (`x-client-ip`, overwritten by the gateway
 * on every call). With GATEWAY_SECRET set, only a valid signature makes it count, whoever sends it;
 * without one, only a loopback peer (the gateway on the same host) is believed. Otherwise the
 * socket peer is the visitor.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = header(request, CLIENT_IP_HEADER);
  if (forwarded === undefined || forwarded.length > CLIENT_IP_MAX_LENGTH) return request.ip;
  const secret = request.server.config.GATEWAY_SECRET;
  if (secret !== undefined)
    return isSignedByGateway(forwarded, header(request, CLIENT_IP_SIGNATURE_HEADER), secret)
      ? forwarded
      : request.ip;
  return loopback.has(request.ip) ? forwarded : request.ip;
}
