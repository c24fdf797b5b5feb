/**
 * Server render of a list page: response time of `/list/max/{default code}` at concurrency 16,
 * rendered (SSR=1, as served: pages and heads kept in the public cache), the plain app (SSR=0) and a
 * render on every request (CACHE_TTL_MS=0, the render's own cost) side by side, against one seeded API, each through
 * its own gateway in production mode (React's production build, as served). The figure is the whole response, body read to the end, so
 * it includes the render's in-process /api calls (with the gateway's caches as configured).
 * `uptime` is printed with the figures: the machine is shared.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchChildren, firstLineOf, waitFor } from '../lib/children.js';
import { median, percentile, withTarget, writeResult } from '../lib/report.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiChild = path.join(root, 'bench/bff/api-child.ts');
// Another build side by side (a copy of an earlier one, for a before/after in the same conditions).
const bffServer = process.env.BENCH_BFF_SERVER ?? path.join(root, 'apps/bff/dist/server.js');
const webDist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');
const ssrEntry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
const ports = {
  ssr: Number(process.env.BENCH_SSR_PORT ?? 3021),
  spa: Number(process.env.BENCH_SPA_PORT ?? 3022),
  cold: Number(process.env.BENCH_COLD_PORT ?? 3023),
};
type Kind = keyof typeof ports;
const kinds: Kind[] = ['ssr', 'spa', 'cold'];
const labels: Record<Kind, string> = {
  ssr: 'server-rendered, public cache on (as served)',
  spa: 'plain app                                  ',
  cold: 'server-rendered, cache off (every request renders)',
};
const concurrency = 16;
const requests = Number(process.env.BENCH_REQUESTS ?? 800);
const LIST_PATH = '/list/max/0-0-0-1-0-0-0-0-0-0-0-0';
const TARGET_P95_MS = 30;

for (const file of [bffServer, ssrEntry]) {
  if (!existsSync(file)) {
    console.error(
      `${path.relative(root, file)} is missing: build first (node scripts/pnpm.mjs turbo run build --filter @yunmo/web...)`,
    );
    process.exit(1);
  }
}

function timedGet(url: string, agent: Agent): Promise<{ ms: number; rendered: boolean }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    get(url, { agent, headers: { accept: 'text/html' } }, (response) => {
      response.resume();
      response.once('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`${url} answered ${String(response.statusCode)}`));
        else
          resolve({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            rendered: response.headers['x-rendered'] === 'server',
          });
      });
    }).once('error', reject);
  });
}

/** `requests` GETs, `concurrency` at a time; the milliseconds of each. */
async function load(url: string): Promise<{ times: number[]; rendered: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let rendered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const result = await timedGet(url, agent);
        times.push(result.ms);
        if (result.rendered) rendered += 1;
      }
    }),
  );
  agent.destroy();
  return { times, rendered };
}

const { start, stopAll } = benchChildren('ssr');
try {
  // BENCH_UPSTREAM: an API already running (seeding 2000 models takes many minutes on a busy machine).
  let apiBase = process.env.BENCH_UPSTREAM;
  if (apiBase === undefined) {
    const api = start(apiChild, { BENCH_SEED_COUNT: process.env.BENCH_SEED_COUNT ?? '2000' }, [
      '--import',
      'tsx',
    ]);
    apiBase = await firstLineOf(api);
    await waitFor(`${apiBase}/v1/home/navList`, 60_000, api);
  }
  const common = {
    V1_UPSTREAM: apiBase,
    WEB_DIST: webDist,
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_ADDRESS_MAX: '1000000',
    RATE_LIMIT_COSTLY_MAX: '1000000',
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    GATEWAY_SECRET: randomBytes(24).toString('base64url'),
  };
  const ssr = start(bffServer, { ...common, PORT: String(ports.ssr), SSR: '1' });
  const spa = start(bffServer, { ...common, PORT: String(ports.spa), SSR: '0' });
  // The render's own cost: no cached page or head, every request renders afresh.
  const cold = start(bffServer, {
    ...common,
    PORT: String(ports.cold),
    SSR: '1',
    CACHE_TTL_MS: '0',
  });
  await waitFor(`http://127.0.0.1:${String(ports.ssr)}/api/label-words`, 120_000, ssr);
  await waitFor(`http://127.0.0.1:${String(ports.spa)}/api/label-words`, 120_000, spa);
  await waitFor(`http://127.0.0.1:${String(ports.cold)}/api/label-words`, 120_000, cold);
  const results: Record<Kind, { times: number[]; rendered: number }> = {
    ssr: { times: [], rendered: 0 },
    spa: { times: [], rendered: 0 },
    cold: { times: [], rendered: 0 },
  };
  // Warm-up, then alternate rounds so both see the same machine load.
  for (const kind of kinds) await load(`http://127.0.0.1:${String(ports[kind])}${LIST_PATH}`);
  const uptimeBefore = execSync('uptime').toString().trim();
  for (let round = 0; round < 2; round += 1) {
    for (const kind of kinds) {
      const result = await load(`http://127.0.0.1:${String(ports[kind])}${LIST_PATH}`);
      results[kind].times.push(...result.times);
      results[kind].rendered += result.rendered;
    }
  }
  const uptimeAfter = execSync('uptime').toString().trim();
  console.log(
    `\nList page at concurrency ${String(concurrency)} (${String(requests * 2)} requests each)`,
  );
  console.log(`uptime before: ${uptimeBefore}\nuptime after:  ${uptimeAfter}`);
  for (const kind of kinds) {
    const { times, rendered } = results[kind];
    console.log(
      `${labels[kind]}: p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; rendered ${String(rendered)}/${String(times.length)}`,
    );
  }
  const p95 = percentile(results.ssr.times, 95);
  console.log(
    p95 <= TARGET_P95_MS
      ? '\nTarget met.'
      : `\nOver target: p95 ${p95.toFixed(1)} ms > ${String(TARGET_P95_MS)} ms`,
  );
  writeResult('ssr', {
    benchmark: 'ssr',
    figures: [
      withTarget(
        'list page server render p95, concurrency 16',
        p95,
        'ms',
        `<= ${String(TARGET_P95_MS)}`,
      ),
      withTarget('list page server render p50, concurrency 16', median(results.ssr.times), 'ms'),
      withTarget(
        'list page plain app p95, concurrency 16',
        percentile(results.spa.times, 95),
        'ms',
      ),
      withTarget(
        'list page render on every request (cache off) p95, concurrency 16',
        percentile(results.cold.times, 95),
        'ms',
      ),
      withTarget(
        'list page render on every request (cache off) p50, concurrency 16',
        median(results.cold.times),
        'ms',
      ),
    ],
    notes: `${uptimeBefore} / ${uptimeAfter}`,
  });
} finally {
  stopAll();
}
