/**
 * A process for tests/contract/db-thread.test.ts: opens the PGlite folder given as its first
 * argument, reads one row, closes the database unless the second argument is `leave-open`, prints
 * `done` and returns, so the process exits only if nothing (the database thread) keeps it alive.
 */
import { openDb } from '../../../server/db/open.ts';

const [dataDir, mode] = process.argv.slice(2);
const db = await openDb({ dataDir });
await db.query('SELECT 1');
if (mode !== 'leave-open') await db.close();
process.stdout.write('done\n');
