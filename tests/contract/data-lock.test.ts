/**
 * One server per PGlite data folder (server/db/data-lock.ts): a folder another live process holds
 * is refused with E_DB_LOCKED naming the folder and the holder's pid; after the holder was killed
 * with SIGKILL the next open takes over its stale lock. The holder is a real second process
 * (tests/contract/support/data-lock-holder.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-lock.ts';
import { openDb } from '../../server/db/open.ts';
import { startServer } from '../../server/main.ts';
import { useCleanup } from './support/cleanup.ts';
import { ROOT } from './support/server.ts';

const HOLDER = join(ROOT, 'tests', 'contract', 'support', 'data-lock-holder.ts');
const cleanup = useCleanup();
const tempDir = () => cleanup.tempDir('data-lock');

/** Starts the holder on dataDir and resolves once it has the folder open. */
async function startHolder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanup.add(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`ready ${child.pid}`)) resolveReady();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before it was ready: ${output}`)));
  });
  return child;
}

async function openError(dataDir: string): Promise<{ code?: string; message: string }> {
  try {
    const db = await openDb({ dataDir });
    await db.close();
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error(`the second open of ${dataDir} succeeded`);
}

describe('PGlite data folder lock', () => {
  it('refuses a folder another live process holds, naming the folder and its pid; startServer too', async () => {
    const dataDir = tempDir();
    const holder = await startHolder(dataDir);
    const error = await openError(dataDir);
    expect(error.code).toBe('E_DB_LOCKED');
    expect(error.message).toContain(dataDir);
    expect(error.message).toContain(`pid ${holder.pid}`);

    const started = startServer({ port: 0, tenantsDir: join(ROOT, 'tenants'), dataDir, log: () => undefined });
    await expect(started).rejects.toMatchObject({ code: 'E_DB_LOCKED', message: expect.stringContaining(`pid ${holder.pid}`) });
    // The holder's lock is untouched by the refused opens.
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(holder.pid);
  }, 60_000);

  it('opens normally after the holder was killed with SIGKILL, with the data it had written', async () => {
    const dataDir = tempDir();
    const holder = await startHolder(dataDir);
    const exited = new Promise((done) => holder.once('exit', done));
    holder.kill('SIGKILL');
    await exited;
    // The dead holder's lock is still on disk: nothing removed it.
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(holder.pid);

    const db = await openDb({ dataDir });
    try {
      const marks = await db.query<{ pid: number }>('SELECT pid FROM holder_marks');
      expect(marks.rows).toEqual([{ pid: holder.pid }]);
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('refuses a second open in the same process until the first is closed', async () => {
    const dataDir = tempDir();
    const first = await openDb({ dataDir });
    const error = await openError(dataDir);
    expect(error.code).toBe('E_DB_LOCKED');
    expect(error.message).toContain(`pid ${process.pid}`);
    await first.close();
    const again = await openDb({ dataDir });
    await again.close();
  }, 60_000);

  it('treats a lock whose pid now belongs to another process (a different start time) as stale', async () => {
    const dataDir = tempDir();
    // This process is alive, but it is not the process that started at tick 1 after boot.
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, startTime: '1', host: 'test', createdAt: '2020-01-01T00:00:00.000Z' }),
    );
    const lines: string[] = [];
    const db = await openDb({ dataDir, log: (line) => lines.push(line) });
    await db.close();
    expect(lines).toEqual([`data folder ${dataDir}: removing the stale lock of pid ${process.pid} (that process is gone)`]);
  }, 60_000);
});
