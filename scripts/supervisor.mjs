// Keeps the product's processes running: a process that dies is started again after a delay that
// doubles with each quick crash (a crash loop must not spin the CPU) and falls back to the first
// delay once the process has run for a stable period. The other process is left alone, so the
// gateway keeps answering (stale pages, clear errors) while the API restarts, and the other way round.
// Used by `npm start` (scripts/start.mjs) on the built output; tests drive it directly.
import { spawn } from 'node:child_process';

/**
 * @typedef {object} AppSpec
 * @property {string} name        shown in the log
 * @property {string[]} args      arguments of node (script path first)
 * @property {Record<string, string>} [env]  added to the supervisor's environment
 * @property {string} [cwd]
 */

/**
 * @typedef {object} SupervisorOptions
 * @property {number} [initialDelayMs]  delay before the first restart (default 500 ms)
 * @property {number} [maxDelayMs]      longest delay between restarts (default 30 s)
 * @property {number} [stableMs]        a process that ran this long is healthy again (default 60 s)
 * @property {(line: string) => void} [log]
 * @property {'inherit' | 'ignore'} [output]  the children's stdout and stderr (default inherit)
 */

/** Delay before restart number `failures` (1-based) after quick crashes. */
export function restartDelay(failures, initialDelayMs = 500, maxDelayMs = 30_000) {
  return Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, failures - 1));
}

/** @param {SupervisorOptions} [options] */
export function createSupervisor(options = {}) {
  const initialDelayMs = options.initialDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableMs = options.stableMs ?? 60_000;
  const log = options.log ?? ((line) => console.error(line));
  const output = options.output ?? 'inherit';
  /** @type {Map<string, { spec: AppSpec, child: import('node:child_process').ChildProcess | undefined, failures: number, restarts: number, timer: NodeJS.Timeout | undefined }>} */
  const apps = new Map();
  let stopping = false;

  function launch(entry) {
    const startedAt = Date.now();
    const child = spawn(process.execPath, entry.spec.args, {
      cwd: entry.spec.cwd,
      env: { ...process.env, ...entry.spec.env },
      stdio: ['ignore', output, output],
    });
    entry.child = child;
    child.on('error', (error) => log(`${entry.spec.name}: ${error.message}`));
    child.on('exit', (code, signal) => {
      if (entry.child === child) entry.child = undefined;
      if (stopping) return;
      if (Date.now() - startedAt >= stableMs) entry.failures = 0;
      entry.failures += 1;
      const delay = restartDelay(entry.failures, initialDelayMs, maxDelayMs);
      log(
        `${entry.spec.name} stopped (${signal ?? code}); starting it again in ${(delay / 1000).toFixed(1)} s.`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        if (stopping) return;
        entry.restarts += 1;
        launch(entry);
      }, delay);
    });
  }

  return {
    /** Starts `spec` under supervision. @param {AppSpec} spec */
    start(spec) {
      if (apps.has(spec.name)) throw new Error(`${spec.name} is already supervised`);
      const entry = { spec, child: undefined, failures: 0, restarts: 0, timer: undefined };
      apps.set(spec.name, entry);
      launch(entry);
    },
    /** The running process of `name`, if any (undefined while it waits to restart). */
    child(name) {
      return apps.get(name)?.child;
    },
    /** How often `name` has been started again. */
    restarts(name) {
      return apps.get(name)?.restarts ?? 0;
    },
    /** Ends every process (SIGTERM, then SIGKILL after `graceMs`) and restarts nothing. */
    async stop(graceMs = 5000) {
      stopping = true;
      const exits = [];
      for (const entry of apps.values()) {
        if (entry.timer !== undefined) clearTimeout(entry.timer);
        const child = entry.child;
        if (child === undefined || child.exitCode !== null || child.signalCode !== null) continue;
        exits.push(
          new Promise((resolve) => {
            const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(force);
              resolve(undefined);
            });
            child.kill('SIGTERM');
          }),
        );
      }
      await Promise.all(exits);
    },
  };
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, label, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not come up at ${url} within ${timeoutMs / 1000} s`);
}
