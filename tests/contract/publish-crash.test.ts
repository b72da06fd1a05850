/**
 * A publish is whole or not at all (server/studio/publish-journal.ts), on PGlite or on the
 * PostgreSQL of DATABASE_URL, with the tenants folder live (TENANT_SOURCE=files; the database's
 * versions live are one row each, scale-out.test.ts). A studio process (support/publish-crash-child.ts) publishes demo's
 * change and is killed with SIGKILL at each step of the publish: journal written, version row
 * inserted before the commit, committed before any file changed, after the first file changed
 * (old and new files mixed on disk), after every file changed before the journal is removed; then
 * a rollback killed halfway. The next process starts as a server does, finishing or undoing the
 * half publish, and the test asserts that the files are byte for byte the old set or the new set
 * (the new one as the journal planned it), that the newest tenant_versions row is the set that
 * is live and the studio records no edit on disk, that the recovery says what it did in one log
 * line, and that demo loads. The last recovery is the real server's start, which serves the
 * rolled-back config. The publish also shows that untouched lines of demo's hand-written
 * tenant.json stay as they were.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open.ts';
import { startServer } from '../../server/main.ts';
import { seedOnStart } from '../../server/seed/seed.ts';
import { readFileSet } from '../../server/studio/files.ts';
import { JOURNAL_DIR, type PublishJournal, type PublishStep } from '../../server/studio/publish-journal.ts';
import { loadTenant } from '../../server/tenants/load.ts';
import { createFileDatabase, dropFileDatabase, ROOT } from './support/server.ts';
import { lineDiff } from '../support/line-diff.ts';

const CHILD = join(ROOT, 'tests', 'contract', 'support', 'publish-crash-child.ts');
const tenantsDir = mkdtempSync('/tmp/publish-crash-tenants-');
const demoDir = join(tenantsDir, 'demo');
const journalFile = join(tenantsDir, JOURNAL_DIR, 'demo.json');
let dataDir = '';
let databaseUrl: string | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  if (process.env.DATABASE_URL) databaseUrl = await createFileDatabase(process.env.DATABASE_URL);
  else dataDir = mkdtempSync('/tmp/publish-crash-data-');
  const db = await openDb({ databaseUrl, dataDir });
  await migrate(db);
  await seedOnStart(db);
  await db.close();
}, 180_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(tenantsDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropFileDatabase(process.env.DATABASE_URL!, databaseUrl);
});

interface Report {
  recovered: string[];
  latest: { version: number; kind: string; files: string } | null;
  studioVersion: number;
}

/** One studio process: its report after the start's recovery, then one command on stdin. */
function studioProcess(fault?: PublishStep) {
  const env: NodeJS.ProcessEnv = { ...process.env, STUDIO_FAULT: fault ?? '' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, tenantsDir, dataDir], { cwd: ROOT, env });
  children.push(child);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    output += `${line}\n`;
    if (!line.startsWith('report ') && !line.startsWith('done ')) return;
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const queued = lines.shift();
      if (queued) resolve(queued);
      else {
        waiting.push(resolve);
        void exited.then(({ code, signal }) =>
          reject(new Error(`the studio process ended (${code ?? signal}) before answering:\n${output}`)),
        );
      }
    });
  return {
    report: async () => JSON.parse((await nextLine()).slice('report '.length)) as Report,
    run: (command: string) => child.stdin.end(`${command}\n`),
    exited,
    output: () => output,
  };
}

/** Every file of demo's folder but its assets, dot-files included (a leftover temporary file would show), as text. */
function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else out[relative(demoDir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(demoDir);
  return out;
}

/** The set the journal makes of `old`. */
function applied(old: Record<string, string>, journal: PublishJournal): Record<string, string> {
  const out = { ...old, ...journal.write };
  for (const path of journal.remove) delete out[path];
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

interface Step {
  fault: PublishStep;
  command: string;
  /** the files on disk right after the kill */
  crashed: 'old' | 'mixed' | 'new';
  /** the version live after the next start */
  outcome: 'old' | 'new';
}

const STEPS: Step[] = [
  { fault: 'journal-written', command: 'publish Bahay-1', crashed: 'old', outcome: 'old' },
  { fault: 'before-commit', command: 'publish Bahay-2', crashed: 'old', outcome: 'old' },
  { fault: 'committed', command: 'publish Bahay-3', crashed: 'old', outcome: 'new' },
  { fault: 'first-file-changed', command: 'publish Bahay-4', crashed: 'mixed', outcome: 'new' },
  { fault: 'files-changed', command: 'publish Bahay-5', crashed: 'new', outcome: 'new' },
  { fault: 'first-file-changed', command: 'rollback 1', crashed: 'mixed', outcome: 'new' },
];

describe('a publish killed at any step leaves the old version or the new one live, and the history says which', () => {
  it('kills the studio process at each step; the next start finishes or undoes the publish', async () => {
    let studio = studioProcess(STEPS[0].fault);
    let report = await studio.report();
    expect(report.recovered).toEqual([]);
    const firstVersion = report.studioVersion;

    for (const [index, step] of STEPS.entries()) {
      const old = snapshot();
      studio.run(step.command);
      const { signal } = await studio.exited;
      expect(signal, `${step.fault}: ${studio.output()}`).toBe('SIGKILL');

      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as PublishJournal;
      const planned = applied(old, journal);
      expect(Object.keys(journal.write).length + journal.remove.length, 'the change touches two files').toBe(2);
      const crashed = snapshot();
      if (step.crashed === 'old') expect(crashed).toEqual(old);
      if (step.crashed === 'new') expect(crashed).toEqual(planned);
      if (step.crashed === 'mixed') {
        expect(crashed).not.toEqual(old);
        expect(crashed).not.toEqual(planned);
      }

      // the next start: the previous version's process is gone, this one recovers first
      const last = index === STEPS.length - 1;
      if (last) break;
      studio = studioProcess(STEPS[index + 1].fault);
      report = await studio.report();
      const verdict = step.outcome === 'new' ? 'finished' : 'undone';
      expect(report.recovered).toEqual([`studio: publish of demo version ${journal.version} ${verdict} at start`]);
      expect(existsSync(journalFile)).toBe(false);
      const live = snapshot();
      expect(live).toEqual(step.outcome === 'new' ? planned : old);
      expect(report.latest?.version).toBe(step.outcome === 'new' ? journal.version : journal.version - 1);
      expect(report.latest?.files, 'the newest version row holds the files that are live').toBe(JSON.stringify(readFileSet(demoDir)));
      expect(report.studioVersion, 'no edit on disk recorded').toBe(report.latest?.version);
      const loaded = loadTenant(tenantsDir, 'demo');
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
      const label = step.command.split(' ')[1];
      expect(loaded.config.messages.TY['menu.home'] === label).toBe(step.outcome === 'new');

      if (step.fault === 'committed') {
        // the first publish that went through: demo's hand-written tenant.json gained the flag's
        // lines; its lines equal to _base (appIcon, customerService.url) and the rest stay
        expect(lineDiff(old['tenant.json'], live['tenant.json'])).toEqual({
          removed: ['  }'],
          added: ['  },', '  "flags": { "REFERRAL": true }'],
        });
        expect(live['messages/TY.json']).toBe(`{ "menu.home": "${label}" }\n`);
      }
    }
    expect(firstVersion).toBe(1);
  }, 240_000);

  it("the server's start finishes the half rollback before the tenants load, and serves it", async () => {
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as PublishJournal;
    const distDir = mkdtempSync('/tmp/publish-crash-dist-');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html>\n<html><head><!--app-head--></head><body><div id="root"></div></body></html>\n',
    );
    const lines: string[] = [];
    const server = await startServer({
      port: 0,
      tenantsDir,
      distDir,
      databaseUrl,
      // the journal is how the folder switches when it is live; with the database's versions live
      // (the default on PostgreSQL) a publish is one row and nothing is journalled
      tenantSource: 'files',
      dataDir: dataDir || undefined,
      settleEveryMs: 0,
      studioScheduleMs: 0,
      log: (line) => lines.push(line),
    });
    try {
      expect(lines).toContain(`studio: publish of demo version ${journal.version} finished at start`);
      expect(lines.filter((line) => line.startsWith('tenant "demo"'))).toEqual([]);
      const newest = await server.db.query<{ version: number; kind: string; files: string }>(
        'SELECT version, kind, files FROM tenant_versions WHERE tenant_id = $1 ORDER BY version DESC LIMIT 1',
        ['demo'],
      );
      expect(newest.rows[0]).toMatchObject({ version: journal.version, kind: 'rollback' });
      const first = await server.db.query<{ files: string }>('SELECT files FROM tenant_versions WHERE tenant_id = $1 AND version = 1', [
        'demo',
      ]);
      expect(JSON.parse(newest.rows[0].files)).toEqual(JSON.parse(first.rows[0].files));
      expect(newest.rows[0].files).toBe(JSON.stringify(readFileSet(demoDir)));
      expect(existsSync(join(demoDir, 'messages', 'TY.json'))).toBe(false);
      expect(readFileSync(join(demoDir, 'tenant.json'), 'utf8')).toBe(readFileSync(join(ROOT, 'tenants', 'demo', 'tenant.json'), 'utf8'));
      const served = await fetch(`${server.url}api/tenant`).then(
        (res) => res.json() as Promise<{ value: { messages: Record<string, Record<string, string>> } }>,
      );
      expect(JSON.stringify(served.value)).not.toContain('Bahay-');
    } finally {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  }, 120_000);
});
