/**
 * What the server-side benches share (bench-money, bench-load, bench-limits, bench-agents): one
 * bench run on the embedded engine, then on PostgreSQL (DATABASE_URL, else a temporary server
 * started by scripts/postgres.ts when its binaries are on the machine), each in a data folder of
 * its own that is removed afterwards; and how a bench run by itself prints its figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTempPostgres } from './postgres.ts';

export type Figures = Record<string, string>;

/** One engine's run: its label ('PGlite' or 'PostgreSQL'), a data folder, and PostgreSQL's address. */
export type EngineBench = (label: 'PGlite' | 'PostgreSQL', dataDir: string, databaseUrl: string | undefined) => Promise<Figures>;

export async function onBothEngines(
  name: string,
  bench: EngineBench,
  {
    progress,
    /** why the bench does not run on the server DATABASE_URL names (one that must be a throwaway), if so */
    notOnDatabaseUrl,
  }: { progress: (line: string) => void; notOnDatabaseUrl?: string },
): Promise<Figures> {
  const figures: Figures = {};
  const dataDir = mkdtempSync(`/tmp/bench-${name}-`);
  const skipped = `${name} figures (PostgreSQL)`;
  try {
    Object.assign(figures, await bench('PGlite', join(dataDir, 'pglite'), undefined));
    if (process.env.DATABASE_URL) {
      if (notOnDatabaseUrl) figures[skipped] = `skipped: DATABASE_URL is set; ${notOnDatabaseUrl}`;
      else Object.assign(figures, await bench('PostgreSQL', join(dataDir, 'pg'), process.env.DATABASE_URL));
    } else {
      const pg = await startTempPostgres(progress);
      if (!pg) figures[skipped] = 'skipped: PostgreSQL binaries not found (scripts/postgres.ts)';
      else {
        try {
          Object.assign(figures, await bench('PostgreSQL', join(dataDir, 'pg'), pg.url));
        } finally {
          pg.stop();
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * Runs a bench when its file is the script node was started with, and prints its figures: one
 * per line, or with --json one JSON line (for scripts/bench.ts, which runs it in a process of its own).
 */
export async function runIfMain(moduleUrl: string, bench: () => Promise<Figures>): Promise<void> {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const figures = await bench();
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  else for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(64)} ${value}`);
}
