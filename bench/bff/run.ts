/**
 * Gateway overhead: concurrency 50 on a public browsing endpoint, the BFF (caching off, caching
 * on, plain /v1 passthrough) against the /v1 API directly, measured in the same run. The API
 * answers the ranking from its list cache; a second API with that cache off (every list computed)
 * gives the same comparison over an upstream that does the work, with the gateway's cache off too.
 *
 * The API (seeded PGlite in a temp dir, via @yunmo/api/testing) and each BFF run as child
 * processes from their built dist/;
 * autocannon drives them from this process. Rounds rotate through the scenarios so that drift
 * of the shared machine hits every scenario alike; medians over the rounds are reported.
 */
import { Agent, get } from 'node:http';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchChildren, firstLineOf, waitFor } from '../lib/children.js';
import { median, withTarget, writeResult, type Figure } from '../lib/report.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiTesting = path.join(root, 'apps/api/dist/testing.js');
const apiChild = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-child.ts');
const bffServer = path.join(root, 'apps/bff/dist/server.js');
/**
 * BENCH_BFF_PORTS=<no cache>,<cache>,<no cache over the computing API> moves them off the defaults
 * (several people on one machine).
 */
const [noCachePort, cachePort, computingPort] = (process.env.BENCH_BFF_PORTS ?? '3012,3013,3015')
  .split(',')
  .map(Number);
const ports = {
  bffNoCache: noCachePort ?? 3012,
  bffCache: cachePort ?? 3013,
  bffComputing: computingPort ?? 3015,
} as const;
const connections = 50;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seedCount = Number(process.env.BENCH_SEED_COUNT ?? 2000);
const serialRequests = 200;

/** Milliseconds for one GET, body read to the end. */
function timedGet(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`${url} answered ${String(response.statusCode)}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    }).once('error', reject);
  });
}

for (const file of [apiTesting, bffServer]) {
  if (!existsSync(file)) {
    console.error(
      `${path.relative(root, file)} is missing: build first (node scripts/pnpm.mjs turbo run build --filter @yunmo/bff...)`,
    );
    process.exit(1);
  }
}

interface Scenario {
  name: string;
  url: string;
}

interface Sample {
  requestsPerSecond: number;
  mean: number;
  p50: number;
  p975: number;
  p99: number;
  failures: number;
}

const { dataDir, start, stopAll } = benchChildren('bff');

try {
  const api = start(apiChild, { BENCH_SEED_COUNT: String(seedCount) }, ['--import', 'tsx']);
  const apiBase = await firstLineOf(api);
  await waitFor(`${apiBase}/v1/home/navList`, 30_000, api);
  const computingApi = start(
    apiChild,
    { BENCH_SEED_COUNT: String(seedCount), BENCH_PUBLIC_CACHE_MAX_AGE_MS: '0' },
    ['--import', 'tsx'],
  );
  const computingBase = await firstLineOf(computingApi);
  await waitFor(`${computingBase}/v1/home/navList`, 30_000, computingApi);
  const bffEnvironment = (port: number, cacheTtlMs: string, upstream = apiBase) => ({
    PORT: String(port),
    V1_UPSTREAM: upstream,
    CACHE_TTL_MS: cacheTtlMs,
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_ADDRESS_MAX: '1000000000',
    RATE_LIMIT_COSTLY_MAX: '1000000000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const bffNoCache = start(bffServer, bffEnvironment(ports.bffNoCache, '0'));
  const bffCache = start(bffServer, bffEnvironment(ports.bffCache, '30000'));
  const bffComputing = start(bffServer, bffEnvironment(ports.bffComputing, '0', computingBase));
  await waitFor(`http://127.0.0.1:${String(ports.bffNoCache)}/api/label-words`, 30_000, bffNoCache);
  await waitFor(`http://127.0.0.1:${String(ports.bffCache)}/api/label-words`, 30_000, bffCache);
  await waitFor(
    `http://127.0.0.1:${String(ports.bffComputing)}/api/label-words`,
    30_000,
    bffComputing,
  );

  const scenarios: Scenario[] = [
    { name: 'upstream /v1/ranking/list (direct)', url: `${apiBase}/v1/ranking/list?category=1` },
    {
      name: 'BFF /api/rankings/income, cache off',
      url: `http://127.0.0.1:${String(ports.bffNoCache)}/api/rankings/income`,
    },
    {
      name: 'BFF /api/rankings/income, cache on',
      url: `http://127.0.0.1:${String(ports.bffCache)}/api/rankings/income`,
    },
    {
      name: 'BFF /v1/ranking/list passthrough',
      url: `http://127.0.0.1:${String(ports.bffNoCache)}/v1/ranking/list?category=1`,
    },
    {
      name: 'upstream /v1/ranking/list, list cache off (direct)',
      url: `${computingBase}/v1/ranking/list?category=1`,
    },
    {
      name: 'BFF /api/rankings/income, both caches off',
      url: `http://127.0.0.1:${String(ports.bffComputing)}/api/rankings/income`,
    },
  ];

  // Warm-up: JIT, connection pools, the API's query plans.
  for (const scenario of scenarios)
    await autocannon({ url: scenario.url, connections, duration: 2 });

  const loadBefore = loadavg()[0] ?? 0;
  const samples = new Map<string, Sample[]>(scenarios.map((scenario) => [scenario.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const order = scenarios.map((_, index) => scenarios[(index + round) % scenarios.length]!);
    for (const scenario of order) {
      const result = await autocannon({
        url: scenario.url,
        connections,
        duration: durationSeconds,
      });
      samples.get(scenario.name)!.push({
        requestsPerSecond: result.requests.average,
        mean: result.latency.average,
        p50: result.latency.p50,
        p975: result.latency.p97_5,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
      });
    }
  }

  const summary = scenarios.map((scenario) => {
    const list = samples.get(scenario.name)!;
    return {
      name: scenario.name,
      requestsPerSecond: median(list.map((sample) => sample.requestsPerSecond)),
      mean: median(list.map((sample) => sample.mean)),
      p50: median(list.map((sample) => sample.p50)),
      p975: median(list.map((sample) => sample.p975)),
      p99: median(list.map((sample) => sample.p99)),
      failures: list.reduce((sum, sample) => sum + sample.failures, 0),
    };
  });
  const upstream = summary[0]!;
  const loadAfter = loadavg()[0] ?? 0;
  const machineLoad = `1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`;
  console.log(
    `\nConcurrency ${String(connections)}, ${String(rounds)} rounds × ${String(durationSeconds)} s, medians; ${String(seedCount)} seeded models; ${machineLoad}\n`,
  );
  console.table(
    summary.map((row) => ({
      scenario: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'mean ms': Math.round(row.mean),
      'p50 ms': row.p50,
      'p97.5 ms': row.p975,
      'p99 ms': row.p99,
      'throughput vs upstream': `${(row.requestsPerSecond / upstream.requestsPerSecond).toFixed(2)}×`,
      'p50 added ms': row.p50 - upstream.p50,
      failures: row.failures,
    })),
  );

  // The same two without queueing: one request at a time over a kept-alive connection, timed
  // with hrtime (autocannon's histogram has whole-millisecond resolution).
  const serial = { upstream: [] as number[], bff: [] as number[] };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let round = 0; round < rounds; round += 1) {
    for (const [key, scenario] of [
      ['upstream', scenarios[0]!],
      ['bff', scenarios[1]!],
    ] as const) {
      for (let index = 0; index < serialRequests; index += 1)
        serial[key].push(await timedGet(scenario.url, agent));
    }
  }
  agent.destroy();
  const serialUpstreamP50 = median(serial.upstream);
  const serialBffP50 = median(serial.bff);
  console.log(
    `\nConcurrency 1 (${String(rounds * serialRequests)} requests each): p50 upstream ${serialUpstreamP50.toFixed(2)} ms, BFF cache off ${serialBffP50.toFixed(2)} ms (added ${(serialBffP50 - serialUpstreamP50).toFixed(2)} ms)\n`,
  );

  const noCache = summary[1]!;
  const cached = summary[2]!;
  const computingUpstream = summary[4]!;
  const computingNoCache = summary[5]!;
  console.log(
    `Over the upstream that computes each list: upstream ${Math.round(computingUpstream.requestsPerSecond)} req/s, BFF with both caches off ${Math.round(computingNoCache.requestsPerSecond)} req/s (${(computingNoCache.requestsPerSecond / computingUpstream.requestsPerSecond).toFixed(2)}×, p50 added ${String(computingNoCache.p50 - computingUpstream.p50)} ms)\n`,
  );
  const figures: Figure[] = [
    withTarget(
      'upstream direct, req/s',
      Math.round(upstream.requestsPerSecond),
      'req/s',
      '>= 3000',
    ),
    withTarget(
      'BFF cache off, throughput ratio to upstream (the upstream answering from its list cache)',
      noCache.requestsPerSecond / upstream.requestsPerSecond,
      '×',
      '>= 0.85',
    ),
    withTarget(
      'upstream with its list cache off (every list computed), req/s',
      Math.round(computingUpstream.requestsPerSecond),
      'req/s',
    ),
    withTarget(
      'BFF cache off, throughput ratio to the upstream with its list cache off',
      computingNoCache.requestsPerSecond / computingUpstream.requestsPerSecond,
      '×',
      '>= 0.85',
    ),
    withTarget(
      'BFF cache off, p50 added over the upstream with its list cache off',
      computingNoCache.p50 - computingUpstream.p50,
      'ms',
    ),
    withTarget('BFF cache off, p50 added', noCache.p50 - upstream.p50, 'ms', '<= 1'),
    withTarget('BFF cache off, p50 added at concurrency 1', serialBffP50 - serialUpstreamP50, 'ms'),
    withTarget(
      'BFF cache on, throughput ratio to upstream',
      cached.requestsPerSecond / upstream.requestsPerSecond,
      '×',
      '>= 1',
    ),
    withTarget(
      'BFF failures (non-2xx, errors, timeouts)',
      noCache.failures + cached.failures + summary[3]!.failures + computingNoCache.failures,
      'requests',
      '<= 0',
    ),
  ];
  for (const figure of figures) {
    console.log(
      `${figure.metric}: ${figure.value.toFixed(2)} ${figure.unit}${figure.target === undefined ? '' : ` (target ${figure.target}: ${figure.pass === true ? 'met' : 'NOT met'})`}`,
    );
  }
  writeResult('bff', {
    benchmark: 'bff',
    figures,
    notes: `GET /api/rankings/income through the BFF versus GET /v1/ranking/list?category=1 on the API directly (and the same pair over a second API with its list cache off, PUBLIC_CACHE_MAX_AGE_MS=0, the BFF's cache off too), concurrency ${String(connections)}, ${String(rounds)} rotating rounds of ${String(durationSeconds)} s, medians; API and BFFs as child processes on one 2-core machine shared with the load generator, logs at warn; ${machineLoad}.`,
  });
} finally {
  stopAll();
}
