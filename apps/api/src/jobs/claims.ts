import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';

/** Who claimed a run, for operators reading job_runs: host and process. */
export const instanceName = `${hostname()}:${String(process.pid)}`;

/** A claim left unfinished this long (its process died mid-run) may be taken over. */
const abandonedAfter = '1 hour';

/**
 * Runs `work` for (`job`, `period`) unless another process already has: the claim is one
 * `insert … on conflict do nothing` on a primary key, which PostgreSQL settles atomically however
 * many API processes reach it at once (PGlite, a single process, takes the same path). Answers
 * whether this process ran it. A failed run gives its claim back so the next check retries.
 */
export async function runOnce(
  db: DbClient,
  job: string,
  period: string,
  work: () => Promise<void>,
  claimedBy = instanceName,
): Promise<boolean> {
  const claimed = await db.rows<{ job: string }>(sql`
    insert into job_runs (job, period, claimed_by) values (${job}, ${period}, ${claimedBy})
    on conflict (job, period) do update
      set claimed_by = excluded.claimed_by, claimed_at = now()
      where job_runs.finished_at is null
        and job_runs.claimed_at < now() - ${abandonedAfter}::interval
    returning job`);
  if (claimed.length === 0) return false;
  try {
    await work();
  } catch (error) {
    await db.rows(sql`delete from job_runs where job = ${job} and period = ${period}`);
    throw error;
  }
  await db.rows(
    sql`update job_runs set finished_at = now() where job = ${job} and period = ${period}`,
  );
  return true;
}
