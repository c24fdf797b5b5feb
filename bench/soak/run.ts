/**
 * Soak: the API (seeded PGlite in a worker thread, as `npm start` runs it; SOAK_DATABASE=postgres
 * for PostgreSQL) and the BFF as child processes on loopback, 64 concurrent
 * visitors through the BFF for SOAK_SECONDS (default 600) with a realistic mix: home and list
 * browsing, search, model details, the /v1 passthrough, and signed-in demo accounts checking and
 * taking downloads. Passes with no 5xx of the BFF's own (502/504 are upstream failures passed on
 * and counted apart) and resident memory of each process growing less than 10% after warm-up.
 */
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { benchChildren, firstLineOf, waitFor } from '../lib/children.js';
import { percentile, withTarget, writeResult, type Figure } from '../lib/report.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(benchDir, '..', '..');
const apiTesting = path.join(root, 'apps/api/dist/testing.js');
const apiChild = path.join(benchDir, '..', 'bff', 'api-child.ts');
const bffServer = path.join(root, 'apps/bff/dist/server.js');
const bffPort = Number(process.env.SOAK_PORT ?? 3014);
const durationSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 64);
const seedCount = Number(process.env.SOAK_SEED_COUNT ?? 2000);
const database = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'pglite';
/** PGlite only: 1 (default) runs it in a worker thread as `npm start` does, 0 on the API's thread. */
const pgliteThread = process.env.SOAK_PGLITE_THREAD ?? '1';
/** A folder for V8 CPU profiles of the API and the BFF (written when they stop), to see where the time goes. */
const profileDir = process.env.SOAK_PROFILE_DIR;
const profileArguments =
  profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`];
const postgresAdminUrl =
  process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresDatabase = process.env.SOAK_POSTGRES_DATABASE ?? 'soak_bench';
/** Each variant keeps its own result file, so both rows stay in docs/benchmarks.md. */
const resultName = process.env.SOAK_RESULT ?? (database === 'postgres' ? 'soak-postgres' : 'soak');
/** The targets of each variant (issue: PGlite p50 ≤ 40, p99 ≤ 300 ms; PostgreSQL ≥ 1,000 req/s, p99 ≤ 200 ms). */
const targets =
  database === 'postgres'
    ? { throughput: '>= 1000', p50: undefined, p99: '<= 200' }
    : { throughput: undefined, p50: '<= 40', p99: '<= 300' };
/** Memory is compared from the end of the warm-up (first 2 minutes, less on short runs). */
const warmUpSeconds = Math.min(120, Math.round(durationSeconds * 0.2));
const sampleEverySeconds = 5;
/** Both ends of the comparison average this many seconds of samples. */
const windowSeconds = Math.min(60, Math.max(10, Math.round(durationSeconds * 0.1)));
const demoAccounts = ['demo_user', 'demo_gold', 'demo_trial', 'demo_expert', 'demo_author'];
const demoPassword = 'yunmo-demo-2026';
const kinds = ['max', 'su', 'mapping', 'ue4', 'uec'] as const;

for (const file of [apiTesting, bffServer]) {
  if (!existsSync(file)) {
    console.error(
      `${path.relative(root, file)} is missing: build first (node scripts/pnpm.mjs turbo run build --filter @yunmo/bff...)`,
    );
    process.exit(1);
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency * 2 });

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
  ms: number;
}

function call(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = httpRequest(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: response.headers['set-cookie'] ?? [],
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
        response.once('error', reject);
      },
    );
    outgoing.once('timeout', () =>
      outgoing.destroy(new Error(`${method} ${url} took longer than 30 s`)),
    );
    outgoing.once('error', reject);
    outgoing.end(payload);
  });
}

/** Resident memory of a process in MiB, from /proc (the Linux machines this runs on). */
function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return match === null ? Number.NaN : Number(match[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

interface Session {
  cookie: string;
  csrf: string;
}

function cookiesOf(setCookie: string[], jar: Map<string, string>): void {
  for (const line of setCookie) {
    const [pair] = line.split(';');
    const separator = pair?.indexOf('=') ?? -1;
    if (pair !== undefined && separator > 0)
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
}

const jarText = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function signIn(base: string, account: string): Promise<Session> {
  const jar = new Map<string, string>();
  const csrfAnswer = await call('GET', `${base}/api/session/csrf`);
  cookiesOf(csrfAnswer.setCookie, jar);
  const csrf = (JSON.parse(csrfAnswer.body) as { csrfToken: string }).csrfToken;
  const login = await call(
    'POST',
    `${base}/api/session/login`,
    { cookie: jarText(jar), 'x-csrf-token': csrf },
    { account, password: demoPassword },
  );
  if (login.status !== 200)
    throw new Error(`login of ${account} answered ${String(login.status)}: ${login.body}`);
  cookiesOf(login.setCookie, jar);
  const session = { cookie: jarText(jar), csrf };
  await call('PUT', `${base}/api/downloads/agreement`, {
    cookie: session.cookie,
    'x-csrf-token': csrf,
  });
  return session;
}

const { dataDir, start, stopAll } = benchChildren('soak');

/** A fresh PostgreSQL database for the API to migrate and seed (dropped again at the end). */
async function freshPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${postgresDatabase} with (force)`);
    await admin.query(`create database ${postgresDatabase}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${postgresDatabase}`;
  return url.toString();
}

async function dropPostgresDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin
    .query(`drop database if exists ${postgresDatabase} with (force)`)
    .finally(() => admin.end());
}

try {
  const api = start(
    apiChild,
    {
      BENCH_SEED_COUNT: String(seedCount),
      ...(database === 'postgres'
        ? { BENCH_DATABASE_URL: await freshPostgresDatabase() }
        : { BENCH_PGLITE_THREAD: pgliteThread }),
    },
    [...profileArguments, '--import', 'tsx'],
  );
  const apiBase = await firstLineOf(api);
  await waitFor(`${apiBase}/v1/home/navList`, 60_000, api);
  console.log(
    `API on ${database}${database === 'pglite' ? ` (worker thread: ${pgliteThread})` : ''} at ${apiBase}`,
  );
  const bff = start(
    bffServer,
    {
      PORT: String(bffPort),
      V1_UPSTREAM: apiBase,
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_ADDRESS_MAX: '1000000000',
      RATE_LIMIT_COSTLY_MAX: '1000000000',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    },
    profileArguments,
  );
  const base = `http://127.0.0.1:${String(bffPort)}`;
  await waitFor(`${base}/api/label-words`, 30_000, bff);

  // What the visitors pick from: models of every kind (with a version to download), hot words.
  const models: { kind: string; uuid: string; versionId?: number }[] = [];
  for (const kind of kinds) {
    const page = JSON.parse((await call('GET', `${base}/api/kinds/${kind}/models`)).body) as {
      items: { uuid: string }[];
    };
    for (const item of page.items.slice(0, 20)) models.push({ kind, uuid: item.uuid });
  }
  for (const model of models.slice(0, 40)) {
    const detail = JSON.parse(
      (await call('GET', `${base}/api/kinds/${model.kind}/models/${model.uuid}`)).body,
    ) as { versions?: { id: number }[] };
    model.versionId = detail.versions?.[0]?.id;
  }
  const downloadable = models.filter((model) => model.versionId !== undefined);
  const hotWords = (
    JSON.parse((await call('GET', `${base}/api/search/hot-words`)).body) as {
      items: { name: string }[];
    }
  ).items
    .map((word) => word.name)
    .slice(0, 20);
  const words = hotWords.length > 0 ? hotWords : ['沙发', '客厅', '椅子', '灯'];
  const sessions = await Promise.all(demoAccounts.map((account) => signIn(base, account)));

  let sequence = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  /** The mix, by weight: what a visitor does next. */
  const actions: [number, string, () => Promise<Answer>][] = [
    [12, 'home', () => call('GET', `${base}/api/home`)],
    [
      14,
      'list',
      () =>
        call('GET', `${base}/api/kinds/${pick(kinds)}/models?page=${String(1 + (sequence % 5))}`),
    ],
    [
      8,
      'browse',
      () => {
        // The list by query takes the generic sort codes for every kind (MAPPING's own 0 is refused with 400).
        const kind = pick(kinds);
        return call(
          'GET',
          `${base}/api/models?kind=${kind}&sort=${String(pick<{ value: number }>(SORT_OPTIONS.max).value)}&page=${String(1 + (sequence % 3))}`,
        );
      },
    ],
    [
      16,
      'search',
      () =>
        call('GET', `${base}/api/kinds/${pick(kinds)}/models?q=${encodeURIComponent(pick(words))}`),
    ],
    [
      4,
      'suggest',
      () =>
        call(
          'GET',
          `${base}/api/search/suggestions?q=${encodeURIComponent(pick(words).slice(0, 1))}`,
        ),
    ],
    [
      18,
      'detail',
      () => {
        const model = pick(models);
        return call('GET', `${base}/api/kinds/${model.kind}/models/${model.uuid}`);
      },
    ],
    [5, 'filters', () => call('GET', `${base}/api/kinds/${pick(kinds)}/filters`)],
    [3, 'ranking', () => call('GET', `${base}/api/rankings/${pick(['income', 'uploads'])}`)],
    [5, 'v1', () => call('GET', `${base}/v1/home/navList`)],
    [5, 'me', () => call('GET', `${base}/api/downloads/quota`, { cookie: pick(sessions).cookie })],
    [
      6,
      'download-check',
      () => {
        const model = pick(downloadable);
        const session = pick(sessions);
        return call(
          'POST',
          `${base}/api/kinds/${model.kind}/models/${model.uuid}/download-check`,
          { cookie: session.cookie, 'x-csrf-token': session.csrf },
          { versionId: model.versionId },
        );
      },
    ],
    [
      4,
      'download',
      () => {
        const model = pick(downloadable);
        const session = pick(sessions);
        return call(
          'POST',
          `${base}/api/kinds/${model.kind}/models/${model.uuid}/download`,
          { cookie: session.cookie, 'x-csrf-token': session.csrf },
          { versionId: model.versionId },
        );
      },
    ],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  const choose = () => {
    let roll = Math.random() * totalWeight;
    for (const action of actions) {
      roll -= action[0];
      if (roll <= 0) return action;
    }
    return actions[0]!;
  };

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const byAction = new Map<string, number>();
  /** Each action's own latencies, to tell which part of the mix makes the tail. */
  const latenciesByAction = new Map<string, number[]>();
  const refusals = new Map<string, number>();
  const ownServerErrors: string[] = [];
  let transportErrors = 0;
  const memory: { at: number; api: number; bff: number; load: number }[] = [];
  const startedAt = Date.now();
  const endsAt = startedAt + durationSeconds * 1000;
  const loadBefore = loadavg()[0] ?? 0;

  const sampler = setInterval(() => {
    const at = (Date.now() - startedAt) / 1000;
    memory.push({ at, api: rssMiB(api.pid), bff: rssMiB(bff.pid), load: loadavg()[0] ?? 0 });
    const last = memory.at(-1)!;
    if (memory.length % 6 === 0) {
      console.log(
        `${at.toFixed(0)} s: ${String(latencies.length)} requests, p50 ${percentile(latencies.slice(-20_000), 50).toFixed(1)} ms, p99 ${percentile(latencies.slice(-20_000), 99).toFixed(1)} ms, RSS API ${last.api.toFixed(0)} MiB, BFF ${last.bff.toFixed(0)} MiB, load ${last.load.toFixed(2)}`,
      );
    }
  }, sampleEverySeconds * 1000);

  const visitor = async () => {
    while (Date.now() < endsAt) {
      const [, name, act] = choose();
      sequence += 1;
      try {
        const answer = await act();
        latencies.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        byAction.set(name, (byAction.get(name) ?? 0) + 1);
        const own = latenciesByAction.get(name) ?? [];
        own.push(answer.ms);
        latenciesByAction.set(name, own);
        if (answer.status >= 400)
          refusals.set(
            `${name} ${String(answer.status)}`,
            (refusals.get(`${name} ${String(answer.status)}`) ?? 0) + 1,
          );
        // 502/504 pass on an upstream failure; any other 5xx is the gateway's own.
        if (
          answer.status >= 500 &&
          answer.status !== 502 &&
          answer.status !== 504 &&
          ownServerErrors.length < 20
        ) {
          ownServerErrors.push(`${name} ${String(answer.status)} ${answer.body.slice(0, 200)}`);
        }
      } catch (error) {
        transportErrors += 1;
        if (transportErrors <= 5)
          console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, () => visitor()));
  clearInterval(sampler);
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const loadAfter = loadavg()[0] ?? 0;

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const settled = memory.filter(
    (sample) => sample.at >= warmUpSeconds && sample.at < warmUpSeconds + windowSeconds,
  );
  const last = memory.filter((sample) => sample.at >= elapsedSeconds - windowSeconds);
  const growth = (key: 'api' | 'bff') =>
    (mean(last.map((sample) => sample[key])) / mean(settled.map((sample) => sample[key])) - 1) *
    100;
  const peak = (key: 'api' | 'bff') => Math.max(...memory.map((sample) => sample[key]));
  const meanLoad = mean(memory.map((sample) => sample.load));
  const fiveHundreds = [...statuses].filter(([status]) => status >= 500);
  const ownFiveHundreds = fiveHundreds
    .filter(([status]) => status !== 502 && status !== 504)
    .reduce((sum, [, count]) => sum + count, 0);
  const upstreamFiveHundreds = fiveHundreds
    .filter(([status]) => status === 502 || status === 504)
    .reduce((sum, [, count]) => sum + count, 0);

  const figures: Figure[] = [
    withTarget('requests', latencies.length, 'requests'),
    withTarget('throughput', latencies.length / elapsedSeconds, 'req/s', targets.throughput),
    withTarget('p50 latency', percentile(latencies, 50), 'ms', targets.p50),
    withTarget('p99 latency', percentile(latencies, 99), 'ms', targets.p99),
    withTarget("5xx of the BFF's own", ownFiveHundreds, 'responses', '<= 0'),
    withTarget('502/504 passed on from the API', upstreamFiveHundreds, 'responses'),
    withTarget('transport errors', transportErrors, 'requests', '<= 0'),
    withTarget('API RSS growth after warm-up', growth('api'), '%', '<= 10'),
    withTarget('BFF RSS growth after warm-up', growth('bff'), '%', '<= 10'),
    withTarget('API RSS peak', peak('api'), 'MiB'),
    withTarget('BFF RSS peak', peak('bff'), 'MiB'),
    withTarget('1-minute load average, mean', meanLoad, ''),
  ];
  const statusText = [...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([status, count]) => `${String(status)}×${String(count)}`)
    .join(', ');
  const mixText = [...byAction]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${name} ${String(count)}`)
    .join(', ');
  const perActionText = [...latenciesByAction]
    .sort((a, b) => percentile(b[1], 50) - percentile(a[1], 50))
    .map(
      ([name, values]) =>
        `${name} ${percentile(values, 50).toFixed(0)}/${percentile(values, 99).toFixed(0)}`,
    )
    .join(', ');
  const refusalText =
    [...refusals].map(([key, count]) => `${key}×${String(count)}`).join(', ') || 'none';
  console.log(
    `\n${elapsedSeconds.toFixed(0)} s at concurrency ${String(concurrency)}; statuses ${statusText}; mix ${mixText}; 4xx/5xx by action: ${refusalText}`,
  );
  console.log(`p50/p99 ms by action: ${perActionText}`);
  for (const figure of figures) {
    console.log(
      `${figure.metric}: ${figure.value.toFixed(2)} ${figure.unit}${figure.target === undefined ? '' : ` (target ${figure.target}: ${figure.pass === true ? 'met' : 'NOT met'})`}`,
    );
  }
  if (ownServerErrors.length > 0)
    console.log(
      `The BFF's own 5xx (first ${String(ownServerErrors.length)}):\n  ${ownServerErrors.join('\n  ')}`,
    );
  const passed = figures.every((figure) => figure.pass !== false);
  console.log(passed ? '\nSOAK PASSED' : '\nSOAK FAILED');
  writeResult(resultName, {
    benchmark: resultName,
    figures,
    notes:
      `${elapsedSeconds.toFixed(0)} s, ${String(concurrency)} concurrent visitors through the BFF (cache and stale copies at their defaults) over the API on ${database === 'postgres' ? 'PostgreSQL (pool of 10)' : `PGlite (${pgliteThread === '1' ? 'in a worker thread, as npm start runs it' : "on the API's main thread"})`} with ${String(seedCount)} seeded models, both child processes on loopback sharing the 2 cores with the load generator; ` +
      `mix ${mixText}; p50/p99 ms by action ${perActionText}; statuses ${statusText} (4xx/5xx by action: ${refusalText}). RSS from /proc/<pid>/status every ${String(sampleEverySeconds)} s; growth compares the mean of the last ${String(windowSeconds)} s with the ${String(windowSeconds)} s after a ${String(warmUpSeconds)} s warm-up. ` +
      `1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, ${meanLoad.toFixed(2)} mean (the machine is shared).`,
  });
  process.exitCode = passed ? 0 : 1;
} finally {
  stopAll();
  if (database === 'postgres') {
    // The API child needs a moment to close its pool before the database can go.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await dropPostgresDatabase().catch(() => undefined);
  }
}
