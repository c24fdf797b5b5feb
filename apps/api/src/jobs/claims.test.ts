import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/helper.js';
import { connectDatabase, type DbClient } from '../db/client.js';
import { msUntilNextRun, nightlyPeriod } from './nightly.js';
import { runOnce } from './claims.js';

const adminUrl = `postgres://postgres@${process.env.TEST_PG_HOST ?? '127.0.0.1'}:${process.env.TEST_PG_PORT ?? '5432'}/postgres`;

describe.each(backends)('scheduled job claims on %s', (backend) => {
  // Two handles on one database: two API processes (PostgreSQL), or one process (PGlite).
  let first: DbClient;
  let second: DbClient;
  let databaseName = '';

  beforeAll(async () => {
    if (backend === 'postgres') {
      databaseName = `yunmo_claims_test_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      const databaseUrl = adminUrl.replace(/\/postgres$/u, `/${databaseName}`);
      first = await connectDatabase({ databaseUrl });
      await first.migrate();
      second = await connectDatabase({ databaseUrl });
    } else {
      first = await connectDatabase({});
      await first.migrate();
      second = first;
    }
  }, 120_000);

  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
    if (databaseName !== '') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  });

  it('runs a period once, whichever process reaches it and however many at once', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        runOnce(index % 2 ? first : second, 'test-job', 'p1', work, `instance-${String(index)}`),
      ),
    );
    expect(runs).toBe(1);
    expect(answers.filter(Boolean)).toHaveLength(1);
    // Later checks of the same period do nothing; the next period runs.
    expect(await runOnce(second, 'test-job', 'p1', work)).toBe(false);
    expect(await runOnce(second, 'test-job', 'p2', work)).toBe(true);
    expect(runs).toBe(2);
    const rows = await first.rows<{ period: string; finished: boolean }>(
      sql`select period, finished_at is not null as finished from job_runs where job = 'test-job' order by period`,
    );
    expect(rows).toEqual([
      { period: 'p1', finished: true },
      { period: 'p2', finished: true },
    ]);
  });

  it('gives a failed run’s claim back, so the next check runs it', async () => {
    await expect(
      runOnce(first, 'failing-job', 'p1', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await runOnce(second, 'failing-job', 'p1', () => Promise.resolve())).toBe(true);
  });

  it('takes over a claim abandoned by a process that died mid-run', async () => {
    await first.rows(
      sql`insert into job_runs (job, period, claimed_by, claimed_at) values ('stuck-job', 'p1', 'dead', now() - interval '2 hours')`,
    );
    expect(await runOnce(second, 'stuck-job', 'p1', () => Promise.resolve())).toBe(true);
  });
});

describe('nightly schedule', () => {
  it('aligns drill periods to multiples, so every process fires at the same instant', () => {
    expect(msUntilNextRun(10_250, 1000)).toBe(750);
    expect(msUntilNextRun(10_000, 1000)).toBe(1000);
    // A timer that fires a little late or early still names the slot it was armed for.
    expect(nightlyPeriod(10_030, 1000)).toBe(nightlyPeriod(9_990, 1000));
    // 03:00 Asia/Shanghai on 2 January is 19:00 UTC on 1 January.
    expect(nightlyPeriod(Date.UTC(2026, 0, 1, 19, 0, 1))).toBe('2026-01-02');
  });
});
