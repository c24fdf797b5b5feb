import { createConnection } from 'node:net';

/**
 * Whether something accepts TCP connections at host:port within `timeoutMs`. Suites use it to run
 * their PostgreSQL and Redis cases only where those servers are up, and to skip them cleanly elsewhere.
 */
export function portOpen(host: string, port: number, timeoutMs = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(timeoutMs);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
