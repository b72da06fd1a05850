/** The embedded engine: PGlite keeps a real PostgreSQL in-process, its files in one data folder. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquireDataLock } from './data-lock.ts';
import { DbError, type Db, type Queryable, type QueryResult } from './types.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * A new cluster as a tar archive. PGlite's initdb refuses a folder that is not empty, and the
 * folder already holds the lock when a new database is created in it, so the cluster is made in
 * memory and unpacked into the folder.
 */
async function freshDataDir(): Promise<Blob> {
  const scratch = new PGlite();
  try {
    await scratch.waitReady;
    return await scratch.dumpDataDir('none');
  } finally {
    await scratch.close();
  }
}

/**
 * Opens (creating on first use) the PGlite database stored in dataDir, after taking the folder's
 * lock (server/db/data-lock.ts): E_DB_LOCKED when another live process has it open.
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
    pglite = new PGlite(dataDir, existsSync(join(dataDir, 'PG_VERSION')) ? {} : { loadDataDir: await freshDataDir() });
    await pglite.waitReady;
  } catch (cause) {
    lock.release();
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
