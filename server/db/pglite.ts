/** The embedded engine: PGlite keeps a real PostgreSQL in-process, its files in one data folder. */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
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

/** Opens (creating on first use) the PGlite database stored in dataDir. */
export async function openPglite(dataDir: string): Promise<Db> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (cause) {
    throw new DbError('E_DB_DATA_DIR', `Cannot create the data folder ${dataDir}`, { cause });
  }
  const pglite = new PGlite(dataDir);
  try {
    await pglite.waitReady;
  } catch (cause) {
    throw new DbError('E_DB_OPEN', `Cannot open the embedded database in ${dataDir}`, { cause });
  }
  const root = wrap(pglite);
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
