/**
 * The embedded engine's session: one PGlite on a data folder, run in the database thread
 * (server/db/pglite-worker.ts). server/db/pglite.ts takes the folder's lock and checks its version
 * before this opens it.
 */
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { DbError, type Db, type Queryable, type QueryResult } from './types.ts';

/** A statement parsed once under a name: its parameter types and its rows' columns. */
interface Prepared {
  name: string;
  paramTypes: number[];
  /** the columns of its rows (from its RowDescription), none for a statement that returns no rows */
  columns: Column[];
}

/** A column of a statement's rows: its name, and how its text becomes a value (PGlite's parsers). */
interface Column {
  name: string;
  parse: ((text: string, typeId: number) => unknown) | undefined;
  typeId: number;
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

/** What one bind/execute/sync gave: its rows and the count its CommandComplete tag carries. */
interface Answer {
  rows: Record<string, unknown>[];
  command: string;
  count: number | undefined;
}

/**
 * Reads the backend's answer to one bind/execute/sync as it arrives from the WebAssembly: rows
 * become objects by the statement's columns, through PGlite's own value parsers, as PGlite's
 * parseResults makes them. PGlite's execProtocol first turns every message into an object, then
 * parseResults turns those into rows; here only the rows and the CommandComplete tag are read
 * (a wallet read under 50 connections: 178 -> 130 µs of the database thread's time). An ErrorResponse is handed back as null, for PGlite's parser to
 * make the error that execProtocol would have thrown.
 */
function readAnswer(bytes: Buffer, columns: Column[]): Answer | null {
  const rows: Record<string, unknown>[] = [];
  let command = '';
  let count: number | undefined;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (type === 0x44 /* D: DataRow */) {
      const fields = bytes.readInt16BE(at + 5);
      const row: Record<string, unknown> = {};
      let field = at + 7;
      for (let i = 0; i < fields; i++) {
        const length = bytes.readInt32BE(field);
        field += 4;
        const column = columns[i];
        if (length < 0) row[column.name] = null;
        else {
          const text = bytes.toString('utf8', field, field + length);
          row[column.name] = column.parse ? column.parse(text, column.typeId) : text;
          field += length;
        }
      }
      rows.push(row);
    } else if (type === 0x43 /* C: CommandComplete */) {
      const tag = bytes.toString('utf8', at + 5, end - 1).split(' ');
      command = tag[0];
      const last = Number.parseInt(tag[tag.length - 1], 10);
      count = Number.isNaN(last) ? undefined : last;
    } else if (type === 0x45 /* E: ErrorResponse */) return null;
    at = end;
  }
  return { rows, command, count };
}

/** The error PGlite's execProtocol would have thrown for an answer that carries an ErrorResponse. */
function answerError(bytes: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (message.name === 'error') error ??= message as unknown as Error;
  });
  return error ?? new DbError('E_DB_ANSWER', 'The database answered with an error it did not describe');
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
    const described = messages.find((m) => m.name === 'rowDescription') as { fields: { name: string; dataTypeID: number }[] } | undefined;
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: (described?.fields ?? []).map(({ name: column, dataTypeID }) => ({
        name: column,
        typeId: dataTypeID,
        parse: pglite.parsers[dataTypeID] ?? types.parsers[dataTypeID as keyof typeof types.parsers],
      })),
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
    // the answer's bytes as the backend writes them (a view into its memory, so copied)
    const chunks: Buffer[] = [];
    await pglite.execProtocolRawStream(
      concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) },
    );
    const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const answer = readAnswer(bytes, statement.columns);
    if (!answer) throw answerError(bytes);
    if (answer.command === 'INSERT' || answer.command === 'UPDATE' || answer.command === 'DELETE') changed += answer.count ?? 0;
    // as PostgreSQL's clients count: the tag's count (a SELECT's rows too), else the rows
    return { rows: answer.rows as Row[], rowCount: answer.count ?? answer.rows.length };
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
