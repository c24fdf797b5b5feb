import path from 'node:path';
import { loadConfig } from './config/env.js';
import { connectDatabase } from './db/client.js';
import { pendingMigrations } from './db/migrations.js';

/**
 * `npm run migrate` (node apps/api/dist/migrate.js): applies the pending migrations to the database
 * the environment names (DATABASE_URL, else the embedded one in YUNMO_DATA_DIR) and exits. Production
 * runs it before starting the new version; the API itself then only checks.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir:
      config.PGLITE_IN_MEMORY === '1' ? undefined : path.join(config.YUNMO_DATA_DIR, 'pglite'),
  });
  try {
    const pending = await pendingMigrations(db);
    await db.migrate();
    console.log(
      pending.length === 0
        ? 'migrate: the database is up to date'
        : `migrate: applied ${pending.join(', ')}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
