/**
 * `pnpm bench`: runs every benchmark one after the other (they would distort each other side by
 * side on two cores), then prints one table of figures and targets and writes it, with the
 * machine's description, to docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsDir, type BenchResult } from './lib/report.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(benchDir, '..');

/** Each benchmark: its folder under bench/ and the result file it writes. */
const benchmarks = [
  'search',
  'bff',
  'web',
  'ssr',
  'image-search',
  'soak',
  'soak-postgres',
] as const;
/** Variants: a benchmark run from another's folder with settings of its own. */
const variants: Record<string, { folder: string; env: Record<string, string> }> = {
  'soak-postgres': { folder: 'soak', env: { SOAK_DATABASE: 'postgres' } },
};
/** Ten minutes of load: only when asked for, by name or with SOAK=1. */
const onRequest = new Set<string>(['soak', 'soak-postgres']);
/**
 * `--reuse`: re-run only the benchmarks named, and take the others' figures from their last saved
 * results (each keeps its own measuredAt), so one slow benchmark need not repeat the whole run.
 */
const reuse = process.argv.includes('--reuse');
const only = process.argv.slice(2).filter((arg) => arg !== '--reuse');
const selected =
  only.length > 0 && !reuse ? benchmarks.filter((b) => only.includes(b)) : benchmarks;

const outcomes: { name: string; status: string; result?: BenchResult }[] = [];
for (const name of selected) {
  const savedFile = path.join(resultsDir, `${name}.json`);
  if (reuse && !only.includes(name)) {
    if (existsSync(savedFile)) {
      const saved = JSON.parse(readFileSync(savedFile, 'utf8')) as BenchResult & {
        measuredAt?: string;
      };
      outcomes.push({
        name,
        status: 'ok',
        result: {
          ...saved,
          notes:
            `${saved.notes ?? ''} (saved result, measured ${saved.measuredAt ?? 'earlier'})`.trim(),
        },
      });
    } else {
      outcomes.push({ name, status: 'no saved result' });
    }
    continue;
  }
  if (onRequest.has(name) && only.length === 0 && process.env.SOAK !== '1') {
    outcomes.push({ name, status: 'skipped (SOAK=1 runs it)' });
    continue;
  }
  const variant = variants[name];
  const entry = path.join(benchDir, variant?.folder ?? name, 'run.ts');
  if (!existsSync(entry)) {
    outcomes.push({ name, status: 'not present' });
    continue;
  }
  const resultFile = path.join(resultsDir, `${name}.json`);
  rmSync(resultFile, { force: true });
  console.log(`\n=== bench/${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry], {
    stdio: 'inherit',
    cwd: benchDir,
    env: { ...process.env, ...variant?.env },
  });
  if (run.status !== 0 || !existsSync(resultFile)) {
    // A benchmark that misses its pass criteria still reports its figures.
    const result = existsSync(resultFile)
      ? (JSON.parse(readFileSync(resultFile, 'utf8')) as BenchResult)
      : undefined;
    outcomes.push({
      name,
      status: `failed (exit ${run.status ?? run.signal})`,
      ...(result === undefined ? {} : { result }),
    });
    continue;
  }
  outcomes.push({
    name,
    status: 'ok',
    result: JSON.parse(readFileSync(resultFile, 'utf8')) as BenchResult,
  });
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const lines = [
  '# Benchmarks',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}, by \`pnpm bench\`.`,
  '',
  '| Benchmark | Metric | Value | Target | Met |',
  '|---|---|---|---|---|',
];
for (const outcome of outcomes) {
  if (!outcome.result) {
    lines.push(`| ${outcome.name} | — | ${outcome.status} | | |`);
    continue;
  }
  for (const f of outcome.result.figures) {
    const value = Number.isInteger(f.value)
      ? String(f.value)
      : f.value.toFixed(f.value < 10 ? 2 : 1);
    lines.push(
      `| ${outcome.result.benchmark} | ${f.metric} | ${value} ${f.unit} | ${f.target ?? ''} | ${f.pass === undefined ? '' : f.pass ? 'yes' : 'no'} |`,
    );
  }
}
lines.push('');
for (const outcome of outcomes) {
  if (outcome.result?.notes)
    lines.push(`- **${outcome.result.benchmark}**: ${outcome.result.notes}`);
}
const table = `${lines.join('\n')}\n`;
console.log(`\n${table}`);
if (only.length === 0 || reuse) writeFileSync(path.join(root, 'docs', 'benchmarks.md'), table);
process.exitCode = outcomes.some((o) => o.status.startsWith('failed')) ? 1 : 0;
