#!/usr/bin/env node
// The one start command: installs dependencies, builds what exists, then runs apps/api (seeding
// the embedded database on first run) and apps/bff, which serves the web app, on one URL, and
// restarts either when it dies.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { createSupervisor, waitFor } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4010);
const dataDir = process.env.YUNMO_DATA_DIR ?? path.join(root, '.data');
// Absolute links (QR codes, canonical and og tags) use this, never a request's Host header.
const publicOrigin = process.env.PUBLIC_ORIGIN || `http://localhost:${port}`;
// The demo runs in production mode, so it needs real secrets: made once and kept beside its data
// (the gateway signs the visitor's address with one, download grants and upload policies with the others).
function demoSecrets() {
  const file = path.join(dataDir, 'demo-secrets.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {};
  for (const name of ['GATEWAY_SECRET', 'DOWNLOAD_LINK_SECRET', 'OBJECT_STORAGE_SECRET']) {
    secrets[name] = process.env[name] || saved[name] || randomBytes(32).toString('hex');
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
const secrets = demoSecrets();
const gatewaySecret = secrets.GATEWAY_SECRET;
// Both processes are restarted when they die (see supervisor.mjs); the site is down only while both are.
const supervisor = createSupervisor();

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  void supervisor.stop().finally(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  pnpm(['install', '--frozen-lockfile']);
  pnpm([
    'turbo',
    'run',
    'build',
    '--filter=@yunmo/api',
    '--filter=@yunmo/bff',
    '--filter=@yunmo/web',
  ]);

  const apiEntry = path.join(root, 'apps/api/dist/server.js');
  const bffEntry = path.join(root, 'apps/bff/dist/server.js');
  if (!existsSync(apiEntry)) throw new Error('apps/api was not built');
  // The web build also writes the server render the gateway uses for list, channel, album and detail pages.
  if (!existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js')))
    console.warn('apps/web/dist-ssr is missing: pages are served without server rendering');
  console.log(`Starting the API (data in ${dataDir}; the first start seeds the catalogue) ...`);
  supervisor.start({
    name: 'api',
    args: [apiEntry],
    cwd: root,
    env: {
      YUNMO_DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      NODE_ENV: 'production',
      // Production mode needs an explicit payment provider; the local product runs the sandbox cashier.
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'sandbox',
      PUBLIC_ORIGIN: publicOrigin,
      GATEWAY_SECRET: gatewaySecret,
      DOWNLOAD_LINK_SECRET: secrets.DOWNLOAD_LINK_SECRET,
      OBJECT_STORAGE_SECRET: secrets.OBJECT_STORAGE_SECRET,
      // The demo: migrate at start and seed an empty catalogue (production does neither by itself).
      MIGRATE_ON_BOOT: process.env.MIGRATE_ON_BOOT || '1',
      SEED_DEMO: process.env.SEED_DEMO || '1',
    },
  });
  await waitFor(`http://127.0.0.1:${apiPort}/v1/home/navList`, 'The API', 10 * 60_000);

  if (!existsSync(bffEntry)) throw new Error('apps/bff was not built');
  supervisor.start({
    name: 'bff',
    args: [bffEntry],
    cwd: root,
    env: {
      PORT: String(port),
      HOST: process.env.HOST ?? '0.0.0.0',
      V1_UPSTREAM: `http://127.0.0.1:${apiPort}`,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: publicOrigin,
      GATEWAY_SECRET: gatewaySecret,
      // List, channel, album and detail pages rendered on the server; SSR=0 serves the plain app.
      SSR: process.env.SSR || '1',
    },
  });
  await waitFor(`http://127.0.0.1:${port}/api/label-words`, 'The gateway', 60_000);
  console.log(
    `\n  云模 Yunmo is running at ${publicOrigin}/\n  API docs: ${publicOrigin}/api/docs\n`,
  );
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
