/**
 * The database interface every server module codes against. Two engines implement it with the
 * same SQL: PGlite (embedded PostgreSQL, the default) and a PostgreSQL server through `pg`.
 */

export interface QueryResult<Row> {
  rows: Row[];
  /** rows changed by INSERT/UPDATE/DELETE, or rows returned by SELECT */
  rowCount: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with $1..$n parameters. BIGINT columns come back as JS numbers on both engines. */
  query: <Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec: (sql: string) => Promise<void>;
}

export type DbEngine = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly engine: DbEngine;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A deadlock (40P01) or serialization failure (40001): the transaction was rolled back and may simply run again. */
export function isConcurrencyConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Raised for database set-up problems (bad DATABASE_URL, unreadable data folder, failed migration). */
export class DbError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DbError';
  }
}
