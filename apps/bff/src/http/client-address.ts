import { createHmac } from 'node:crypto';
import {
  CLIENT_IP_HEADER,
  CLIENT_IP_SIGNATURE_HEADER,
  clientAddressMessage,
} from '@yunmo/domain/client-address';
import type { FastifyRequest } from 'fastify';

/**
 * Headers that tell the API who the visitor is: the address Fastify derived (the socket peer, or
 * the forwarded address when the peer is a proxy listed in TRUST_PROXY), signed with
 * GATEWAY_SECRET when one is configured, and the visitor's user agent (anonymous view counting).
 */
export function clientHeaders(request: FastifyRequest, now = Date.now()): Record<string, string> {
  const address = request.ip;
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: address };
  const secret = request.server.config.GATEWAY_SECRET;
  if (secret !== undefined) {
    const mac = createHmac('sha256', secret)
      .update(clientAddressMessage(address, now))
      .digest('hex');
    headers[CLIENT_IP_SIGNATURE_HEADER] = `${String(now)}.${mac}`;
  }
  const userAgent = request.headers['user-agent'];
  if (typeof userAgent === 'string' && userAgent !== '')
    headers['user-agent'] = userAgent.slice(0, 512);
  return headers;
}
