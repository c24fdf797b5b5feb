import Fastify from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions } from './app.js';

/** Builds the app and listens on API_HOST:API_PORT; closes gracefully on SIGINT/SIGTERM. */
async function start(): Promise<void> {
  const server = Fastify(serverOptions());
  // Registered first, so a signal during the first start's migration and seeding also closes cleanly.
  const shutdown = (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await server.register(fp(app));
  await server.listen({ port: server.config.API_PORT, host: server.config.API_HOST });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
