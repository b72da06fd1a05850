/**
 * The database engines' own behaviour under the server (server/db/pglite.ts, postgres.ts): named
 * statements, parameters, failed statements in transactions, one session at a time on PGlite,
 * and PGlite's ANALYZE standing in for the autovacuum it does not have. The engine is PostgreSQL
 * when DATABASE_URL is set, else PGlite; the ANALYZE tests always open a PGlite of their own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/open.ts';
import type { Db } from '../../server/db/types.ts';
import { useCleanup } from './support/cleanup.ts';

const cleanup = useCleanup();
let db: Db;
/** The shared engine's PGlite folder, kept for the whole file (cleanup's folders go after each test). */
const dataDir = mkdtempSync('/tmp/db-engine-');
/** A table of this run's own, so runs on one PostgreSQL never meet. */
const table = `engine_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await db.exec(
    `CREATE TABLE ${table} (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL UNIQUE, amount BIGINT NOT NULL, at TIMESTAMPTZ, detail JSONB)`,
  );
}, 60_000);

afterAll(async () => {
  await db?.exec(`DROP TABLE IF EXISTS ${table}`);
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} engine`, () => {
  it('runs one statement many times with its parameters: text, bigint, dates, JSON, arrays and null', async () => {
    const at = new Date('2026-11-24T10:00:00.000Z');
    for (let i = 0; i < 30; i++) {
      await db.query(`INSERT INTO ${table} (name, amount, at, detail) VALUES ($1, $2, $3, $4)`, [
        `n'${i}`,
        i * 1_000_000_000,
        i % 2 ? at : null,
        JSON.stringify({ i, quote: "it's" }),
      ]);
    }
    const rows = await db.query<{ name: string; amount: number; at: Date | null; detail: { i: number; quote: string } }>(
      `SELECT name, amount, at, detail FROM ${table} WHERE id = ANY($1::bigint[]) OR name = $2 ORDER BY amount`,
      [[1, 2], "n'29"],
    );
    expect(rows.rows.map((r) => r.name)).toEqual(["n'0", "n'1", "n'29"]);
    expect(rows.rows[2].amount).toBe(29_000_000_000);
    expect(rows.rows[1].at?.toISOString()).toBe(at.toISOString());
    expect(rows.rows[0].at).toBeNull();
    expect(rows.rows[2].detail).toEqual({ i: 29, quote: "it's" });
    expect((await db.query(`UPDATE ${table} SET amount = amount + 1 WHERE amount >= $1`, [10_000_000_000])).rowCount).toBe(20);
  });

  it('reads an answer of any size whole: 20,000 rows of multi-byte text and nulls; a SELECT counts its rows', async () => {
    const many = await db.query<{ n: number; word: string | null }>(
      `SELECT n, CASE WHEN n % 7 = 0 THEN NULL ELSE repeat('ทดสอบ', n % 5 + 1) || n END AS word FROM generate_series(1, 20000) AS n`,
    );
    expect(many.rows).toHaveLength(20_000);
    expect(many.rowCount).toBe(20_000);
    expect(many.rows[0]).toEqual({ n: 1, word: 'ทดสอบทดสอบ1' });
    expect(many.rows[6].word).toBeNull();
    expect(many.rows[19_999]).toEqual({ n: 20_000, word: 'ทดสอบ20000' });
    const none = await db.query(`SELECT 1 FROM ${table} WHERE name = $1`, ['no such name']);
    expect([none.rows, none.rowCount]).toEqual([[], 0]);
  });

  it('a statement prepared before a schema change still answers after it, with the new columns', async () => {
    const read = `SELECT * FROM ${table} WHERE name = $1`;
    expect(Object.keys((await db.query(read, ["n'3"])).rows[0])).not.toContain('note');
    await db.exec(`ALTER TABLE ${table} ADD COLUMN note TEXT DEFAULT 'x'`);
    expect((await db.query<{ note: string }>(read, ["n'3"])).rows[0].note).toBe('x');
  });

  it('a failing statement reports its SQLSTATE; a transaction that fails rolls back and the next one runs', async () => {
    await expect(db.query(`INSERT INTO ${table} (name, amount) VALUES ($1, $2)`, ["n'1", 1])).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${table} (name, amount) VALUES ($1, $2)`, ['kept?', 1]);
        await tx.query(`INSERT INTO ${table} (name, amount) VALUES ($1, $2)`, ["n'2", 1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(`SELECT 1 FROM ${table} WHERE name = 'kept?'`)).rows).toHaveLength(0);
    // a failure caught inside the transaction still rolls it back at COMMIT, and says so
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${table} (name, amount) VALUES ($1, $2)`, ['kept too?', 1]);
        await tx.query(`INSERT INTO ${table} (name, amount) VALUES ($1, $2)`, ["n'2", 1]).catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect((await db.query(`SELECT 1 FROM ${table} WHERE name = 'kept too?'`)).rows).toHaveLength(0);
    expect(await db.transaction(async (tx) => (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n)).toBe(
      30,
    );
  });

  it('50 concurrent transfers between two rows keep their sum: no statement of one lands inside another', async () => {
    await db.query(`INSERT INTO ${table} (name, amount) VALUES ('left', 1000), ('right', 1000)`);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction(async (tx) => {
          const [from, to] = i % 2 ? ['left', 'right'] : ['right', 'left'];
          const rows = await tx.query<{ name: string; amount: number }>(
            `SELECT name, amount FROM ${table} WHERE name = ANY($1::text[]) ORDER BY name FOR UPDATE`,
            [[from, to]],
          );
          const balance = rows.rows.find((r) => r.name === from)!.amount;
          await tx.query(`UPDATE ${table} SET amount = $2 WHERE name = $1`, [from, balance - 7]);
          await tx.query(`UPDATE ${table} SET amount = amount + 7 WHERE name = $1`, [to]);
        }),
      ),
    );
    const sum = await db.query<{ total: number }>(`SELECT sum(amount)::bigint AS total FROM ${table} WHERE name IN ('left', 'right')`);
    expect(sum.rows[0].total).toBe(2000);
  });
});

// The PostgreSQL step of npm test sets DATABASE_URL; the PGlite run has no pool to test and registers nothing.
if (process.env.DATABASE_URL) {
  describe('the PostgreSQL pool', () => {
    it('keeps to its size: 8 statements at once on a pool of 2 run two at a time', async () => {
      const small = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 2 });
      try {
        const marker = `pool-size-${process.pid}-${Date.now()}`;
        const seen: number[] = [];
        await Promise.all(
          Array.from({ length: 8 }, () =>
            small
              // the marker is in the statement's text, so pg_stat_activity shows it on every copy running
              .query<{ n: number }>(
                `SELECT /* ${marker} */ (SELECT count(*)::int FROM pg_stat_activity WHERE query LIKE '%${marker}%' AND state = 'active') AS n, pg_sleep(0.1)::text`,
              )
              .then((result) => seen.push(result.rows[0].n)),
          ),
        );
        expect(seen).toHaveLength(8);
        expect(Math.max(...seen)).toBe(2);
      } finally {
        await small.close();
      }
    });
  });
}

describe('PGlite without autovacuum', () => {
  it('analyzes its tables once enough rows have changed, so the planner knows their sizes', async () => {
    const pglite = await openDb({ dataDir: cleanup.tempDir('db-engine-analyze') });
    try {
      await pglite.exec('CREATE TABLE people (id SERIAL PRIMARY KEY, tenant TEXT NOT NULL)');
      const analyzed = async () =>
        (await pglite.query<{ n: number }>("SELECT reltuples::int AS n FROM pg_class WHERE relname = 'people'")).rows[0].n;
      await pglite.query("INSERT INTO people (tenant) SELECT 'few' FROM generate_series(1, 10)");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await analyzed()).toBeLessThan(10);
      await pglite.query("INSERT INTO people (tenant) SELECT 'demo' FROM generate_series(1, 3000)");
      await expect.poll(analyzed, { timeout: 5_000 }).toBe(3010);
    } finally {
      await pglite.close();
    }
  });
});
