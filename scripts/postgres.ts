/**
 * A throwaway PostgreSQL server for the contract tests.
 *
 * Finds initdb/pg_ctl in /usr/local/bin or /usr/lib/postgresql/<version>/bin, creates a data
 * directory under /tmp (owned by the `postgres` user when running as root, because initdb refuses
 * root), starts the server on a free 127.0.0.1 port with its unix socket in that directory,
 * creates a database and hands back its DATABASE_URL. `stop()` stops the server and removes
 * the directory.
 *
 * CLI: `tsx scripts/postgres.ts` prints DATABASE_URL and keeps the server until Ctrl-C;
 * `tsx scripts/postgres.ts -- <command...>` runs the command with DATABASE_URL set, then stops.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { pathToFileURL } from 'node:url';

export interface TempPostgres {
  url: string;
  dataDir: string;
  stop(): void;
}

export class PostgresError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const DATABASE = 'engine_test';

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  if (existsSync('/usr/local/bin/initdb') && existsSync('/usr/local/bin/pg_ctl')) return '/usr/local/bin';
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresUid(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function runAs(asPostgres: boolean, bin: string, args: string[]): string {
  const options = { encoding: 'utf8' as const, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'] };
  try {
    if (!asPostgres) return execFileSync(bin, args, options);
    if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) {
      return execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], options);
    }
    const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], options);
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new PostgresError('E_POSTGRES', `${bin.split('/').pop()} failed: ${(e.stderr || e.stdout || e.message).trim()}`);
  }
}

/**
 * Starts a temporary PostgreSQL server; resolves to null (after logging why) when the
 * binaries are not installed. Throws a PostgresError when they exist but the start fails.
 */
export async function startTempPostgres(log: (line: string) => void = console.log): Promise<TempPostgres | null> {
  const bin = findPostgresBin();
  if (!bin) {
    log('postgres: PostgreSQL binaries not found (looked in /usr/local/bin and /usr/lib/postgresql/*/bin); skipping the PostgreSQL run');
    return null;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const owner = isRoot ? postgresUid() : null;
  if (isRoot && !owner) {
    throw new PostgresError('E_POSTGRES_USER', 'running as root but there is no `postgres` user to run initdb as');
  }
  const dataDir = mkdtempSync('/tmp/pgtest-');
  const clusterDir = join(dataDir, 'data');
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  const asPostgres = Boolean(owner);
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        runAs(asPostgres, pgCtl, ['-D', clusterDir, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        log(`postgres: stop failed: ${(error as Error).message}`);
      }
      started = false;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    runAs(asPostgres, join(bin, 'initdb'), ['-D', clusterDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${dataDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    runAs(asPostgres, pgCtl, ['-D', clusterDir, '-o', serverOptions, '-l', join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
    started = true;
    // The pg client rather than the createdb binary: /usr/local/bin may hold only initdb and pg_ctl.
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
    const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
    log(`postgres: DATABASE_URL=${url}`);
    return { url, dataDir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function main(): Promise<number> {
  const dash = process.argv.indexOf('--');
  const command = dash >= 0 ? process.argv.slice(dash + 1) : [];
  const pg = await startTempPostgres();
  if (!pg) return process.env.CI === 'true' ? 1 : 0;
  const cleanup = () => pg.stop();
  process.on('exit', cleanup);
  if (command.length === 0) {
    console.log(`DATABASE_URL=${pg.url}`);
    console.log('postgres: running; press Ctrl-C to stop and remove it');
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    return 0;
  }
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: pg.url },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: PostgresError) => {
      console.error(`${error.code ?? 'E_POSTGRES'}: ${error.message}`);
      process.exit(1);
    },
  );
}
