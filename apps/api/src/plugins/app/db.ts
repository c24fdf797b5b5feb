import path from 'node:path';
import fp from 'fastify-plugin';
import { filesDirectory, migratesOnBoot, seedsDemo } from '../../config/env.js';
import { connectDatabase, type DbClient } from '../../db/client.js';
import { pendingMigrations } from '../../db/migrations.js';
import {
  packageS3Config,
  packagesDirectory,
  S3PackageStore,
  securePackages,
} from '../../downloads/package-store.js';
import { sql } from 'drizzle-orm';
import { runOnce } from '../../jobs/claims.js';
import { refreshRankings } from '../../ranking/refresh.js';
import { rankingsAreCurrent } from '../../ranking/queries.js';
import { indexIsCurrent, reindexCatalogue } from '../../image-index/catalogue-index.js';
import { catalogueIsEmpty, seedDatabase } from '../../seed/seed.js';
import { parseScheduleSetting, setShutdownSchedule } from '../../notices/shutdown-schedule.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbClient;
  }
}

/** Connects (PostgreSQL with DATABASE_URL, else PGlite), migrates, seeds an empty catalogue and keeps rankings daily. */
export default fp(
  async (fastify) => {
    const config = fastify.config;
    const db = await connectDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir:
        config.PGLITE_IN_MEMORY === '1' ? undefined : path.join(config.YUNMO_DATA_DIR, 'pglite'),
    });
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => {
      await db.close();
    });
    if (migratesOnBoot(config)) await db.migrate();
    else {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        throw new Error(
          `The database needs migrations ${pending.join(', ')}: run \`npm run migrate\` (node apps/api/dist/migrate.js) first`,
        );
      }
    }
    if (config.SHUTDOWN_SCHEDULE !== undefined) {
      const schedule = parseScheduleSetting(config.SHUTDOWN_SCHEDULE);
      if (schedule === 'invalid')
        throw new Error(`SHUTDOWN_SCHEDULE is not a valid schedule: ${config.SHUTDOWN_SCHEDULE}`);
      await setShutdownSchedule(db.orm, schedule);
    }
    if (seedsDemo(config) && (await catalogueIsEmpty(db))) {
      const started = Date.now();
      fastify.log.info({ count: config.SEED_COUNT }, 'empty catalogue: seeding');
      let lastLogged = 0;
      await seedDatabase({
        db,
        count: config.SEED_COUNT,
        seed: config.SEED_VALUE,
        images: config.SEED_IMAGES === '1',
        filesDir: filesDirectory(config),
        previews: fastify.previews,
        onProgress: (progress) => {
          const now = Date.now();
          if (now - lastLogged < 2000 && progress.done !== progress.total) return;
          lastLogged = now;
          fastify.log.info(progress, 'seeding');
        },
      });
      fastify.log.info({ ms: Date.now() - started }, 'seeded');
    } else if (!(await indexIsCurrent(db))) {
      // The search-by-image embedder changed since this catalogue was indexed: its vectors are
      // useless to the new one's queries, so the catalogue is indexed again under the new id.
      const started = Date.now();
      const report = await reindexCatalogue(db, filesDirectory(config));
      fastify.log.info(
        { ms: Date.now() - started, ...report },
        'image search index rebuilt for a new embedder',
      );
    }
    // Packages written under the public files directory (by the seed, or by older versions) move to private storage.
    const bucketConfig = packageS3Config(config);
    const bucket = bucketConfig ? new S3PackageStore(bucketConfig) : undefined;
    const moved = await securePackages(
      db,
      filesDirectory(config),
      packagesDirectory(config),
      bucket,
    ).finally(() => bucket?.close());
    if (moved > 0) fastify.log.info({ moved }, 'packages moved to private storage');
    // Rankings are a daily materialisation: refresh when today's is missing, checked periodically.
    // Every API process checks; the day's job_runs claim lets one of them build (jobs/claims.ts).
    const refreshIfStale = async () => {
      if (await rankingsAreCurrent(db)) return;
      const [today] = await db.rows<{ day: string }>(sql`select current_date::text as day`);
      const ran = await runOnce(db, 'rankings', today?.day ?? 'unknown', () => refreshRankings(db));
      if (ran) fastify.log.info({ day: today?.day }, 'rankings refreshed');
    };
    await refreshIfStale();
    const timer = setInterval(() => {
      refreshIfStale().catch((error: unknown) =>
        fastify.log.error({ err: error }, 'ranking refresh failed'),
      );
    }, config.RANKING_CHECK_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'db', dependencies: ['env', 'previews'] },
);
