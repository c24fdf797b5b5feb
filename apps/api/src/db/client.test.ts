import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/helper.js';
import { connectDatabase, pgliteExtensions, type DbClient } from './client.js';

describe('PGlite extensions', () => {
  it('loads one contrib side module only, so PGlite never has to link two', () => {
    expect(Object.keys(pgliteExtensions)).toEqual(['cube']);
  });
});

describe.skipIf(!backends.includes('postgres'))(
  'a PostgreSQL connection ended by the server',
  () => {
    const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `yunmo_client_${randomBytes(6).toString('hex')}`;
    let db: DbClient;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      db = await connectDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}` });
    });
    afterAll(async () => {
      await db?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    // Regression: a restart of PostgreSQL while a transaction waited between two queries ended the
    // API with an uncaught "Connection terminated unexpectedly".
    it('while checked out between queries fails that caller only; the pool carries on', async () => {
      process.on('uncaughtException', onUncaught);
      try {
        const pool = db.executor as pg.Pool;
        const client = await pool.connect();
        const [{ pid }] = (await client.query('select pg_backend_pid() as pid')).rows as [
          { pid: number },
        ];
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.end();
        // The server closes the connection at once; give the client a moment to see it.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await expect(client.query('select 1')).rejects.toThrow();
        client.release(true);
        expect(uncaught).toEqual([]);
        expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        process.off('uncaughtException', onUncaught);
      }
    });

    // Regression: drizzle sends BEGIN outside its try/finally, so a connection lost between checkout
    // and BEGIN (a restart) was never released; ten of them left every later query waiting forever.
    it('gives back a connection whose transaction cannot begin, so the pool never runs dry', async () => {
      const pool = db.executor as pg.Pool;
      const breakConnection = (client: pg.PoolClient) => {
        (
          client as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
      };
      pool.on('acquire', breakConnection);
      try {
        for (let attempt = 0; attempt < 12; attempt += 1) {
          await expect(
            db.orm.transaction(async (tx) => tx.execute(sql`select 1`)),
          ).rejects.toThrow();
        }
      } finally {
        pool.off('acquire', breakConnection);
      }
      const answer = await Promise.race([
        db.rows<{ one: number }>(sql`select 1 as one`),
        new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error('the pool ran dry')), 3000),
        ),
      ]);
      expect(answer).toEqual([{ one: 1 }]);
      const inTransaction = await db.orm.transaction(
        async (tx) => (await tx.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] },
      );
      expect(inTransaction.rows).toEqual([{ two: 2 }]);
    });
  },
);

describe('PGlite in a worker thread', () => {
  let db: DbClient;
  beforeAll(async () => {
    db = await connectDatabase({ pgliteThread: true });
    await db.rows(sql`create table counters (id int primary key, value int not null)`);
    await db.rows(sql`insert into counters values (1, 0)`);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers through the pg driver with the cube extension available', async () => {
    await db.rows(sql`create extension if not exists cube`);
    expect(await db.rows(sql`select cube(1, 2)::text as c, 2 + 2 as four`)).toEqual([
      { c: '(1),(2)', four: 4 },
    ]);
  });

  it('keeps concurrent transactions apart: read-then-write increments never lose one', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.orm.transaction(async (tx) => {
          const result = (await tx.execute(sql`select value from counters where id = 1`)) as {
            rows: { value: number }[];
          };
          await tx.execute(
            sql`update counters set value = ${(result.rows[0]?.value ?? 0) + 1} where id = 1`,
          );
        }),
      ),
    );
    expect(await db.rows(sql`select value from counters where id = 1`)).toEqual([{ value: 20 }]);
  });

  const pool = () => db.executor as pg.Pool;

  it("never runs a statement of one connection inside another's transaction", async () => {
    const holder = await pool().connect();
    try {
      await holder.query('begin');
      await holder.query('insert into counters values (2, 0)');
      // Sent on another connection while the transaction holds the session.
      const outside = pool().query<{ n: number }>('select count(*)::int as n from counters');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await holder.query('rollback');
      expect((await outside).rows).toEqual([{ n: 1 }]);
    } finally {
      holder.release();
    }
  });

  it('keeps the prepared statements of each connection apart, and drops them when it closes', async () => {
    const first = await pool().connect();
    const second = await pool().connect();
    try {
      const one = await first.query({ name: 'same-name', text: 'select 1 as n' });
      const two = await second.query({ name: 'same-name', text: 'select 2 as n' });
      const again = await first.query({ name: 'same-name', text: 'select 1 as n' });
      expect([one.rows, two.rows, again.rows]).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 1 }]]);
    } finally {
      first.release(true);
      second.release(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      await db.rows(
        sql`select count(*)::int as n from pg_prepared_statements where name like '%same-name'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('rolls back the transaction of a connection that closes inside it, and frees the session', async () => {
    const holder = await pool().connect();
    await holder.query('begin');
    await holder.query('insert into counters values (3, 0)');
    holder.release(true);
    expect(await db.rows(sql`select count(*)::int as n from counters`)).toEqual([{ n: 1 }]);
  });

  it("keeps nothing of the rows it has sent: the thread's heap stays flat over 60 MB of answers", async () => {
    const query = 'select n, repeat($1, 200) as pad from generate_series(1, 2000) as n';
    await pool().query(query, ['x']);
    const before = await db.threadHeapUsed!();
    for (let round = 0; round < 150; round += 1) await pool().query(query, ['x']);
    const after = await db.threadHeapUsed!();
    // Kept, 300,000 parsed rows would add well over 100 MB.
    expect(after - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('rolls a failed transaction back and carries on', async () => {
    await expect(
      db.orm.transaction(async (tx) => {
        await tx.execute(sql`update counters set value = 1000 where id = 1`);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await db.rows(sql`select value from counters where id = 1`)).toEqual([{ value: 20 }]);
  });
});
