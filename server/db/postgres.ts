/** The server engine: a pool of `pg` connections to the PostgreSQL named by DATABASE_URL. */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { DbError, isConcurrencyConflict, type Db, type Queryable, type QueryResult } from './types.ts';

const INT8_OID = 20;

// PGlite hands BIGINT back as a number; parse it the same way here so both engines agree.
// Money is kept in cents, far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
};

/** The most distinct statements given a name; past it a statement runs unnamed (dynamic SQL stays bounded). */
const MAX_NAMED = 500;
const names = new Map<string, string>();
/** Statements renamed after a schema change made their prepared plans stale, by how often. */
const renamed = new Map<string, number>();

/**
 * The name a statement is prepared under on each connection, so PostgreSQL parses and plans it
 * once per connection instead of on every run (`pg` keeps the per-connection record).
 */
function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 20)}_${renamed.get(sql) ?? 0}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * "cached plan must not change result type": a migration (perhaps run by another server) changed
 * a table under a prepared `SELECT *`. The statement gets a new name, so every connection
 * prepares it again; a statement outside a transaction is run again at once, a transaction is
 * run again by its retry loop.
 */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '0A000' && /cached plan/.test((error as Error).message);
}

function forgetName(sql: string): void {
  if (!names.delete(sql)) return;
  renamed.set(sql, (renamed.get(sql) ?? 0) + 1);
}

function wrap(target: pg.Pool | pg.PoolClient, inTransaction: boolean): Queryable {
  const run = (sql: string, params: readonly unknown[]) =>
    target.query({ name: statementName(sql), text: sql, values: params as unknown[], types });
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      let result: pg.QueryResult;
      try {
        result = await run(sql, params);
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        forgetName(sql);
        if (inTransaction) throw error;
        result = await run(sql, params);
      }
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    exec: async (sql: string): Promise<void> => {
      await target.query(sql);
    },
  };
}

/**
 * Connections per server: PostgreSQL's rule of thumb, twice the cores plus a couple (its wiki's
 * "Number Of Database Connections"), with this machine's cores standing in for the database
 * server's. More only queue inside PostgreSQL: with 16 transfers of one member at once on 2
 * cores, 16 connections gave 2,233 transfers/s, 10 gave 2,715 and 6 gave 3,063
 * (scripts/bench-money.ts). DATABASE_POOL_SIZE sets it (scripts/start.ts).
 */
export function defaultPoolSize(): number {
  return 2 * availableParallelism() + 2;
}

/** Connects to PostgreSQL with a pool of `poolSize` connections and checks the connection once. */
export async function openPostgres(databaseUrl: string, poolSize = defaultPoolSize()): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (cause) {
    await pool.end().catch(() => undefined);
    throw new DbError('E_DB_CONNECT', `Cannot connect to the PostgreSQL server of DATABASE_URL: ${(cause as Error).message}`, { cause });
  }
  const root = wrap(pool, false);
  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client, true));
          const commit = await client.query('COMMIT');
          // COMMIT of a transaction in which a statement failed (and was caught) rolls back
          if (commit.command === 'ROLLBACK') throw new DbError('E_TX_ABORTED', 'The transaction was rolled back: a statement in it failed');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          // A deadlock or serialization failure rolled everything back: running the whole
          // transaction again is safe, and PostgreSQL expects callers to do so.
          if (!isRetryable(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
        } finally {
          client.release();
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    },
    close: () => pool.end(),
  };
}

/** How many times a transaction that hit a deadlock or serialization failure is run at most. */
const MAX_TRANSACTION_ATTEMPTS = 5;

/** deadlock_detected (40P01), serialization_failure (40001), and a prepared plan made stale by a schema change. */
function isRetryable(error: unknown): boolean {
  return isConcurrencyConflict(error) || isStalePlan(error);
}
