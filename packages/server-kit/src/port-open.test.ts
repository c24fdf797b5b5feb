import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { portOpen } from './port-open.js';

describe('portOpen', () => {
  it('is true while a server listens and false once it has closed', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await portOpen('127.0.0.1', port)).toBe(true);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await portOpen('127.0.0.1', port)).toBe(false);
  });
});
