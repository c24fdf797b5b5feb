/**
 * Search benchmark: for each catalogue size (100,000, 1,000,000 and 3,000,000 models by default), a
 * PostgreSQL database yunmo_bench_<count> built once and reused (100,000 is seeded, larger sizes are
 * grown from it by SQL, see catalogue.ts), a fixed seeded query mix replayed over HTTP against
 * apps/api and, in the same run, against a plain ILIKE/COUNT/GROUP BY implementation on the same data;
 * then the api alone on a 100,000-model PGlite catalogue. Every query asks for total and per-category
 * counts, 40 per page, pages 1-10. The 1-minute load average is sampled during each size's run.
 *
 *   node scripts/pnpm.mjs --filter @yunmo/bench run bench:search [--counts 100000,1000000 --pglite-count 100000 --seed 42]
 *
 * The api runs twice per size: cold (SEARCH_CACHE_MAX_ENTRIES=0, every search computed, the figures
 * kept comparable with earlier runs) and as served (the search result cache on, fresh at start and
 * warmed by the mix itself; its hit rate read from the api's /metrics).
 *
 * `--before-server <path to an older apps/api dist/server.js>` also runs that build on the same catalogue
 * right before the current one, for a before/after comparison under the same load (printed and in the notes).
 * Ports and the database prefix come from BENCH_API_PORT, BENCH_PLAIN_PORT, BENCH_PGLITE_PORT and
 * BENCH_PG_DATABASE_PREFIX when several people share the machine. BENCH_PROFILE_DIR writes a V8 CPU
 * profile of each api process there when it stops, to see where a search's time goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, percentile, withTarget, writeResult, type Figure } from '../lib/report.js';
import { benchDataDir, ensurePgliteCatalogue, ensurePostgresCatalogue } from './catalogue.js';
import { keywords } from './keywords.js';
import { SeededRandom } from '@yunmo/api/assets/random';

const { values: args } = parseArgs({
  options: {
    counts: { type: 'string', default: '100000,1000000,3000000' },
    'pglite-count': { type: 'string', default: '100000' },
    seed: { type: 'string', default: '42' },
    'queries-c1': { type: 'string', default: '600' },
    'queries-c16': { type: 'string', default: '1600' },
    'plain-queries': { type: 'string', default: '120' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-plain': { type: 'boolean', default: false },
    'before-server': { type: 'string' },
  },
});
const counts = args.counts.split(',').map(Number);
const pgliteCount = Number(args['pglite-count']);
const seed = Number(args.seed);
const queriesC1 = Number(args['queries-c1']);
const queriesC16 = Number(args['queries-c16']);
const plainQueries = Number(args['plain-queries']);

const repoRoot = path.join(import.meta.dirname, '..', '..');
const apiServer = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');
const apiPort = Number(process.env.BENCH_API_PORT ?? 4011);
const plainPort = Number(process.env.BENCH_PLAIN_PORT ?? 4012);
const pglitePort = Number(process.env.BENCH_PGLITE_PORT ?? 4013);

interface HeadInfo {
  categorys: { id: number; children: { id: number }[] }[];
  style: { id: number }[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  const body = (await response.json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${url}: code ${body.code}`);
  return body.data;
}

/** The fixed mix: 60% browsing by filter code, 30% keyword, 10% keyword plus filters; pages 1-10, 40 per page. */
async function buildMix(baseUrl: string, total: number, mixSeed: number): Promise<string[]> {
  const heads = new Map<number, HeadInfo>();
  for (const modelType of [1, 2])
    heads.set(
      modelType,
      await getJson<HeadInfo>(`${baseUrl}/v1/model/headInfo?modelType=${modelType}`),
    );
  const random = new SeededRandom(mixSeed);
  const queries: string[] = [];
  for (let index = 0; index < total; index += 1) {
    const modelType = random.next() < 0.6 ? 1 : 2;
    const head = heads.get(modelType)!;
    const params = new URLSearchParams({
      modelType: String(modelType),
      size: '40',
      pn: String(random.int(1, 10)),
      sort: String(random.int(1, 5)),
    });
    const roll = random.next();
    const filters = () => {
      const category = random.pick(head.categorys);
      if (random.next() < 0.7) params.set('oneClass', String(category.id));
      if (random.next() < 0.35) params.set('twoClass', String(random.pick(category.children).id));
      if (random.next() < 0.3) params.set('style', String(random.pick(head.style).id));
      const fee = random.next();
      if (fee < 0.15) params.set('free', '1');
      else if (fee < 0.25) params.set('nofree', '1');
      else if (fee < 0.32) params.set('member', '1');
    };
    if (roll < 0.6) filters();
    else if (roll < 0.9) params.set('element', random.pick(keywords));
    else {
      params.set('element', random.pick(keywords));
      filters();
    }
    queries.push(`/v1/model/search?${params.toString()}`);
  }
  return queries;
}

interface RunResult {
  latencies: number[];
  /** Latency per query kind: browse, keyword, keyword+filters. */
  byKind: Map<string, number[]>;
  seconds: number;
  failures: number;
}

async function replay(
  baseUrl: string,
  queries: readonly string[],
  concurrency: number,
): Promise<RunResult> {
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < queries.length) {
      const query = queries[next++]!;
      const begin = performance.now();
      try {
        const response = await fetch(baseUrl + query);
        const body = (await response.json()) as {
          code: number;
          data?: { categoryCounts?: unknown[] };
        };
        if (body.code !== 200 || !Array.isArray(body.data?.categoryCounts)) failures += 1;
      } catch {
        failures += 1;
      }
      const elapsed = performance.now() - begin;
      latencies.push(elapsed);
      const kind = !query.includes('element=')
        ? 'browse'
        : /oneClass=|twoClass=|style=|free=|nofree=|member=/u.test(query)
          ? 'keyword+filters'
          : 'keyword';
      byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, byKind, seconds: (performance.now() - started) / 1000, failures };
}

function startProcess(
  command: string,
  commandArgs: string[],
  env: Record<string, string>,
): ChildProcess {
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null)
      console.error(`${path.basename(commandArgs[0] ?? command)} exited with ${code}`);
  });
  return child;
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Row {
  target: string;
  concurrency: number;
  queries: number;
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
  failures: number;
}

function summarise(target: string, concurrency: number, result: RunResult): Row {
  return {
    target,
    concurrency,
    queries: result.latencies.length,
    p50: median(result.latencies),
    p95: percentile(result.latencies, 95),
    p99: percentile(result.latencies, 99),
    throughput: result.latencies.length / result.seconds,
    failures: result.failures,
  };
}

function printTable(rows: readonly Row[]): void {
  const header = ['target', 'conc', 'queries', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'failures'];
  const lines = rows.map((row) => [
    row.target,
    String(row.concurrency),
    String(row.queries),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    row.throughput.toFixed(1),
    String(row.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

interface TargetRows {
  c1: Row;
  c16: Row;
  /** Keyword-only queries (no filters) of the concurrency-1 run. */
  keywordP95: number;
}

async function benchTarget(
  label: string,
  baseUrl: string,
  mixC1: readonly string[],
  mixC16: readonly string[],
): Promise<TargetRows> {
  await replay(baseUrl, mixC1.slice(0, Math.min(40, mixC1.length)), 4);
  const single = await replay(baseUrl, mixC1, 1);
  const breakdown = [...single.byKind.entries()].map(
    ([kind, values]) =>
      `${kind} p50 ${median(values).toFixed(1)} / p95 ${percentile(values, 95).toFixed(1)} ms (${values.length})`,
  );
  console.log(`${label}, concurrency 1: ${breakdown.join('; ')}`);
  const c1 = summarise(label, 1, single);
  const c16 = summarise(label, 16, await replay(baseUrl, mixC16, 16));
  return { c1, c16, keywordP95: percentile(single.byKind.get('keyword') ?? [], 95) };
}

/** One replay of the mix by the api, and the search result cache's hit rate during it (NaN when off). */
interface ApiPass extends TargetRows {
  hitRate: number;
}

/** Samples the 1-minute load average every 5 s until stopped; answers the mean of the samples. */
function sampleLoad(): () => number {
  const samples = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), 5000);
  return () => {
    clearInterval(timer);
    samples.push(os.loadavg()[0]!);
    return samples.reduce((sum, value) => sum + value, 0) / samples.length;
  };
}

/** Targets of issue 21 for the million-model catalogue; other sizes are reported without targets. */
function targetAt(count: number, target: string): string | undefined {
  return count === 1_000_000 ? target : undefined;
}

/** The api without the search result cache: every search computed (by the in-memory index, ADR 0062). */
const coldEnv = { SEARCH_CACHE_MAX_ENTRIES: '0' };
/** The api before the in-memory index: every search computed by the database (ADR 0047's SQL). */
const databaseEnv = { SEARCH_CACHE_MAX_ENTRIES: '0', SEARCH_INDEX: '0' };

/** A metric's value on the api's /metrics (the first series of that name), NaN when absent. */
async function metricValue(baseUrl: string, name: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  // Series carry labels (`name{service="api"} value`).
  const line = text
    .split('\n')
    .find((entry) => entry.startsWith(`${name} `) || entry.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

/** Resident memory of a process, from /proc (MB); NaN where there is no /proc. */
async function residentMb(pid: number | undefined): Promise<number> {
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/mu.exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface IndexLoad {
  seconds: number;
  models: number;
  residentMb: number;
}

/**
 * Starts the in-memory index (it is read on the first search) and waits until it holds the
 * catalogue: the benchmark measures searches as the process answers them once it is ready.
 */
async function waitForIndex(baseUrl: string, pid: number | undefined): Promise<IndexLoad> {
  const started = performance.now();
  await fetch(`${baseUrl}/v1/model/search?modelType=1&size=1`);
  for (;;) {
    const models = await metricValue(baseUrl, 'yunmo_search_index_models');
    if (models > 0)
      return {
        seconds: (performance.now() - started) / 1000,
        models,
        residentMb: await residentMb(pid),
      };
    if (performance.now() - started > 600_000) throw new Error('the search index did not load');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const profileDir = process.env.BENCH_PROFILE_DIR;

async function startApi(
  server: string,
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const profile =
    profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`];
  const api = startProcess(process.execPath, [...profile, server], {
    DATABASE_URL: databaseUrl,
    API_PORT: String(apiPort),
    SEED_COUNT: '0',
    LOG_LEVEL: 'warn',
    YUNMO_DATA_DIR: benchDataDir('postgres', count, seed),
    ...env,
  });
  await waitUntilUp(`http://127.0.0.1:${apiPort}/v1/home/navList`, 600_000);
  return api;
}

/** The api's search result cache lookups so far, by result (hit, counts, miss, unversioned). */
async function cacheLookups(baseUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const lookups = new Map<string, number>();
  for (const [, result, value] of text.matchAll(
    /^yunmo_search_cache_lookups_total\{[^}]*result="(\w+)"[^}]*\} (\d+)/gmu,
  ))
    lookups.set(result!, Number(value));
  return lookups;
}

/** One catalogue size: the api cold and as served (and the older build when asked), the plain baseline, all in one run. */
async function benchSize(
  count: number,
  rows: Row[],
  figures: Figure[],
  notes: string[],
): Promise<void> {
  const fmt = (value: number) => Math.round(value * 10) / 10;
  const databaseUrl = await ensurePostgresCatalogue(count, seed);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const load = sampleLoad();
  let mix: string[] = [];
  /**
   * The api on this catalogue, replaying the mix `passes` times in the same process (the search
   * result cache warm from the first pass in the next); each pass's figures and cache hit rate.
   */
  let indexLoad: IndexLoad | undefined;
  const runApi = async (
    server: string,
    labels: readonly string[],
    env: Record<string, string>,
  ): Promise<ApiPass[]> => {
    const api = await startApi(server, databaseUrl, count, env);
    try {
      // An older build is measured once its index is loaded too, when it has one.
      const hasIndex =
        server === apiServer ||
        !Number.isNaN(await metricValue(apiUrl, 'yunmo_search_index_models'));
      if (env.SEARCH_INDEX !== '0' && hasIndex) {
        const load = await waitForIndex(apiUrl, api.pid);
        if (server === apiServer) indexLoad ??= load;
        console.log(
          `search index${server === apiServer ? '' : ' (older build)'}: ${load.models} models in ${load.seconds.toFixed(1)} s, api resident ${load.residentMb.toFixed(0)} MB`,
        );
      }
      if (mix.length === 0) mix = await buildMix(apiUrl, queriesC1 + queriesC16, seed);
      const passes: ApiPass[] = [];
      for (const label of labels) {
        const before = await cacheLookups(apiUrl);
        const result = await benchTarget(
          label,
          apiUrl,
          mix.slice(0, queriesC1),
          mix.slice(queriesC1),
        );
        const after = await cacheLookups(apiUrl);
        const moved = (result: string) => (after.get(result) ?? 0) - (before.get(result) ?? 0);
        const lookups = ['hit', 'counts', 'miss', 'unversioned'].map(moved);
        const total = lookups.reduce((sum, value) => sum + value, 0);
        const hitRate = total > 0 ? (lookups[0]! / total) * 100 : Number.NaN;
        if (total > 0)
          console.log(
            `${label}: ${total} cache lookups, ${lookups[0]} hits (${hitRate.toFixed(1)}%), ${lookups[1]} with the counts stored, ${lookups[2]} misses, ${lookups[3]} without a data version`,
          );
        rows.push(result.c1, result.c16);
        passes.push({ ...result, hitRate });
      }
      return passes;
    } finally {
      await stopProcess(api);
    }
  };
  if (args['before-server']) {
    const before = (
      await runApi(path.resolve(args['before-server']), [`api before, ${count}`], coldEnv)
    )[0]!;
    notes.push(
      `${count} models, previous build in the same run: c=1 p50/p95/p99 ${before.c1.p50.toFixed(1)}/${before.c1.p95.toFixed(1)}/${before.c1.p99.toFixed(1)} ms, keyword-only p95 ${before.keywordP95.toFixed(1)} ms, c=16 ${before.c16.throughput.toFixed(0)} req/s p95 ${before.c16.p95.toFixed(1)} ms`,
    );
  }
  // The database alone first, then the index, one after the other on the same catalogue and mix.
  const database = (
    await runApi(apiServer, [`api, database only (PostgreSQL), ${count}`], databaseEnv)
  )[0]!;
  const databaseMemory = await (async () => {
    const probe = await startApi(apiServer, databaseUrl, count, databaseEnv);
    try {
      await fetch(`${apiUrl}/v1/model/search?modelType=1&size=1`);
      return residentMb(probe.pid);
    } finally {
      await stopProcess(probe);
    }
  })();
  const api = (await runApi(apiServer, [`api (PostgreSQL), ${count}`], coldEnv))[0]!;
  const [served, repeated] = await runApi(
    apiServer,
    [`api as served, search cache, ${count}`, `api as served, the mix again, ${count}`],
    {},
  );
  const metric = (what: string) => `PostgreSQL ${count} models, ${what}`;
  const servedMetric = (what: string) => metric(`as served (search result cache), ${what}`);
  const againMetric = (what: string) => metric(`as served, the same mix again, ${what}`);
  figures.push(
    withTarget(metric('concurrency 1, p50'), fmt(api.c1.p50), 'ms', targetAt(count, '<= 5')),
    withTarget(metric('concurrency 1, p95'), fmt(api.c1.p95), 'ms', targetAt(count, '<= 15')),
    withTarget(metric('concurrency 1, p99'), fmt(api.c1.p99), 'ms', targetAt(count, '<= 30')),
    withTarget(
      metric('keyword queries alone, concurrency 1, p95'),
      fmt(api.keywordP95),
      'ms',
      targetAt(count, '<= 15'),
    ),
    withTarget(metric('concurrency 1, throughput'), fmt(api.c1.throughput), 'req/s'),
    withTarget(metric('concurrency 16, p50'), fmt(api.c16.p50), 'ms'),
    withTarget(metric('concurrency 16, p95'), fmt(api.c16.p95), 'ms', targetAt(count, '<= 80')),
    withTarget(metric('concurrency 16, p99'), fmt(api.c16.p99), 'ms'),
    withTarget(
      metric('concurrency 16, throughput'),
      fmt(api.c16.throughput),
      'req/s',
      targetAt(count, '>= 500'),
    ),
    withTarget(metric('database only (no index), concurrency 1, p50'), fmt(database.c1.p50), 'ms'),
    withTarget(metric('database only (no index), concurrency 1, p95'), fmt(database.c1.p95), 'ms'),
    withTarget(metric('database only (no index), concurrency 1, p99'), fmt(database.c1.p99), 'ms'),
    withTarget(
      metric('database only (no index), keyword queries alone, concurrency 1, p95'),
      fmt(database.keywordP95),
      'ms',
    ),
    withTarget(
      metric('database only (no index), concurrency 16, p95'),
      fmt(database.c16.p95),
      'ms',
    ),
    withTarget(
      metric('database only (no index), concurrency 16, throughput'),
      fmt(database.c16.throughput),
      'req/s',
    ),
    withTarget(
      metric('index / database throughput ratio, concurrency 16'),
      fmt(api.c16.throughput / database.c16.throughput),
      'x',
    ),
    withTarget(metric('search index first read'), fmt(indexLoad?.seconds ?? Number.NaN), 's'),
    withTarget(
      metric('api resident memory, index loaded'),
      fmt(indexLoad?.residentMb ?? Number.NaN),
      'MB',
    ),
    withTarget(metric('api resident memory, database only'), fmt(databaseMemory), 'MB'),
    withTarget(servedMetric('concurrency 1, p50'), fmt(served!.c1.p50), 'ms'),
    withTarget(servedMetric('concurrency 1, p95'), fmt(served!.c1.p95), 'ms'),
    withTarget(servedMetric('concurrency 1, p99'), fmt(served!.c1.p99), 'ms'),
    withTarget(
      servedMetric('keyword queries alone, concurrency 1, p95'),
      fmt(served!.keywordP95),
      'ms',
    ),
    withTarget(servedMetric('concurrency 1, throughput'), fmt(served!.c1.throughput), 'req/s'),
    withTarget(servedMetric('concurrency 16, p50'), fmt(served!.c16.p50), 'ms'),
    withTarget(servedMetric('concurrency 16, p95'), fmt(served!.c16.p95), 'ms'),
    withTarget(servedMetric('concurrency 16, p99'), fmt(served!.c16.p99), 'ms'),
    withTarget(servedMetric('concurrency 16, throughput'), fmt(served!.c16.throughput), 'req/s'),
    withTarget(servedMetric('cache hit rate over the whole mix'), fmt(served!.hitRate), '%'),
    withTarget(againMetric('concurrency 1, p50'), fmt(repeated!.c1.p50), 'ms'),
    withTarget(againMetric('concurrency 1, p95'), fmt(repeated!.c1.p95), 'ms'),
    withTarget(againMetric('concurrency 16, p95'), fmt(repeated!.c16.p95), 'ms'),
    withTarget(againMetric('concurrency 16, throughput'), fmt(repeated!.c16.throughput), 'req/s'),
    withTarget(againMetric('cache hit rate'), fmt(repeated!.hitRate), '%'),
  );
  if (!args['skip-plain']) {
    const plain = startProcess(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'plain-server.ts')],
      { DATABASE_URL: databaseUrl, PLAIN_PORT: String(plainPort) },
    );
    // Beside the plain implementation, which computes every answer, the api computes every answer too.
    const api = await startApi(apiServer, databaseUrl, count, coldEnv);
    try {
      await waitForIndex(apiUrl, api.pid);
      const plainUrl = `http://127.0.0.1:${plainPort}`;
      await waitUntilUp(`${plainUrl}/v1/model/search?modelType=1&size=1`, 60_000);
      // The plain implementation runs the first queries of the same mix (it is too slow for all of them);
      // the api's figures on exactly those queries are shown beside it.
      const plainC1 = mix.slice(0, plainQueries);
      const plainC16 = mix.slice(queriesC1, queriesC1 + plainQueries * 2);
      const plainRows = await benchTarget(`plain, ${count}`, plainUrl, plainC1, plainC16);
      const sameQueries = await benchTarget(
        `api, same queries as plain, ${count}`,
        apiUrl,
        plainC1,
        plainC16,
      );
      rows.push(plainRows.c1, plainRows.c16, sameQueries.c1, sameQueries.c16);
      const ratioC1 = plainRows.c1.p50 / sameQueries.c1.p50;
      const ratioC16 = sameQueries.c16.throughput / plainRows.c16.throughput;
      console.log(
        `\n${count}: plain / api p50 at concurrency 1: ${ratioC1.toFixed(1)}x; api / plain throughput at concurrency 16: ${ratioC16.toFixed(1)}x`,
      );
      figures.push(
        withTarget(metric('plain / api p50 latency ratio, concurrency 1'), fmt(ratioC1), 'x'),
        withTarget(metric('api / plain throughput ratio, concurrency 16'), fmt(ratioC16), 'x'),
      );
    } finally {
      await stopProcess(plain);
      await stopProcess(api);
    }
  }
  figures.push(withTarget(metric('1-minute load average during the run, mean'), fmt(load()), ''));
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const figures: Figure[] = [];
  const notes: string[] = [];
  const fmt = (value: number) => Math.round(value * 10) / 10;

  for (const count of counts) {
    console.log(`\nPostgreSQL, ${count.toLocaleString('en')} models`);
    await benchSize(count, rows, figures, notes);
  }

  if (!args['skip-pglite']) {
    const dataDir = await ensurePgliteCatalogue(pgliteCount, seed);
    const embedded = startProcess(process.execPath, [apiServer], {
      DATABASE_URL: '',
      API_PORT: String(pglitePort),
      SEED_COUNT: '0',
      LOG_LEVEL: 'warn',
      YUNMO_DATA_DIR: dataDir,
      // Cold, like the earlier PGlite figures.
      ...coldEnv,
    });
    try {
      const url = `http://127.0.0.1:${pglitePort}`;
      await waitUntilUp(`${url}/v1/home/navList`, 180_000);
      await waitForIndex(url, embedded.pid);
      const mix = await buildMix(url, Math.round(queriesC1 / 2) + Math.round(queriesC16 / 2), seed);
      const half = Math.round(queriesC1 / 2);
      console.log(`PGlite, ${pgliteCount.toLocaleString('en')} models`);
      const pgliteRows = await benchTarget(
        'api (PGlite)',
        url,
        mix.slice(0, half),
        mix.slice(half),
      );
      rows.push(pgliteRows.c1, pgliteRows.c16);
      figures.push(
        withTarget(
          `PGlite ${pgliteCount} models, concurrency 1, p50`,
          fmt(pgliteRows.c1.p50),
          'ms',
        ),
        withTarget(
          `PGlite ${pgliteCount} models, concurrency 1, p95`,
          fmt(pgliteRows.c1.p95),
          'ms',
          '<= 60',
        ),
      );
    } finally {
      await stopProcess(embedded);
    }
  }

  console.log('');
  printTable(rows);
  const failures = rows.reduce((sum, row) => sum + row.failures, 0);
  writeResult('search', {
    benchmark: 'search',
    figures,
    notes: `Seeded mix (seed ${seed}): 60% filter-code browsing, 30% keyword, 10% keyword + filters; 40 per page, pages 1-10; every answer carries total and per-category counts. The api figures without a qualifier are cold (search result cache off); "as served" ones have the cache on, fresh at start. PostgreSQL ${counts.join(', ')} models (each with the plain baseline in the same run), PGlite ${pgliteCount}. Failed answers: ${failures}.${notes.map((note) => ` ${note}.`).join('')}`,
  });
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
