/**
 * The one bench runner: what every part of `npm run bench` shares (scripts/bench.ts runs the parts
 * and prints the table; each scripts/bench-*.ts is one part and can also run by itself).
 *
 *   - the statistics every figure is reported in (median, nearest-rank percentile);
 *   - a server for a bench: a free port, the repository's tenants, no log, no background settlements;
 *   - one bench on the embedded engine, then on PostgreSQL (DATABASE_URL, else a temporary server
 *     started by scripts/postgres.ts when its binaries are on the machine), each in a data folder
 *     of its own that is removed afterwards;
 *   - how a part run by itself prints its figures, and how it reports its progress.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer, StartServerOptions } from '../server/main.ts';
import { startTempPostgres } from './postgres.ts';

export type Figures = Record<string, string>;

/** How a part adds a row to bench.ts's table: the measure's name, its value, a note. */
export type Recorder = (measure: string, value: string, note?: string) => void;

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile: the smallest value at or above p% of the values (NaN for none). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A part's progress lines, on stderr so that `--json` output stays one line on stdout. */
export function progressOf(part: string): (line: string) => void {
  return (line) => process.stderr.write(`bench-${part}: ${line}\n`);
}

/**
 * A server for a bench: a free port, the repository's tenants unless given, no log lines, and the
 * agents' settlements off (a run of payouts would land in the middle of what is measured).
 */
export async function startBenchServer(options: Partial<StartServerOptions>): Promise<RunningServer> {
  // imported when first needed: the size and validation parts run without loading the server
  const { startServer } = await import('../server/main.ts');
  return startServer({ port: 0, tenantsDir: join(ROOT, 'tenants'), log: () => undefined, settleEveryMs: 0, ...options });
}

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
