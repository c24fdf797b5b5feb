import { sql, type SQL } from 'drizzle-orm';
import {
  isValidSchedule,
  SPEC_SHUTDOWN_NOTICE,
  type ShutdownSchedule,
} from '@yunmo/domain/shutdown';

/** Anything that runs SQL: the ORM or a transaction. */
interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

async function rowsOf<Row>(runner: SqlRunner, query: SQL): Promise<Row[]> {
  const result = (await runner.execute(query)) as { rows: Row[] };
  return result.rows;
}

export const shutdownNoticeKey = 'shutdown';

interface ScheduleRow {
  enabled: boolean;
  upload_closed_on: string | Date;
  site_closed_on: string | Date;
}

const dayText = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The shutdown schedule an operator set (the notice row, switched on), or null: the live
 * marketplace. The popup, the activities page and every rule the notice announces read this.
 */
export async function shutdownScheduleOf(runner: SqlRunner): Promise<ShutdownSchedule | null> {
  const rows = await rowsOf<ScheduleRow>(
    runner,
    sql`select enabled, upload_closed_on::text as upload_closed_on, site_closed_on::text as site_closed_on from site_notices where key = ${shutdownNoticeKey}`,
  );
  const row = rows[0];
  if (!row?.enabled) return null;
  return {
    uploadClosedOn: dayText(row.upload_closed_on),
    siteClosedOn: dayText(row.site_closed_on),
  };
}

/**
 * Sets the schedule (the spec's texts stay the announcement's content, with these dates) or clears
 * it (null). Throws on an invalid schedule.
 */
export async function setShutdownSchedule(
  runner: SqlRunner,
  schedule: ShutdownSchedule | null,
): Promise<void> {
  if (schedule === null) {
    await runner.execute(
      sql`update site_notices set enabled = false where key = ${shutdownNoticeKey}`,
    );
    return;
  }
  if (!isValidSchedule(schedule))
    throw new RangeError(`invalid shutdown schedule: ${JSON.stringify(schedule)}`);
  const notice = SPEC_SHUTDOWN_NOTICE;
  await runner.execute(
    sql`insert into site_notices (key, enabled, title, upload_closed_on, site_closed_on, balance_text, body)
        values (${shutdownNoticeKey}, true, ${notice.title}, ${schedule.uploadClosedOn}, ${schedule.siteClosedOn}, ${notice.balanceText}, ${notice.body})
        on conflict (key) do update set enabled = true, upload_closed_on = excluded.upload_closed_on, site_closed_on = excluded.site_closed_on`,
  );
}

/**
 * The SHUTDOWN_SCHEDULE setting: `off` clears the schedule, `YYYY-MM-DD/YYYY-MM-DD` (uploads and
 * package sales close / the site closes) sets it, `spec` sets the spec's own dates; unset leaves
 * what an operator last set.
 */
export function parseScheduleSetting(text: string): ShutdownSchedule | null | 'invalid' {
  const value = text.trim();
  if (value === 'off') return null;
  if (value === 'spec')
    return {
      uploadClosedOn: SPEC_SHUTDOWN_NOTICE.uploadClosedOn,
      siteClosedOn: SPEC_SHUTDOWN_NOTICE.siteClosedOn,
    };
  const [uploadClosedOn = '', siteClosedOn = ''] = value.split('/');
  const schedule = { uploadClosedOn, siteClosedOn };
  return isValidSchedule(schedule) ? schedule : 'invalid';
}
