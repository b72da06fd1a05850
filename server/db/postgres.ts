/** The server engine: a pool of `pg` connections to the PostgreSQL named by DATABASE_URL. */
import pg from 'pg';
import { DbError, type Db, type Queryable, type QueryResult } from './types.ts';

const INT8_OID = 20;

// PGlite hands BIGINT back as a number; parse it the same way here so both engines agree.
// Money is kept in cents, far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      const result = await target.query({ text: sql, values: params as unknown[], types });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    exec: async (sql: string): Promise<void> => {
      await target.query(sql);
    },
  };
}

/** Connects to PostgreSQL and checks the connection once. */
export async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (cause) {
    await pool.end().catch(() => undefined);
    throw new DbError('E_DB_CONNECT', `Cannot connect to the PostgreSQL server of DATABASE_URL: ${(cause as Error).message}`, { cause });
  }
  const root = wrap(pool);
  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
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

/** deadlock_detected (40P01) and serialization_failure (40001). */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}
