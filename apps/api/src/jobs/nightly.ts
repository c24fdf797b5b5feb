import type { FastifyBaseLogger } from 'fastify';
import type { DbClient } from '../db/client.js';
import { pruneAbuseRecords } from '../downloads/model-views.js';
import { runAutoConversion } from './auto-conversion.js';
import { convertLeftoverBalances } from './shutdown-conversion.js';

const dayMs = 24 * 60 * 60 * 1000;
const shanghaiOffsetMs = 8 * 60 * 60 * 1000;
/** The nightly run starts at 03:00 Asia/Shanghai, when downloads are fewest. */
const runHourShanghai = 3;

/** Milliseconds from `now` to the next 03:00 Asia/Shanghai (a full day when it is exactly 03:00). */
export function msUntilNextRun(now: number): number {
  const shanghaiNow = now + shanghaiOffsetMs;
  const sinceMidnight = ((shanghaiNow % dayMs) + dayMs) % dayMs;
  const target = runHourShanghai * 60 * 60 * 1000;
  const wait = target - sinceMidnight;
  return wait > 0 ? wait : wait + dayMs;
}

/** Schedules the nightly jobs in-process; returns a function that cancels them. */
export function scheduleNightlyJobs(db: DbClient, log: FastifyBaseLogger): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    timer = setTimeout(() => {
      runAutoConversion(db)
        .then((result) => log.info(result, 'auto conversion finished'))
        .catch((error: unknown) => log.error({ err: error }, 'auto conversion failed'))
        .then(() => pruneAbuseRecords(db))
        .catch((error: unknown) =>
          log.error({ err: error }, 'pruning view and follow records failed'),
        )
        // Under a schedule whose site closing day has come, leftover balances convert (else a no-op).
        .then(() => convertLeftoverBalances(db, new Date()))
        .catch((error: unknown) =>
          log.error({ err: error }, 'the shutdown balance conversion failed'),
        )
        .finally(arm);
    }, msUntilNextRun(Date.now()));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
