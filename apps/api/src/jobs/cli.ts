import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { connectDatabase } from '../db/client.js';
import { runAutoConversion } from './auto-conversion.js';

const usage = 'usage: node dist/jobs/cli.js auto-conversion  (DATABASE_URL selects PostgreSQL, else PGlite in YUNMO_DATA_DIR)';

async function main(): Promise<void> {
  const job = process.argv[2];
  if (job !== 'auto-conversion') {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig(process.env);
  const db = await connectDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.YUNMO_DATA_DIR, 'pglite') });
  try {
    await db.migrate();
    const result = await runAutoConversion(db);
    console.log(`auto conversion: ${String(result.converted)} models converted`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
