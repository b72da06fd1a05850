/**
 * The embedded engine: PGlite keeps a real PostgreSQL in this process, its files in one data
 * folder. It runs in a thread of its own (server/db/pglite-worker.ts), so its WebAssembly and the
 * HTTP server each have a core; this side holds the folder's lock and checks the folder first.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireDataLock } from './data-lock.ts';
import { connectPgliteThread } from './pglite-thread.ts';
import { DbError, type Db } from './types.ts';

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

/**
 * Starts the database thread on dataDir. Its module is TypeScript, and neither vitest nor tsx
 * hands its loader to a thread, so a one-line bootstrap registers tsx's first. PGlite (plain
 * JavaScript) loads meanwhile: about 400 ms from here to an open database instead of 475.
 */
function startDatabaseThread(dataDir: string): Worker {
  const [tsx, pglite] = [import.meta.resolve('tsx/esm/api'), import.meta.resolve('@electric-sql/pglite')].map((url) => JSON.stringify(url));
  const entry = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  const bootstrap = `Promise.all([import(${tsx}).then(({ register }) => register()), import(${pglite})]).then(() => import(${entry}));`;
  return new Worker(bootstrap, { eval: true, workerData: { dataDir } });
}

/**
 * Opens (creating on first use) the PGlite database stored in dataDir, after taking the folder's
 * lock (server/db/data-lock.ts): E_DB_LOCKED when another live process has it open, E_DB_VERSION
 * when an older PGlite made the folder, E_DB_OPEN when PGlite or its thread fails to start. The
 * lock is released when the database is closed (or the process exits).
 */
export async function openPglite(dataDir: string, log?: (line: string) => void): Promise<Db> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (cause) {
    throw new DbError('E_DB_DATA_DIR', `Cannot create the data folder ${dataDir}`, { cause });
  }
  const lock = acquireDataLock(dataDir, log);
  try {
    checkDataDirVersion(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  try {
    return await connectPgliteThread(startDatabaseThread(dataDir), { log, afterClose: () => lock.release() });
  } catch (cause) {
    lock.release();
    throw new DbError('E_DB_OPEN', `Cannot open the embedded database in ${dataDir}`, { cause });
  }
}
