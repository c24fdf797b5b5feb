import path from 'node:path';
import fp from 'fastify-plugin';
import { filesDirectory, migratesOnBoot, pgliteOnThread, seedsDemo } from '../../config/env.js';
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
import {
  buildingCatalogueIndex,
  indexIsCurrent,
  reindexCatalogue,
} from '../../image-index/catalogue-index.js';
import { catalogueIsEmpty, seedDatabase, ueChannelScenes } from '../../seed/seed.js';
import { publishAllPictures } from '../../previews/publish.js';
import { imageIndexRenderOutputs } from '../../previews/paths.js';
import { parseScheduleSetting, setShutdownSchedule } from '../../notices/shutdown-schedule.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbClient;
    /**
     * Runs a read-only catalogue query on the replica (DATABASE_READ_URL), or on the primary when
     * there is none or the replica fails. Only for answers that tolerate replication lag: nothing a
     * caller just wrote is read through it.
     */
    catalogueRead<T>(query: (db: DbClient) => Promise<T>): Promise<T>;
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
      pgliteThread: pgliteOnThread(config),
    });
    fastify.decorate('db', db);
    const replica =
      config.DATABASE_URL && config.DATABASE_READ_URL
        ? await connectDatabase({ databaseUrl: config.DATABASE_READ_URL })
        : undefined;
    fastify.decorate('catalogueRead', async <T>(query: (client: DbClient) => Promise<T>) => {
      if (!replica) return query(db);
      try {
        return await query(replica);
      } catch (error) {
        fastify.log.warn({ err: error }, 'read replica failed: answered by the primary');
        return query(db);
      }
    });
    // The first seed's renders and image index may still be running when the API closes: they stop,
    // and the next start builds the index again (indexIsCurrent).
    const stopSeed = new AbortController();
    let seedFinished: Promise<unknown> | undefined;
    fastify.addHook('onClose', async () => {
      if (seedFinished) {
        stopSeed.abort();
        // Queued renders fail at once rather than run to the end.
        await fastify.previews.close();
        await seedFinished.catch(() => undefined);
      }
      await replica?.close();
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
    const emptyCatalogue = await catalogueIsEmpty(db);
    // A catalogue seeded before the UE channel showed rendered pictures gets what they show
    // recorded (each is rendered on its first request); a new seed records them itself.
    if (!emptyCatalogue) await fastify.previews.saveSpecs(ueChannelScenes());
    if (seedsDemo(config) && emptyCatalogue) {
      const started = Date.now();
      const background = config.SEED_IMAGES === '1' && config.SEED_IN_BACKGROUND === '1';
      let markReady = () => {};
      const ready = new Promise<void>((resolve) => {
        markReady = resolve;
      });
      fastify.addHook('onReady', async () => markReady());
      // A closing API never gets ready: the waiting index load then stops with the seed.
      stopSeed.signal.addEventListener('abort', () => markReady(), { once: true });
      fastify.log.info({ count: config.SEED_COUNT }, 'empty catalogue: seeding');
      let lastLogged = 0;
      const { finished } = await seedDatabase({
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
        onPhase: (phase) => fastify.log.info(phase, 'seed step'),
        // With the catalogue's own renders (npm start), the API answers once the catalogue can be
        // browsed, and the renders and the image index go on. Test catalogues (a few shared
        // renders) are whole before the API answers, and so is a copy of their folder.
        background,
        signal: stopSeed.signal,
        // The shipped index is ready at once: it is written after the API's own start queries.
        indexLoadAfter: background ? ready : undefined,
      });
      seedFinished = finished;
      fastify.log.info({ ms: Date.now() - started }, 'seeded');
      buildingCatalogueIndex(db, finished);
      finished.then(
        () =>
          fastify.log.info(
            { ms: Date.now() - started },
            'seed finished: every render written, image index loaded',
          ),
        (error: unknown) => {
          if (stopSeed.signal.aborted)
            fastify.log.warn('seed renders and image index stopped: the API is closing');
          else fastify.log.error({ err: error }, 'seed renders or image index failed');
        },
      );
    } else if (!(await indexIsCurrent(db))) {
      // The search-by-image embedder changed since this catalogue was indexed (its vectors are
      // useless to the new one's queries), or the first seed stopped before loading the index: the
      // catalogue is indexed again, after the renders it lacks, while the API answers.
      const started = Date.now();
      const filesDir = filesDirectory(config);
      const rebuilt = reindexCatalogue(db, filesDir, {
        signal: stopSeed.signal,
        renderMissing: (key) =>
          fastify.previews.renderRecorded(key, imageIndexRenderOutputs(filesDir, key)),
      });
      seedFinished = rebuilt;
      buildingCatalogueIndex(db, rebuilt);
      rebuilt.then(
        (report) =>
          fastify.log.info({ ms: Date.now() - started, ...report }, 'image search index rebuilt'),
        (error: unknown) => {
          if (stopSeed.signal.aborted)
            fastify.log.warn('image search index rebuild stopped: the API is closing');
          else fastify.log.error({ err: error }, 'image search index rebuild failed');
        },
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
    // With a picture bucket, every picture (and every size a srcset names) is in it before the API answers.
    if (fastify.pictures.kind === 's3') {
      const started = Date.now();
      const published = await publishAllPictures(
        fastify.pictures,
        fastify.previews,
        filesDirectory(config),
      );
      fastify.log.info({ published, ms: Date.now() - started }, 'pictures published to the bucket');
    }
    // Rankings are a daily materialisation: refresh when today's is missing, checked periodically.
    // Every API process checks; the day's job_runs claim lets one of them build (jobs/claims.ts).
    const refreshIfStale = async () => {
      if (await rankingsAreCurrent(db)) return;
      const [today] = await db.rows<{ day: string }>(sql`select current_date::text as day`);
      const ran = await runOnce(db, 'rankings', today?.day ?? 'unknown', () => refreshRankings(db));
      if (!ran) return;
      fastify.log.info({ day: today?.day }, 'rankings refreshed');
      // The ranking lists answered from the cache must show the new day's ranking.
      if (fastify.hasDecorator('publicCache')) await fastify.publicCache.invalidate();
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
