/**
 * Fault: `npm start`'s supervisor (scripts/supervisor.mjs) over the built API and gateway. Under
 * light load the API and then the gateway are killed with SIGKILL; with nobody restarting them,
 * the supervisor starts each again after its restart delay and the site answers again, and while
 * the API is down the gateway keeps answering (the page shell, stale public data or the spec's
 * `request error`, never a 500 or a hang). How long the site takes to come back is printed: most of
 * it is the new process's start, which on a quiet machine is under a second (the gateway's) and on
 * a loaded two-core test machine has taken 17 s, so it is reported, not asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYSTEM_MESSAGES } from '@yunmo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupervisor,
  restartDelay,
  waitFor,
  type Supervisor,
} from '../../../scripts/supervisor.mjs';
import { unusedUrl } from './fake-upstream.js';
import { webDistFixture } from './helper.js';

const require = createRequire(import.meta.url);
const apiEntry = require.resolve('@yunmo/api/server');
const gatewayEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
/** The supervisor's delay before restarting a process that ran long enough (set below). */
const restartDelayMs = 300;
/** A recovery that takes longer than this is a hang, whatever the machine's load. */
const hangAfterMs = 30_000;

let dataDir: string;
let supervisor: Supervisor;
let siteUrl: string;
const logLines: string[] = [];

interface Outcome {
  path: string;
  at: number;
  status: number;
  body: string;
}

/** Light load: a guest reading two pages in a loop, recording what the site answers. */
function lightLoad(paths: string[]): { stop: () => Promise<Outcome[]> } {
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = async () => {
    for (let index = 0; running; index += 1) {
      const requestPath = paths[index % paths.length] ?? '/';
      const at = Date.now();
      try {
        const response = await fetch(`${siteUrl}${requestPath}`, {
          signal: AbortSignal.timeout(6000),
          headers: { accept: requestPath === '/' ? 'text/html' : 'application/json' },
        });
        outcomes.push({
          path: requestPath,
          at,
          status: response.status,
          body: await response.text(),
        });
      } catch {
        outcomes.push({ path: requestPath, at, status: 0, body: '' });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const done = loop();
  return {
    async stop() {
      running = false;
      await done;
      return outcomes;
    },
  };
}

/** Kills `name` with SIGKILL and answers how long each check took to pass afterwards (ms). */
async function killAndTime(
  name: 'api' | 'bff',
  checks: Record<string, () => Promise<boolean>>,
): Promise<Record<string, number>> {
  const child = supervisor.child(name);
  if (child?.pid === undefined) throw new Error(`${name} is not running`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killedAt = Date.now();
  process.kill(child.pid, 'SIGKILL');
  await exited;
  const exitedAt = Date.now();
  const times: Record<string, number> = {};
  // When the supervisor spawned the replacement, counted from the old process's exit.
  const replaced = () => {
    const current = supervisor.child(name);
    return current !== undefined && current !== child;
  };
  while (!replaced() && Date.now() - exitedAt < hangAfterMs)
    await new Promise((resolve) => setTimeout(resolve, 10));
  times.respawn = replaced() ? Date.now() - exitedAt : Number.POSITIVE_INFINITY;
  const pending = new Set(Object.keys(checks));
  while (pending.size > 0 && Date.now() - killedAt < hangAfterMs) {
    for (const label of [...pending]) {
      if (await checks[label]?.()) {
        times[label] = Date.now() - killedAt;
        pending.delete(label);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const label of pending) times[label] = Number.POSITIVE_INFINITY;
  return times;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-supervisor-'));
  const apiUrl = await unusedUrl();
  siteUrl = await unusedUrl();
  const secret = 'supervisor-test-secret-of-32-characters+';
  supervisor = createSupervisor({
    initialDelayMs: restartDelayMs,
    stableMs: 30_000,
    output: 'ignore',
    log: (line) => logLines.push(line),
  });
  supervisor.start({
    name: 'api',
    args: [apiEntry],
    env: {
      DATABASE_URL: '',
      YUNMO_DATA_DIR: dataDir,
      API_PORT: new URL(apiUrl).port,
      API_HOST: '127.0.0.1',
      SEED_COUNT: '20',
      SEED_IMAGES: '0',
      LOG_LEVEL: 'warn',
      GATEWAY_SECRET: secret,
    },
  });
  supervisor.start({
    name: 'bff',
    args: [gatewayEntry],
    env: {
      PORT: new URL(siteUrl).port,
      HOST: '127.0.0.1',
      V1_UPSTREAM: apiUrl,
      WEB_DIST: webDistFixture,
      LOG_LEVEL: 'warn',
      CACHE_TTL_MS: '500',
      RATE_LIMIT_MAX: '100000',
      GATEWAY_SECRET: secret,
    },
  });
  await waitFor(`${siteUrl}/api/label-words`, 'the site', 170_000);
}, 180_000);

afterAll(async () => {
  await supervisor.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the start command’s supervisor', () => {
  it('doubles the restart delay after quick crashes, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((failures) => restartDelay(failures, 500, 3000))).toEqual([
      500, 1000, 2000, 3000,
    ]);
  });

  it('starts the API, then the gateway, again after kill -9 under light load, and the site answers again', async () => {
    const load = lightLoad(['/api/label-words', '/', '/v1/home/navList']);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const siteAnswers = async () =>
      (await answers(`${siteUrl}/`)) && (await answers(`${siteUrl}/api/label-words`));
    const afterApiKill = await killAndTime('api', {
      site: siteAnswers,
      api: () => answers(`${siteUrl}/v1/home/navList`),
    });
    const afterGatewayKill = await killAndTime('bff', {
      site: siteAnswers,
      api: () => answers(`${siteUrl}/v1/home/navList`),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const outcomes = await load.stop();

    console.log(
      `after kill -9 of the API: started again after ${String(afterApiKill.respawn)} ms, site answering after ${String(afterApiKill.site)} ms, API calls after ${String(afterApiKill.api)} ms; ` +
        `after kill -9 of the gateway: started again after ${String(afterGatewayKill.respawn)} ms, site back after ${String(afterGatewayKill.site)} ms; ${String(outcomes.length)} requests under load`,
    );
    // Each process is started again after the restart delay (plus the event loop's turn), and the
    // site (page shell, fresh or stale public data) and its API calls answer again, without a hang.
    for (const after of [afterApiKill, afterGatewayKill]) {
      expect(after.respawn).toBeGreaterThanOrEqual(restartDelayMs - 20);
      expect(after.respawn).toBeLessThan(restartDelayMs + 2000);
      expect(after.site).toBeLessThan(hangAfterMs);
      expect(after.api).toBeLessThan(hangAfterMs);
    }
    expect(supervisor.restarts('api')).toBe(1);
    expect(supervisor.restarts('bff')).toBe(1);
    expect(logLines.some((line) => line.startsWith('api stopped (SIGKILL)'))).toBe(true);

    // Whatever the site answered meanwhile: no 500, and every failure is the spec's error text.
    expect(outcomes.filter((outcome) => outcome.status === 500)).toEqual([]);
    for (const outcome of outcomes.filter((entry) => entry.status >= 502)) {
      expect(outcome.body).toContain(SYSTEM_MESSAGES.requestError);
    }
    // The page shell never depended on the API.
    const shells = outcomes.filter((outcome) => outcome.path === '/' && outcome.status !== 0);
    expect(shells.every((outcome) => outcome.status === 200)).toBe(true);
    expect(outcomes.at(-1)?.status).toBe(200);
  }, 90_000);
});
