import { createHmac } from 'node:crypto';
import { CLIENT_IP_SIGNATURE_MAX_AGE_MS, clientAddressMessage } from '@yunmo/domain/client-address';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../config/env.js';
import { clientAddress } from './client-address.js';

const secret = 'gateway-secret-with-at-least-32-chars!!';
let app: FastifyInstance | undefined;

async function echo(gatewaySecret: string | undefined): Promise<FastifyInstance> {
  app = Fastify();
  app.decorate('config', { GATEWAY_SECRET: gatewaySecret } as ApiConfig);
  app.get('/who', (request) => ({ address: clientAddress(request) }));
  await app.ready();
  return app;
}

const sign = (address: string, issuedAt: number, key = secret) =>
  `${String(issuedAt)}.${createHmac('sha256', key).update(clientAddressMessage(address, issuedAt)).digest('hex')}`;

async function who(
  instance: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string>,
): Promise<string> {
  return (
    (await instance.inject({ method: 'GET', url: '/who', remoteAddress, headers })).json() as {
      address: string;
    }
  ).address;
}

afterEach(async () => {
  await app?.close();
});

describe('the client address the API believes', () => {
  it('with GATEWAY_SECRET: only a fresh signature of the gateway makes x-client-ip count, from any peer', async () => {
    const instance = await echo(secret);
    const now = Date.now();
    expect(
      await who(instance, '127.0.0.1', {
        'x-client-ip': '198.51.100.1',
        'x-client-ip-signature': sign('198.51.100.1', now),
      }),
    ).toBe('198.51.100.1');
    expect(
      await who(instance, '10.0.0.5', {
        'x-client-ip': '198.51.100.1',
        'x-client-ip-signature': sign('198.51.100.1', now),
      }),
    ).toBe('198.51.100.1');
    // Forged from loopback: unsigned, signed for another address, with another key, or too old.
    expect(await who(instance, '127.0.0.1', { 'x-client-ip': '198.51.100.2' })).toBe('127.0.0.1');
    expect(
      await who(instance, '127.0.0.1', {
        'x-client-ip': '198.51.100.2',
        'x-client-ip-signature': sign('198.51.100.1', now),
      }),
    ).toBe('127.0.0.1');
    expect(
      await who(instance, '127.0.0.1', {
        'x-client-ip': '198.51.100.2',
        'x-client-ip-signature': sign('198.51.100.2', now, 'x'.repeat(40)),
      }),
    ).toBe('127.0.0.1');
    const old = now - CLIENT_IP_SIGNATURE_MAX_AGE_MS - 1000;
    expect(
      await who(instance, '127.0.0.1', {
        'x-client-ip': '198.51.100.2',
        'x-client-ip-signature': sign('198.51.100.2', old),
      }),
    ).toBe('127.0.0.1');
    expect(
      await who(instance, '127.0.0.1', {
        'x-client-ip': '198.51.100.2',
        'x-client-ip-signature': 'garbage',
      }),
    ).toBe('127.0.0.1');
  });

  it('without a secret: believed from a loopback peer only', async () => {
    const instance = await echo(undefined);
    expect(await who(instance, '127.0.0.1', { 'x-client-ip': '198.51.100.3' })).toBe(
      '198.51.100.3',
    );
    expect(await who(instance, '10.0.0.5', { 'x-client-ip': '198.51.100.3' })).toBe('10.0.0.5');
    expect(await who(instance, '10.0.0.5', {})).toBe('10.0.0.5');
  });
});
