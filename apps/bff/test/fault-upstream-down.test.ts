/**
 * Fault: the API process is killed (SIGKILL) while the gateway is under light load. The gateway
 * must answer 502/504 within 5 s (never hang, never 500), keep serving public pages guests saw
 * before, and recover by itself once the API is back on the same port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, stopApiProcess, untilAnswering, type ApiProcess } from './api-process.js';
import { unusedUrl } from './fake-upstream.js';
import { build } from './helper.js';

interface Outcome {
  readonly path: string;
  readonly startedAt: number;
  readonly ms: number;
  /** 0 when the gateway did not answer in time. */
  readonly status: number;
  readonly stale: boolean;
}

const answerWithinMs = 5000;

let dataDir: string;
let apiUrl: string;
let api: ApiProcess | undefined;
let app: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-fault-api-'));
  apiUrl = await unusedUrl();
  api = startApiProcess(Number(new URL(apiUrl).port), dataDir);
  await untilAnswering(api, apiUrl, 170_000);
  // A short cache lifetime, so that the outage outlasts it and only the stale copies can answer.
  app = await build({ V1_UPSTREAM: apiUrl, CACHE_TTL_MS: '500', RATE_LIMIT_MAX: '100000' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await stopApiProcess(api, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function timedGet(pathAndQuery: string): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    // A generous client deadline: the gateway itself must answer within 5 s, checked below.
    const response = await fetch(`${gatewayUrl}${pathAndQuery}`, {
      signal: AbortSignal.timeout(answerWithinMs + 3000),
    });
    await response.arrayBuffer();
    return {
      path: pathAndQuery,
      startedAt,
      ms: Date.now() - startedAt,
      status: response.status,
      stale: response.headers.has('x-served-stale'),
    };
  } catch {
    return { path: pathAndQuery, startedAt, ms: Date.now() - startedAt, status: 0, stale: false };
  }
}

/** Public pages a guest browses, and the /v1 passthrough old clients use. */
const browsing = [
  '/api/home',
  '/api/kinds/max/models',
  '/api/kinds/su/models?page=1',
  '/api/albums/labels',
  '/api/label-words',
  '/v1/home/navList',
];

/** `workers` loops over the browsing pages until `stop()`; every outcome is recorded. */
function lightLoad(workers: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let index = worker; running; index += 1) {
      outcomes.push(await timedGet(browsing[index % browsing.length]!));
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('the API process killed under load', () => {
  it('answers 502/504 within 5 s, serves the pages guests saw, and recovers when the API returns on the same port', async () => {
    const detail = (await (await fetch(`${gatewayUrl}/api/kinds/max/models`)).json()) as {
      items: { uuid: string }[];
    };
    const detailPath = `/api/kinds/max/models/${detail.items[0]!.uuid}`;
    expect((await timedGet(detailPath)).status).toBe(200);

    const load = lightLoad(6);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const killedAt = Date.now();
    await stopApiProcess(api, 'SIGKILL');
    // Past the cache lifetime: what answers now comes from the stale copies or is an error.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const seenPage = await timedGet(detailPath);
    expect(seenPage).toMatchObject({ status: 200, stale: true });
    const unseenPage = await timedGet('/api/kinds/max/models?page=3');
    expect(unseenPage.status).toBe(502);
    expect(unseenPage.ms).toBeLessThan(answerWithinMs);
    const member = await fetch(`${gatewayUrl}/api/me`, { headers: { cookie: 'token=abc' } });
    expect(member.status).toBe(502);
    // The legacy calls answer a failed request as code -1 in the envelope (HTTP 200), not 502.
    const legacy = await timedGet('/v1/home/navList');
    expect(legacy.status).toBe(200);

    const restartedAt = Date.now();
    api = startApiProcess(Number(new URL(apiUrl).port), dataDir);
    await untilAnswering(api, apiUrl, 60_000);
    const apiBackAt = Date.now();
    // The gateway was never restarted: its pools reconnect by themselves.
    let recovered: Outcome | undefined;
    while (Date.now() - apiBackAt < 10_000) {
      const attempt = await timedGet('/api/kinds/max/models?page=2');
      if (attempt.status === 200 && !attempt.stale) {
        recovered = attempt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await load.stop();

    expect(recovered, 'the gateway answers fresh pages again once the API is back').toBeDefined();
    const afterKill = load.outcomes.filter(
      (outcome) => outcome.startedAt >= killedAt && outcome.startedAt < restartedAt,
    );
    expect(afterKill.length).toBeGreaterThan(10);
    // Never a gateway 500 and never a hang, whatever the page.
    expect(
      load.outcomes.filter(
        (outcome) => outcome.status === 0 || outcome.status === 500 || outcome.status === 503,
      ),
    ).toEqual([]);
    expect(Math.max(...afterKill.map((outcome) => outcome.ms))).toBeLessThan(answerWithinMs);
    expect(
      afterKill.every(
        (outcome) => outcome.status === 200 || outcome.status === 502 || outcome.status === 504,
      ),
    ).toBe(true);
    // Every public /api page of the load was seen before the kill: answered from the stale copies throughout.
    const publicPages = afterKill.filter(
      (outcome) => outcome.path.startsWith('/api/') && outcome.startedAt > killedAt + 1000,
    );
    expect(publicPages.every((outcome) => outcome.status === 200)).toBe(true);
    expect(publicPages.some((outcome) => outcome.stale)).toBe(true);
    const backToFresh = load.outcomes.filter(
      (outcome) => outcome.startedAt >= (recovered?.startedAt ?? Infinity) + 500,
    );
    expect(backToFresh.every((outcome) => outcome.status === 200)).toBe(true);

    const slowest = Math.max(...afterKill.map((outcome) => outcome.ms));
    console.log(
      `API killed: ${afterKill.length} requests during the outage, slowest answer ${slowest} ms, ` +
        `${afterKill.filter((o) => o.stale).length} stale copies, ${afterKill.filter((o) => o.status === 502).length}× 502, ` +
        `${afterKill.filter((o) => o.status === 504).length}× 504; API back ${apiBackAt - restartedAt} ms after restart, ` +
        `gateway fresh again ${(recovered?.startedAt ?? NaN) + (recovered?.ms ?? NaN) - apiBackAt} ms later`,
    );
  }, 120_000);
});
