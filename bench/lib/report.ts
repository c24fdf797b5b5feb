/**
 * Shared reporting for the benchmarks: each benchmark prints its own table and records its
 * headline figures in bench/results/<name>.json, which `pnpm bench` gathers into
 * docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Figure {
  /** What was measured, e.g. "PostgreSQL 1,000,000 models, concurrency 1, p50". */
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
  /** The target, written as a bound, e.g. "<= 10". Omitted when the figure has none. */
  readonly target?: string;
  /** Whether the target was met; omitted when there is no target. */
  readonly pass?: boolean;
}

export interface BenchResult {
  readonly benchmark: string;
  readonly figures: readonly Figure[];
  /** Free text: data size, what was compared, anything a reader needs to trust the numbers. */
  readonly notes?: string;
}

export const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** Checks a figure against an upper or lower bound ("<= 10", ">= 0.85"). */
export function withTarget(metric: string, value: number, unit: string, target?: string): Figure {
  if (!target) return { metric, value, unit };
  const match = /^(<=|>=)\s*(-?[\d.]+)$/.exec(target.trim());
  if (!match) throw new Error(`Unreadable target ${target}`);
  const bound = Number(match[2]);
  const pass = match[1] === '<=' ? value <= bound : value >= bound;
  return { metric, value, unit, target, pass };
}

export function writeResult(name: string, result: BenchResult): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ ...result, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return file;
}

/** The median of a list of numbers (NaN for an empty list). */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
