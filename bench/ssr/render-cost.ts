/**
 * The server render's own cost, without the API: the list page's /api answers are recorded once from
 * a running gateway (BENCH_BASE_URL), then the page is rendered again and again in this process with
 * a fetch that replays them, as the gateway renders it (store, routes, loaders, React's stream).
 * Prints milliseconds per render at concurrency 1. Run with `--cpu-prof` to see where they go.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median, percentile } from '../lib/report.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ssrEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const base = process.env.BENCH_BASE_URL;
const page = process.env.BENCH_PAGE ?? '/list/max/0-0-0-1-0-0-0-0-0-0-0-0';
const runs = Number(process.env.BENCH_RUNS ?? 300);
if (!base || !existsSync(ssrEntry)) {
  console.error('BENCH_BASE_URL (a running gateway) and a built apps/web/dist-ssr are needed');
  process.exit(1);
}

interface Renderer {
  render(input: {
    url: string;
    fetch: typeof fetch;
    timeoutMs?: number;
  }): Promise<
    { kind: 'html'; pipe: (destination: NodeJS.WritableStream) => void } | { kind: string }
  >;
}
// As the gateway runs in production: otherwise React and Redux Toolkit add their development checks
// (a render cost 166 ms instead of 25 ms p50 that way).
process.env.NODE_ENV ??= 'production';
const ssr = (await import(pathToFileURL(ssrEntry).href)) as Renderer;

const recorded = new Map<
  string,
  { status: number; headers: [string, string][]; body: ArrayBuffer }
>();
const keyOf = (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  const url = new URL(new Request(input, init).url);
  return `${url.pathname}${url.search}`;
};
const recording: typeof fetch = async (input, init) => {
  const key = keyOf(input, init);
  const answer = await fetch(`${base}${key}`);
  const body = await answer.arrayBuffer();
  recorded.set(key, { status: answer.status, headers: [...answer.headers.entries()], body });
  return new Response(body, { status: answer.status, headers: answer.headers });
};
const replaying: typeof fetch = async (input, init) => {
  const answer = recorded.get(keyOf(input, init));
  if (!answer) throw new Error(`not recorded: ${keyOf(input, init)}`);
  return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
};

async function renderOnce(fetcher: typeof fetch): Promise<number> {
  const started = process.hrtime.bigint();
  const result = await ssr.render({ url: page, fetch: fetcher, timeoutMs: 10_000 });
  if (result.kind !== 'html' || !('pipe' in result))
    throw new Error(`not rendered: ${result.kind}`);
  await new Promise<void>((resolve, reject) => {
    const sink = new PassThrough();
    sink.on('data', () => undefined);
    sink.once('end', resolve);
    sink.once('error', reject);
    result.pipe(sink);
  });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

await renderOnce(recording);
for (let index = 0; index < 20; index += 1) await renderOnce(replaying);
const times: number[] = [];
for (let index = 0; index < runs; index += 1) times.push(await renderOnce(replaying));
console.log(
  `${page}: ${String(recorded.size)} /api answers replayed; render p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${String(runs)} renders (concurrency 1)`,
);
