/**
 * The embedded engine's session: one PGlite on a data folder, run in the database thread
 * (server/db/pglite-worker.ts). server/db/pglite.ts takes the folder's lock and checks its version
 * before this opens it.
 */
import { PGlite, parse, protocol, type ExecProtocolResult } from '@electric-sql/pglite';
import { DbError, type Db, type Queryable, type QueryResult } from './types.ts';

/** A statement parsed once under a name: its parameter types and its row description. */
interface Prepared {
  name: string;
  paramTypes: number[];
  /** the RowDescription message, or none for a statement that returns no rows */
  rowDescription: ExecProtocolResult['messages'][number] | undefined;
}

/** The most statements kept prepared; past it the oldest is closed (dynamic SQL stays bounded). */
const MAX_PREPARED = 500;

/** SQLSTATEs after which a named statement must be parsed again (the schema changed under it). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Statements for one PGlite. PGlite's own query() sends parse, describe, bind, describe, execute
 * and sync as six calls into the WebAssembly backend and plans the statement every time. Here a
 * statement is parsed once under a name (PostgreSQL keeps its plan), and each run is one call:
 * bind, execute and sync. That is what makes a primary-key read about three times faster.
 *
 * Every use of the database goes through the Db below, which serializes the statements itself
 * (one session: a transaction holds it until COMMIT or ROLLBACK), so PGlite's own locks are not
 * needed around execProtocol.
 */
function statements(pglite: PGlite) {
  const prepared = new Map<string, Prepared>();
  let counter = 0;
  /** rows inserted, updated or deleted since the last ANALYZE (see autoAnalyze) */
  let changed = 0;

  async function prepare(sql: string): Promise<Prepared> {
    const found = prepared.get(sql);
    if (found) {
      // most recently used last: the map's first key is the one to close when it is full
      prepared.delete(sql);
      prepared.set(sql, found);
      return found;
    }
    const name = `s${++counter}`;
    const closing: Uint8Array[] = [];
    if (prepared.size >= MAX_PREPARED) {
      const [oldSql, old] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldSql);
      closing.push(protocol.serialize.close({ type: 'S', name: old.name }));
    }
    const { messages } = await pglite.execProtocol(
      concat([
        ...closing,
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    prepared.set(sql, statement);
    return statement;
  }

  async function run<Row>(sql: string, params: readonly unknown[], syncToFs: boolean): Promise<QueryResult<Row>> {
    const statement = await prepare(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = pglite.serializers[statement.paramTypes[i]];
      if (serialize) return serialize(param);
      if (typeof param === 'object') return JSON.stringify(param);
      const scalar = param as string | number | boolean | bigint;
      return String(scalar);
    });
    const { messages } = await pglite.execProtocol(
      concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs },
    );
    const [result] = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, pglite.parsers);
    if (result.command === 'INSERT' || result.command === 'UPDATE' || result.command === 'DELETE') changed += result.affectedRows ?? 0;
    return { rows: result.rows as Row[], rowCount: result.affectedRows ?? result.rows.length };
  }

  return {
    /** Runs one statement; a statement made stale by a schema change is parsed again, once, outside a transaction. */
    async query<Row>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<QueryResult<Row>> {
      try {
        return await run<Row>(sql, params, !inTransaction);
      } catch (error) {
        if (inTransaction || !STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
        await this.forget();
        return run<Row>(sql, params, true);
      }
    },
    /** Several statements without parameters (migrations, DDL): every named statement is closed first. */
    async exec(sql: string, inTransaction: boolean): Promise<void> {
      await this.forget();
      await pglite.execProtocol(protocol.serialize.query(sql), { syncToFs: !inTransaction });
      // an ANALYZE asked for (after a bulk load) counts like the automatic one
      if (/^\s*analyze\s*;?\s*$/i.test(sql)) changed = 0;
    },
    /** Rows changed since the last call. */
    takeChanged(): number {
      const count = changed;
      changed = 0;
      return count;
    },
    changed: () => changed,
    async forget(): Promise<void> {
      if (prepared.size === 0) return;
      prepared.clear();
      // refused in an aborted transaction, which is harmless: the names are never used again
      await pglite.execProtocol(protocol.serialize.query('DEALLOCATE ALL'), { syncToFs: false, throwOnError: false });
    },
  };
}

/** Rows changed before the planner's statistics are brought up to date (or a tenth of all rows, when more). */
const ANALYZE_AFTER_ROWS = 1_000;
/** The least time between two ANALYZE runs; a run due sooner waits for it. */
const ANALYZE_SPACING_MS = 10_000;

/**
 * PGlite runs no autovacuum, so its tables are never analyzed on their own: without statistics
 * the planner guessed that the session check should walk every member of the tenant instead of
 * the one the session names (392 µs instead of 44 µs per request on the demo data). This does the
 * autovacuum daemon's ANALYZE: once the rows changed since the last run pass a threshold
 * (1,000 or a tenth of the rows, like autovacuum's scale factor), queued between statements like
 * any other and at most every few seconds (184 ms on the demo data).
 */
function autoAnalyze(
  pglite: PGlite,
  run: ReturnType<typeof statements>,
  exclusive: ReturnType<typeof sessionLock>,
  isClosed: () => boolean,
  log?: (line: string) => void,
) {
  let last = 0;
  let rowsAtLast = 0;
  let pending = false;
  const check = (): void => {
    const due = () => run.changed() >= Math.max(ANALYZE_AFTER_ROWS, rowsAtLast / 10);
    if (pending || isClosed() || !due()) return;
    pending = true;
    const wait = Math.max(0, last + ANALYZE_SPACING_MS - Date.now());
    setTimeout(() => {
      void exclusive(async () => {
        if (isClosed() || !due()) return;
        run.takeChanged();
        await pglite.execProtocol(protocol.serialize.query('ANALYZE'));
        const { messages } = await pglite.execProtocol(
          protocol.serialize.query(
            "SELECT coalesce(sum(reltuples), 0)::float8 AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace",
          ),
        );
        rowsAtLast = Number((parse.parseResults(messages, pglite.parsers)[0]?.rows[0] as { n?: number } | undefined)?.n ?? 0);
      })
        .catch((error: Error) => log?.(`PGlite ANALYZE failed: ${error.message}`))
        .finally(() => {
          pending = false;
          last = Date.now();
        });
    }, wait).unref();
  };
  return check;
}

/** One session at a time: a promise chain, held by a transaction from BEGIN to its end. */
function sessionLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const result = tail.then(fn);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * Opens (creating on first use) the PGlite database stored in dataDir, whose lock the caller holds.
 * PGlite 0.5 runs initdb in a folder that already holds the lock file, so a new cluster is created
 * in place. Statements run one session at a time, a transaction holding it until its end.
 */
export async function openPgliteSession(dataDir: string, log?: (line: string) => void): Promise<Db> {
  const pglite = new PGlite(dataDir);
  await pglite.waitReady;
  const run = statements(pglite);
  const exclusive = sessionLock();
  let closing: Promise<void> | undefined;
  const analyze = autoAnalyze(pglite, run, exclusive, () => closing !== undefined, log);
  /** Runs fn alone on the session, then looks whether the statistics need an ANALYZE. */
  const alone = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await exclusive(fn);
    } finally {
      analyze();
    }
  };
  const inTransaction: Queryable = {
    query: <Row>(sql: string, params: readonly unknown[] = []) => run.query<Row>(sql, params, true),
    exec: (sql: string) => run.exec(sql, true),
  };
  return {
    engine: 'pglite',
    query: <Row>(sql: string, params: readonly unknown[] = []) => alone(() => run.query<Row>(sql, params, false)),
    exec: (sql: string) => alone(() => run.exec(sql, false)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      alone(async () => {
        await pglite.execProtocol(protocol.serialize.query('BEGIN'), { syncToFs: false });
        let result: T;
        try {
          result = await fn(inTransaction);
        } catch (error) {
          await pglite.execProtocol(protocol.serialize.query('ROLLBACK'), { syncToFs: false });
          throw error;
        }
        const [commit] = parse.parseResults((await pglite.execProtocol(protocol.serialize.query('COMMIT'))).messages, pglite.parsers);
        // COMMIT of a transaction in which a statement failed (and was caught) rolls back
        if (commit?.command === 'ROLLBACK') throw new DbError('E_TX_ABORTED', 'The transaction was rolled back: a statement in it failed');
        return result;
      }),
    close: () => {
      // after the statements already queued; a queued ANALYZE sees the close and skips
      closing ??= exclusive(() => pglite.close());
      return closing;
    },
  };
}
