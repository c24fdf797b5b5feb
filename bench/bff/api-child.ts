/**
 * The /v1 API for the gateway benchmark, in a process of its own: a seeded PGlite API from
 * `@yunmo/api/testing`, its base URL printed on stdout, closed on SIGTERM.
 */
import { createTestApi } from '@yunmo/api/testing';

const api = await createTestApi({ count: Number(process.env.BENCH_SEED_COUNT ?? 2000) });
process.stdout.write(`${api.baseUrl}\n`);
process.once('SIGTERM', () => {
  // Never outlive the benchmark, even if closing hangs.
  setTimeout(() => process.exit(1), 5000).unref();
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
