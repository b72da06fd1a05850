/** The embedded engine: PGlite keeps a real PostgreSQL in-process, its files in one data folder. */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquireDataLock } from './data-lock.ts';
import { DbError, type Db, type Queryable, type QueryResult } from './types.ts';

/**
 * The PostgreSQL major of the bundled PGlite (0.5.x is PostgreSQL 18), as initdb writes it to the
 * folder's PG_VERSION. PostgreSQL cannot read a cluster of another major, so a folder with another
 * value is refused before PGlite sees it (PGlite itself only says "failed to initialize properly").
 */
export const PGLITE_PG_MAJOR = '18';

/** Which PGlite wrote a cluster of a given PostgreSQL major, for the message. */
const PGLITE_OF_MAJOR: Record<string, string> = { '16': '0.2', '17': '0.3 or 0.4' };

/** Throws E_DB_VERSION when the folder holds a cluster this PGlite cannot open. */
function checkDataDirVersion(dataDir: string): void {
  let major: string;
  try {
    major = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return; // no cluster yet: PGlite creates one
  }
  if (major === PGLITE_PG_MAJOR) return;
  const older = /^\d+$/.test(major) && Number(major) < Number(PGLITE_PG_MAJOR);
  const maker = older
    ? `an older embedded database (PostgreSQL ${major}, PGlite ${PGLITE_OF_MAJOR[major] ?? 'before 0.5'})`
    : `another embedded database (PG_VERSION says ${JSON.stringify(major.slice(0, 20))})`;
  throw new DbError(
    'E_DB_VERSION',
    `The data folder ${dataDir} was made by ${maker}, which this server's PGlite 0.5 (PostgreSQL ${PGLITE_PG_MAJOR}) cannot open. ` +
      `It holds the demo seed and whatever was done on this install since. To start again with a fresh demo database, ` +
      `delete the folder (rm -rf ${dataDir}) and start; to keep its data, export it first ` +
      `(server/README.md, "A data folder from an older PGlite").`,
  );
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    exec: async (sql: string): Promise<void> => {
      await target.exec(sql);
    },
  };
}

/**
 * Opens (creating on first use) the PGlite database stored in dataDir, after taking the folder's
 * lock (server/db/data-lock.ts): E_DB_LOCKED when another live process has it open, E_DB_VERSION
 * when an older PGlite made the folder. PGlite 0.5 runs initdb in a folder that already holds the
 * lock file, so a new cluster is created in place.
 */
export async function openPglite(dataDir: string, log?: (line: string) => void): Promise<Db> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (cause) {
    throw new DbError('E_DB_DATA_DIR', `Cannot create the data folder ${dataDir}`, { cause });
  }
  const lock = acquireDataLock(dataDir, log);
  let pglite: PGlite;
  try {
    checkDataDirVersion(dataDir);
    pglite = new PGlite(dataDir);
    await pglite.waitReady;
  } catch (cause) {
    lock.release();
    if (cause instanceof DbError) throw cause;
    throw new DbError('E_DB_OPEN', `Cannot open the embedded database in ${dataDir}`, { cause });
  }
  const root = wrap(pglite);
  let closing: Promise<void> | undefined;
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => {
      closing ??= pglite.close().finally(() => lock.release());
      return closing;
    },
  };
}
