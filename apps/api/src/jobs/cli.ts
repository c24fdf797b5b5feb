import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { connectDatabase, type DbClient } from '../db/client.js';
import {
  finishVersionConversion,
  replyToErrorReport,
  replyToFeedback,
} from '../messages/events.js';
import {
  parseScheduleSetting,
  setShutdownSchedule,
  shutdownScheduleOf,
} from '../notices/shutdown-schedule.js';
import { runAutoConversion } from './auto-conversion.js';
import { convertLeftoverBalances } from './shutdown-conversion.js';

const usage = [
  'usage: node dist/jobs/cli.js <job>  (DATABASE_URL selects PostgreSQL, else PGlite in YUNMO_DATA_DIR)',
  '  auto-conversion',
  '  reply-error-report <report id> <answer>     answers an error report and tells the reporter',
  '  reply-feedback <feedback id> <answer>       answers a feedback and tells the sender',
  '  finish-conversion <conversion id> done|failed',
  '  shutdown-schedule off|spec|YYYY-MM-DD/YYYY-MM-DD   sets or clears the shutdown schedule (show: prints it)',
  '  shutdown-conversion                         after the site closed: leftover balances to non-withdrawable beans',
].join('\n');

/** A job's outcome; null means the arguments were wrong (the usage is shown). */
type Job = (db: DbClient, args: string[]) => Promise<{ message: string; ok: boolean } | null>;

function idOf(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/u.test(text) ? Number(text) : null;
}

// Operators answer from the command line: the product has no back office, and these writes must
// raise the user's message in the same transaction as the answer itself.
const jobs: Record<string, Job> = {
  'auto-conversion': async (db) => ({
    message: `auto conversion: ${String((await runAutoConversion(db)).converted)} models converted`,
    ok: true,
  }),
  'reply-error-report': async (db, [id, text]) => {
    const reportId = idOf(id);
    if (reportId === null || !text?.trim()) return null;
    const ok = await replyToErrorReport(db, { reportId, replyUserId: null, text: text.trim() });
    return {
      message: ok
        ? `error report ${String(reportId)} answered`
        : `no error report ${String(reportId)}`,
      ok,
    };
  },
  'reply-feedback': async (db, [id, text]) => {
    const feedbackId = idOf(id);
    if (feedbackId === null || !text?.trim()) return null;
    const ok = await replyToFeedback(db, { feedbackId, replyUserId: null, text: text.trim() });
    return {
      message: ok ? `feedback ${String(feedbackId)} answered` : `no feedback ${String(feedbackId)}`,
      ok,
    };
  },
  'shutdown-schedule': async (db, [setting]) => {
    if (setting === 'show')
      return { message: JSON.stringify(await shutdownScheduleOf(db.orm)), ok: true };
    const schedule = setting === undefined ? 'invalid' : parseScheduleSetting(setting);
    if (schedule === 'invalid') return null;
    await setShutdownSchedule(db.orm, schedule);
    return {
      message:
        schedule === null
          ? 'shutdown schedule cleared: live marketplace'
          : `shutdown schedule set: ${JSON.stringify(schedule)}`,
      ok: true,
    };
  },
  'shutdown-conversion': async (db) => {
    const result = await convertLeftoverBalances(db, new Date());
    return result === null
      ? {
          message: 'the site has not closed under a shutdown schedule: nothing converted',
          ok: false,
        }
      : { message: `shutdown conversion: ${String(result.users)} accounts converted`, ok: true };
  },
  'finish-conversion': async (db, [id, outcome]) => {
    const conversionId = idOf(id);
    if (conversionId === null || (outcome !== 'done' && outcome !== 'failed')) return null;
    const ok = await finishVersionConversion(db, { conversionId, outcome });
    return {
      message: ok
        ? `conversion ${String(conversionId)} ${outcome}`
        : `no queued conversion ${String(conversionId)}`,
      ok,
    };
  },
};

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const job = name === undefined ? undefined : jobs[name];
  if (!job) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig(process.env);
  const db = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.YUNMO_DATA_DIR, 'pglite'),
  });
  try {
    await db.migrate();
    const result = await job(db, args);
    if (result === null) {
      console.error(usage);
      process.exitCode = 2;
    } else if (result.ok) console.log(result.message);
    else {
      console.error(result.message);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
