/**
 * One writer per PGlite data folder. PGlite is PostgreSQL compiled into this process with no
 * postmaster of its own: two processes on one folder each keep their own buffers and WAL position
 * and overwrite each other's pages (confirmed transfers vanished, an index came back corrupted).
 * So a server takes `server.lock` in the folder before opening it and refuses a folder another
 * live process holds.
 *
 * The lock file is complete the moment it exists: it is written under a private name, then
 * hard-linked to `server.lock`, which fails when the name is taken (like O_EXCL). It records the
 * holder's pid and, on Linux, the process start time from /proc/<pid>/stat, so a lock left by a
 * process killed with SIGKILL is recognised as stale even when a new process got the same pid.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DbError } from './types.ts';

export const LOCK_FILE = 'server.lock';

interface LockContent {
  pid: number;
  /** clock ticks since boot at which the process started (/proc/<pid>/stat field 22); null off Linux */
  startTime: string | null;
  host: string;
  createdAt: string;
}

export interface DataLock {
  /** removes the lock file, if it is still this process's */
  release(): void;
}

/** The start time of a running process from /proc, or null where /proc is not readable. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces or ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 of the whole line
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `lock` still runs (the same process, not a reuse of its pid). */
function holderAlive(lock: LockContent): boolean {
  if (!isAlive(lock.pid)) return false;
  if (lock.startTime === null) return true;
  const now = processStartTime(lock.pid);
  return now === null || now === lock.startTime;
}

function parse(text: string): LockContent | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return undefined;
    return {
      pid: value.pid,
      startTime: typeof value.startTime === 'string' ? value.startTime : null,
      host: String(value.host ?? hostname()),
      createdAt: String(value.createdAt ?? ''),
    };
  } catch {
    return undefined;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes the complete lock under a private name and links it into place; false when taken. */
function tryCreate(path: string, text: string): boolean {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of two processes clearing the same
 * stale lock only one gets it; if what it moved is no longer the stale text (another process
 * replaced it in between), it is put back.
 */
function clearStale(path: string, staleText: string): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, path);
    } catch {
      // a third process took the name meanwhile: its lock stands
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the data folder's lock or throws DbError E_DB_LOCKED naming the folder and the holder's
 * pid. A stale lock (its process gone) is replaced, with one log line saying so.
 */
export function acquireDataLock(dataDir: string, log?: (line: string) => void): DataLock {
  const path = join(dataDir, LOCK_FILE);
  const mine: LockContent = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    host: hostname(),
    createdAt: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, text)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own lock: never remove one another process took after a forced takeover.
        if (readText(path) === text) unlinkSync(path);
      };
      process.on('exit', release);
      return { release };
    }
    const existing = readText(path);
    if (existing === undefined) continue; // released between our attempt and the read
    const holder = parse(existing);
    if (holder && holderAlive(holder)) {
      const who = holder.pid === process.pid ? 'this process' : 'another process';
      throw new DbError(
        'E_DB_LOCKED',
        `The data folder ${dataDir} is in use by ${who} (pid ${holder.pid} on host ${holder.host}, since ${holder.createdAt}). ` +
          'PGlite allows one server per folder: stop that server, or give this one another DATA_DIR, or share a PostgreSQL with DATABASE_URL',
      );
    }
    log?.(`data folder ${dataDir}: removing the stale lock of pid ${holder?.pid ?? '?'} (that process is gone)`);
    clearStale(path, existing);
  }
  throw new DbError('E_DB_LOCKED', `The data folder ${dataDir} is being locked and unlocked by other processes; try again`);
}
