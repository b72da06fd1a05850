/**
 * PGlite in its own thread (server/db/pglite.ts, pglite-thread.ts, pglite-worker.ts): errors keep
 * what callers read (PostgreSQL's code and constraint, DbError's code) across the thread, values
 * come back as they went in, a transaction's callback here rolls back the worker's transaction,
 * a thread that dies fails the calls waiting on it, and the thread keeps no process alive.
 * The crashes use a stand-in worker, so they do not depend on how PGlite could be made to fail.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-lock.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { connectPgliteThread } from '../../server/db/pglite-thread.ts';
import { DbError, type Db } from '../../server/db/types.ts';
import { useCleanup } from './support/cleanup.ts';
import { ROOT } from './support/server.ts';

const cleanup = useCleanup();
let db: Db;
/** the shared database's folder, kept for the whole file (cleanup's folders go after each test) */
const dataDir = mkdtempSync('/tmp/db-thread-');

beforeAll(async () => {
  db = await openPglite(dataDir);
  await db.exec(
    "CREATE TABLE accounts (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL UNIQUE CHECK (name <> ''), photo BYTEA, detail JSONB)",
  );
}, 60_000);

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in its own thread', () => {
  it('a failed statement arrives as an Error with the fields callers read', async () => {
    await db.query("INSERT INTO accounts (name) VALUES ('taken')");
    const error = await db.query("INSERT INTO accounts (name) VALUES ('taken')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'accounts_name_key',
      table: 'accounts',
      schema: 'public',
      severity: 'ERROR',
      detail: 'Key (name)=(taken) already exists.',
      message: expect.stringContaining('duplicate key'),
    });
    await expect(db.query("INSERT INTO accounts (name) VALUES ('')")).rejects.toMatchObject({
      code: '23514',
      constraint: 'accounts_name_check',
    });
  });

  it('a COMMIT that rolled back arrives as DbError E_TX_ABORTED', async () => {
    const error = await db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO accounts (name) VALUES ('aborted')");
        await tx.query("INSERT INTO accounts (name) VALUES ('taken')").catch(() => undefined);
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DbError);
    expect(error).toMatchObject({ name: 'DbError', code: 'E_TX_ABORTED' });
    expect((await db.query("SELECT 1 FROM accounts WHERE name = 'aborted'")).rows).toHaveLength(0);
  });

  it('a transaction whose callback throws rolls back, rethrows that very error, and frees the session', async () => {
    const thrown = new Error('the caller changed its mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO accounts (name) VALUES ('rolled back')");
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect((await db.query("SELECT 1 FROM accounts WHERE name = 'rolled back'")).rows).toHaveLength(0);
    const kept = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO accounts (name) VALUES ('committed')");
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts')).rows[0].n;
    });
    expect(kept).toBe(2);
  });

  it('bigint as number, bytea, JSONB and timestamptz come back as they went in', async () => {
    const photo = new Uint8Array([0, 1, 254, 255]);
    const detail = { tags: ['vip', 'new'], limit: 5, nested: { ok: true } };
    const at = new Date('2026-11-24T10:00:00.123Z');
    const { rows } = await db.query<{ id: number; photo: Uint8Array; detail: typeof detail; at: Date; big: number }>(
      "INSERT INTO accounts (name, photo, detail) VALUES ('values', $1, $2) RETURNING id, photo, detail, $3::timestamptz AS at, 9007199254740991::bigint AS big",
      [photo, detail, at],
    );
    expect(typeof rows[0].id).toBe('number');
    expect(rows[0].photo).toBeInstanceOf(Uint8Array);
    expect([...rows[0].photo]).toEqual([...photo]);
    expect(rows[0].detail).toEqual(detail);
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at.toISOString()).toBe(at.toISOString());
    expect(rows[0].big).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('a parameter that cannot cross the thread fails that statement only', async () => {
    await expect(db.query('SELECT $1::text AS t', [() => 'a function'])).rejects.toMatchObject({ code: 'E_DB_PARAMS' });
    expect((await db.query('SELECT $1::text AS t', ['text'])).rows).toEqual([{ t: 'text' }]);
  });
});

/** A stand-in for the database thread: ready at once, then silent except as its script says. */
function standIn(onMessage: string): Worker {
  return new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.postMessage({ op: 'ready' });
     parentPort.on('message', (message) => { ${onMessage} });`,
    { eval: true },
  );
}

describe('a database thread that dies', () => {
  it('fails the calls waiting on it and every later one with E_DB_THREAD, and still closes', async () => {
    let closed = false;
    const thread = await connectPgliteThread(standIn("if (message.sql === 'die') process.exit(3);"), { afterClose: () => (closed = true) });
    const waiting = thread.query('SELECT pg_sleep(60)');
    const inTransaction = thread.transaction((tx) => tx.query('SELECT 1'));
    const dying = thread.query('die');
    for (const call of [waiting, inTransaction, dying]) {
      await expect(call).rejects.toMatchObject({ name: 'DbError', code: 'E_DB_THREAD', message: expect.stringContaining('exit code 3') });
    }
    await expect(thread.query('SELECT 1')).rejects.toMatchObject({ code: 'E_DB_THREAD' });
    await thread.close();
    expect(closed).toBe(true);
  });

  it('says what the thread threw', async () => {
    const thread = await connectPgliteThread(standIn("throw new Error('unreachable executed');"));
    await expect(thread.query('SELECT 1')).rejects.toMatchObject({
      code: 'E_DB_THREAD',
      message: expect.stringContaining('unreachable executed'),
    });
    await thread.close();
  });
});

/** Runs tests/contract/support/pglite-exit.ts; its exit code, or 'hung' if it is still running after 30 s. */
function runToExit(folder: string, mode: 'close' | 'leave-open'): Promise<number | 'hung'> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/contract/support/pglite-exit.ts'), folder, mode], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  cleanup.add(() => child.exitCode === null && child.kill('SIGKILL'));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('hung'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? -1);
    });
  });
}

describe('the database thread and the process', () => {
  it('close() lets the process exit and releases the folder; so does a process that never closes', async () => {
    const folder = cleanup.tempDir('db-thread-exit');
    expect(await runToExit(folder, 'close')).toBe(0);
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
    expect(await runToExit(folder, 'leave-open')).toBe(0);
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
  }, 70_000);
});
