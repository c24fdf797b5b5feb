#!/usr/bin/env node
// The one start command: installs dependencies, builds what exists, then runs apps/api (seeding
// the embedded database on first run) and apps/bff, which serves the web app, on one URL.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4010);
const dataDir = process.env.YUNMO_DATA_DIR ?? path.join(root, '.data');
const children = [];

function startApp(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, label, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not come up at ${url} within ${timeoutMs / 1000} s`);
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  pnpm(['install', '--frozen-lockfile']);
  pnpm(['turbo', 'run', 'build', '--filter=@yunmo/api', '--filter=@yunmo/bff', '--filter=@yunmo/web']);

  const apiEntry = path.join(root, 'apps/api/dist/server.js');
  const bffEntry = path.join(root, 'apps/bff/dist/server.js');
  if (!existsSync(apiEntry)) throw new Error('apps/api was not built');
  console.log(`Starting the API (data in ${dataDir}; the first start seeds the catalogue) ...`);
  startApp('api', apiEntry, { YUNMO_DATA_DIR: dataDir, API_PORT: String(apiPort), NODE_ENV: 'production' });
  await waitFor(`http://127.0.0.1:${apiPort}/v1/home/navList`, 'The API', 10 * 60_000);

  if (!existsSync(bffEntry)) throw new Error('apps/bff was not built');
  startApp('bff', bffEntry, {
    PORT: String(port),
    HOST: process.env.HOST ?? '0.0.0.0',
    V1_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    NODE_ENV: 'production',
  });
  await waitFor(`http://127.0.0.1:${port}/api/label-words`, 'The gateway', 60_000);
  console.log(`\n  云模 Yunmo is running at http://localhost:${port}/\n  API docs: http://localhost:${port}/api/docs\n`);
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
