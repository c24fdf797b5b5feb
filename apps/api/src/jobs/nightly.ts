import type { FastifyBaseLogger } from 'fastify';
import type { DbClient } from '../db/client.js';
import { pruneAbuseRecords } from '../downloads/model-views.js';
import { runAutoConversion } from './auto-conversion.js';
import { runOnce } from './claims.js';
import { convertLeftoverBalances } from './shutdown-conversion.js';

const dayMs = 24 * 60 * 60 * 1000;
const shanghaiOffsetMs = 8 * 60 * 60 * 1000;
/** The nightly run starts at 03:00 Asia/Shanghai, when downloads are fewest. */
const runHourShanghai = 3;

/**
 * Milliseconds from `now` to the next run: 03:00 Asia/Shanghai (a full day when it is exactly 03:00),
 * or with `everyMs` (drills and tests) the next multiple of it, the same instant in every process.
 */
export function msUntilNextRun(now: number, everyMs?: number): number {
  if (everyMs !== undefined) return everyMs - (((now % everyMs) + everyMs) % everyMs) || everyMs;
  const shanghaiNow = now + shanghaiOffsetMs;
  const sinceMidnight = ((shanghaiNow % dayMs) + dayMs) % dayMs;
  const target = runHourShanghai * 60 * 60 * 1000;
  const wait = target - sinceMidnight;
  return wait > 0 ? wait : wait + dayMs;
}

/**
 * The schedule slot a run fired at `now` belongs to: its Asia/Shanghai day, or with `everyMs` the
 * nearest multiple (timers fire a little late, never a whole half-period).
 */
export function nightlyPeriod(now: number, everyMs?: number): string {
  if (everyMs !== undefined) return `every-${String(everyMs)}:${String(Math.round(now / everyMs))}`;
  return new Date(now + shanghaiOffsetMs).toISOString().slice(0, 10);
}

/** The nightly jobs, in order; each failure is logged and the next still runs. */
async function runNightlyJobs(db: DbClient, log: FastifyBaseLogger): Promise<void> {
  await runAutoConversion(db)
    .then((result) => log.info(result, 'auto conversion finished'))
    .catch((error: unknown) => log.error({ err: error }, 'auto conversion failed'));
  await pruneAbuseRecords(db).catch((error: unknown) =>
    log.error({ err: error }, 'pruning view and follow records failed'),
  );
  // Under a schedule whose site closing day has come, leftover balances convert (else a no-op).
  await convertLeftoverBalances(db, new Date()).catch((error: unknown) =>
    log.error({ err: error }, 'the shutdown balance conversion failed'),
  );
}

/**
 * Schedules the nightly jobs in this process; returns a function that cancels them. Every API
 * process arms the same timer, and the job_runs claim lets exactly one of them run each period.
 */
export function scheduleNightlyJobs(
  db: DbClient,
  log: FastifyBaseLogger,
  everyMs?: number,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;
  const arm = () => {
    if (cancelled) return;
    timer = setTimeout(
      () => {
        const period = nightlyPeriod(Date.now(), everyMs);
        runOnce(db, 'nightly', period, () => runNightlyJobs(db, log))
          .then((ran) =>
            log.info(
              { period, ran },
              ran ? 'nightly jobs ran' : 'nightly jobs already claimed by another process',
            ),
          )
          .catch((error: unknown) => log.error({ err: error, period }, 'nightly jobs failed'))
          .finally(arm);
      },
      msUntilNextRun(Date.now(), everyMs),
    );
    timer.unref();
  };
  arm();
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
