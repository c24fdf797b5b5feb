/**
 * Child processes of a benchmark (the API, BFFs): started with warn-level logs, stopped together
 * with the benchmark's temporary folder, also on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchChildren {
  /** A temporary folder removed by stopAll. */
  readonly dataDir: string;
  start(
    script: string,
    environment: Record<string, string>,
    nodeArguments?: string[],
  ): ChildProcess;
  stopAll(): void;
}

export function benchChildren(name: string): BenchChildren {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), `yunmo-bench-${name}-`));
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  return {
    dataDir,
    start(script, environment, nodeArguments = []) {
      const child = spawn(process.execPath, [...nodeArguments, script], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...environment },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Drained so a chatty child never blocks on a full pipe; firstLineOf listens alongside.
      child.stdout?.resume();
      children.push(child);
      return child;
    },
    stopAll,
  };
}

/** The first line a child prints (the API child prints its base URL). */
export function firstLineOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const newline = text.indexOf('\n');
      if (newline >= 0) resolve(text.slice(0, newline).trim());
    });
    child.once('exit', (code) =>
      reject(new Error(`the process exited (${String(code)}) before listening`)),
    );
  });
}

/** Polls a URL until it answers 2xx; fails early when the child behind it exits. */
export async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the process behind ${url} exited (${String(child.exitCode)})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}
