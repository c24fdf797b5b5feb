import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootApp, createDatabase, dropDatabase } from '../src/testing.js';
import { postgresReachable } from './helper.js';

const withPostgres = await postgresReachable();

/**
 * DATABASE_READ_URL: the list search reads the replica (here a second database, a copy of the
 * primary whose one model title differs), writes and everything else the primary; a replica that
 * fails leaves the primary answering. The search index is off here: when it is on, it answers the
 * pages and cards it holds from memory, kept by reads of the primary (ADR 0067), and the replica
 * answers only what it does not hold.
 */
describe.skipIf(!withPostgres)(
  'catalogue reads on a read replica (two PostgreSQL databases)',
  () => {
    const suffix = randomBytes(4).toString('hex');
    const primary = `stor_primary_${suffix}`;
    const replica = `stor_replica_${suffix}`;
    let primaryUrl = '';
    let replicaUrl = '';
    let dataDir = '';
    let app: FastifyInstance;
    const marker = `副本标记${suffix}`;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-api-replica-'));
      primaryUrl = await createDatabase(primary);
      const env = {
        DATABASE_URL: primaryUrl,
        YUNMO_DATA_DIR: dataDir,
        SEED_COUNT: '5',
        SEED_VALUE: '42',
        SEED_IMAGES: '0',
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        SEARCH_INDEX: '0',
      };
      // Migrated and seeded once, then copied: the copy stands in for a streaming replica.
      await (await bootApp(env)).close();
      replicaUrl = await createDatabase(replica, primary);
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      await client.query("update models set title = $1 || '-' || id::text", [marker]);
      await client.end();
      app = await bootApp({ ...env, DATABASE_READ_URL: replicaUrl });
    }, 300_000);
    afterAll(async () => {
      await app.close();
      await dropDatabase(replica);
      await dropDatabase(primary);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers the list search from the replica and falls back to the primary when it fails', async () => {
      const fromReplica = await app.inject({ method: 'GET', url: '/v1/model/search?page=1' });
      expect(fromReplica.statusCode).toBe(200);
      expect(fromReplica.body).toContain(marker);
      // The primary never had the marker.
      const [onPrimary] = await app.db.rows<{ count: number }>(
        sql`select count(*)::int as count from models where title like ${`${marker}%`}`,
      );
      expect(onPrimary?.count).toBe(0);

      await dropDatabase(replica);
      const fallback = await app.inject({ method: 'GET', url: '/v1/model/search?page=1' });
      expect(fallback.statusCode).toBe(200);
      expect(JSON.parse(fallback.body)).toMatchObject({ code: 200 });
      expect(fallback.body).not.toContain(marker);
    });
  },
);
