import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The API's own entry point, as `npm start` runs it (built by turbo before the tests). */
const apiServer = require.resolve('@yunmo/api/server');

export interface ApiProcess {
  readonly child: ChildProcess;
  /** Lines the process wrote to stderr, for the failure message. */
  readonly errors: string[];
}

/** Starts the /v1 API as a child process on `port`, PGlite in `dataDir` (seeded on its first start). */
export function startApiProcess(
  port: number,
  dataDir: string,
  environment: Record<string, string> = {},
): ApiProcess {
  const errors: string[] = [];
  const child = spawn(process.execPath, [apiServer], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      YUNMO_DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_COUNT: '20',
      SEED_IMAGES: '0',
      LOG_LEVEL: 'warn',
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')));
  return { child, errors };
}

/** Resolves once the API answers a /v1 call; throws when it exits first or takes longer than `timeoutMs`. */
export async function untilAnswering(
  api: ApiProcess,
  baseUrl: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) {
      throw new Error(
        `the API exited (${String(api.child.exitCode ?? api.child.signalCode)}): ${api.errors.join('').slice(-2000)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/v1/home/navList`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `the API did not answer within ${timeoutMs} ms: ${api.errors.join('').slice(-2000)}`,
  );
}

/** Ends the process (if still running) and waits for it to be gone. */
export async function stopApiProcess(
  api: ApiProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (api === undefined || api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill(signal);
  await exited;
}
