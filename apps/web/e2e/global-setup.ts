import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const appsDir = path.resolve(here, '..', '..');

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: server exited with code ${String(child.exitCode)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not become healthy within ${String(timeoutMs)} ms`);
}

function start(script: string, env: Record<string, string>, name: string): ChildProcess {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/error/i.test(text) && !/Warning/.test(text)) process.stderr.write(`[${name}] ${text}`);
  });
  return child;
}

/**
 * The journeys run on the embedded PGlite, as `npm start` does; with E2E_DATABASE=postgres they
 * run on a fresh database of the server at 127.0.0.1:5432 instead. The API's own suite covers both.
 */
function createPostgresDatabase(): { url: string; drop: () => void } | null {
  if (process.env.E2E_DATABASE !== 'postgres') return null;
  const name = `yunmo_e2e_${String(process.pid)}_${String(Date.now())}`;
  const psql = (sql: string) =>
    spawnSync(
      'psql',
      ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql],
      {
        stdio: 'ignore',
        timeout: 10_000,
      },
    );
  const created = psql(`CREATE DATABASE ${name}`);
  if (created.error || created.status !== 0) return null;
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => void psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Starts the real API (fresh data directory, 300 seeded models) and the BFF serving the built
 * web app; returns the teardown that stops both. With E2E_BASE_URL set, uses running servers.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const apiPort = process.env.E2E_API_PORT ?? '4110';
  const bffPort = process.env.E2E_BFF_PORT ?? '3100';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yunmo-e2e-'));
  const database = createPostgresDatabase();
  const operatorSecret = randomBytes(24).toString('hex');
  // Workers inherit the main process's environment: the journeys reach the operator call with it.
  process.env.E2E_OPERATOR_SECRET = operatorSecret;
  process.env.E2E_API_ORIGIN = `http://127.0.0.1:${apiPort}`;
  // Absolute links (the cashier link of the QR dialog) point at the gateway the browser uses; the
  // client address the gateway hands on is signed with a secret of this run.
  // Load shedding has its own tests; a busy two-core test machine must not trip it mid-journey.
  const shared = {
    PUBLIC_ORIGIN: `http://127.0.0.1:${bffPort}`,
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  const api = start(
    path.join(appsDir, 'api', 'dist', 'server.js'),
    {
      YUNMO_DATA_DIR: dataDir,
      API_PORT: apiPort,
      SEED_COUNT: '300',
      // The journeys start on a whole catalogue (every render and the image index), and the
      // data folder is copied whole.
      SEED_IN_BACKGROUND: '0',
      DOWNLOAD_CAPTCHA_THRESHOLD: '21',
      ...shared,
      // Journeys register through the captcha and the sandbox SMS, all from one address.
      CAPTCHA_REVEAL_ANSWERS: '1',
      // The shutdown journey sets and clears the schedule as an operator would.
      OPERATOR_SECRET: operatorSecret,
      SMS_DAILY_LIMIT_PER_ADDRESS: '100000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    'api',
  );
  const bff = start(
    path.join(appsDir, 'bff', 'dist', 'server.js'),
    {
      PORT: bffPort,
      V1_UPSTREAM: `http://127.0.0.1:${apiPort}`,
      WEB_DIST: path.join(appsDir, 'web', 'dist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_ADDRESS_MAX: '100000',
      RATE_LIMIT_COSTLY_MAX: '100000',
      // The journeys run against rendered pages, as served; SSR=0 runs them against the plain app.
      SSR: process.env.SSR ?? '1',
      ...shared,
    },
    'bff',
  );
  const stop = async () => {
    for (const child of [bff, api]) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    database?.drop();
  };
  try {
    // A busy machine seeds slower: E2E_START_TIMEOUT_MS gives the first seed more time.
    await waitFor(
      `http://127.0.0.1:${apiPort}/v1/home/navList`,
      api,
      Number(process.env.E2E_START_TIMEOUT_MS ?? 300_000),
    );
    await waitFor(`http://127.0.0.1:${bffPort}/api/label-words`, bff, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
