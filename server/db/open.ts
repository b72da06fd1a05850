/** Picks the engine: PostgreSQL when a DATABASE_URL is given, else PGlite in dataDir. */
import type { Db } from './types.ts';

export interface OpenDbOptions {
  databaseUrl?: string;
  /** PostgreSQL connections per server (default: server/db/postgres.ts defaultPoolSize) */
  poolSize?: number;
  dataDir: string;
  /** one line per event (a stale PGlite lock replaced) */
  log?: (line: string) => void;
}

/** Opens the database (engines load lazily so PGlite's wasm is not read when PostgreSQL is used). */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.poolSize);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir, options.log);
}
