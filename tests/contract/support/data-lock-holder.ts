/**
 * A second process for tests/contract/data-lock.test.ts: opens the PGlite folder given as its
 * argument, writes one row, prints `ready <pid>` and holds the folder until it is killed.
 */
import { openDb } from '../../../server/db/open.ts';

const dataDir = process.argv[2];
const db = await openDb({ dataDir });
await db.exec('CREATE TABLE IF NOT EXISTS holder_marks (pid integer NOT NULL)');
await db.query('INSERT INTO holder_marks (pid) VALUES ($1)', [process.pid]);
process.stdout.write(`ready ${process.pid}\n`);
setInterval(() => undefined, 60_000);
