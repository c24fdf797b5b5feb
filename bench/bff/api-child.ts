/**
 * The /v1 API for the gateway benchmark and the soak, in a process of its own: a seeded API from
 * `@yunmo/api/testing`, its base URL printed on stdout, closed on SIGTERM. PGlite by default
 * (BENCH_PGLITE_THREAD=1 runs it in a worker thread as `npm start` does); PostgreSQL with
 * BENCH_DATABASE_URL (an empty database, seeded here).
 */
import { createTestApi } from '@yunmo/api/testing';

const api = await createTestApi({
  count: Number(process.env.BENCH_SEED_COUNT ?? 2000),
  env: {
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...(process.env.BENCH_PGLITE_THREAD ? { PGLITE_THREAD: process.env.BENCH_PGLITE_THREAD } : {}),
    // 0 answers every hot list afresh (the gateway benchmark's upstream that computes).
    ...(process.env.BENCH_PUBLIC_CACHE_MAX_AGE_MS
      ? { PUBLIC_CACHE_MAX_AGE_MS: process.env.BENCH_PUBLIC_CACHE_MAX_AGE_MS }
      : {}),
  },
});
process.stdout.write(`${api.baseUrl}\n`);
process.once('SIGTERM', () => {
  // Never outlive the benchmark, even if closing hangs.
  setTimeout(() => process.exit(1), 5000).unref();
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
