import Fastify from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig(process.env);
const server = Fastify(serverOptions(config));
await server.register(fp(app), { config });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await server.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  server.log.error(error);
  process.exit(1);
}
