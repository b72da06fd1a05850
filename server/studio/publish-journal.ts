/**
 * A publish that is whole or not at all. A new version is a row in tenant_versions and a change
 * of the tenant's files; a crash between the two must leave the old version or the new one live,
 * and the history must say which.
 *
 * The change is written ahead: inside the publishing transaction, once every check passed, the
 * complete new text of each changed file and the files to remove go to the tenant's journal
 * (`tenants/.publish/<tenant>.json`, synced, renamed into place, so it is whole or absent), then
 * the version row is inserted and the transaction commits. Only then are the files changed
 * (applyFileChange: synced temporary files renamed over the old ones) and the journal removed.
 * The journal names its version and a digest of the version row's files, so whoever finds one
 * knows what to do with it:
 *
 * - the database has that version with those files: the commit happened, the files may be old,
 *   mixed or new; applying the journal again (it is idempotent) makes them the new version;
 * - it has not: the commit never happened, the files were never touched; the journal is deleted.
 *
 * Journals are settled only under the tenant's lock (the one every publish holds), so one is
 * never judged while its own transaction is still open: at server start before the tenants load
 * (recoverPublishes), right after each publish, and before the studio next looks at the tenant
 * (so a half-applied folder is never recorded as an edit made on disk). Nothing in the tenant
 * folders changes shape: they stay plain folders that git, editors and the loader read as before.
 * (A folder per version switched by one symlink rename would also be atomic, but it would move
 * every tenant's files out of the paths git tracks and hand-edits go to.) The tenant watcher and
 * `npm run validate` skip dot-folders, so `.publish` is never read as a tenant.
 *
 * `fault` is for the fault-injection tests (tests/contract/publish-crash.test.ts): it is called at
 * each step, and the test's process dies there.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lockName } from '../account/rate-limit.ts';
import type { Db, Queryable } from '../db/types.ts';
import { applyFileChange, syncFolder, writeSynced } from './files.ts';

/** The points of a publish at which the fault-injection tests stop the process. */
export type PublishStep = 'journal-written' | 'before-commit' | 'committed' | 'first-file-changed' | 'files-changed';

export type PublishFault = (step: PublishStep) => void;

/** The folder of the journals, inside the tenants folder. */
export const JOURNAL_DIR = '.publish';

export interface PublishJournal {
  tenantId: string;
  version: number;
  /** sha256 (hex) of the `files` column of the version's tenant_versions row */
  filesSha256: string;
  /** the new text of each file that changes, by path in the tenant folder */
  write: Record<string, string>;
  /** files the version no longer has */
  remove: string[];
}

/** The name of the lock a tenant's publishes hold (pg_advisory_xact_lock). */
export function tenantLock(tenantId: string): string {
  return `studio:${tenantId}`;
}

export function filesDigest(filesJson: string): string {
  return createHash('sha256').update(filesJson).digest('hex');
}

function journalPath(tenantsDir: string, tenantId: string): string {
  return join(tenantsDir, JOURNAL_DIR, `${tenantId}.json`);
}

/** Writes a tenant's journal, whole or not at all, and flushes it to the disk. */
export function writeJournal(tenantsDir: string, journal: PublishJournal): void {
  const dir = join(tenantsDir, JOURNAL_DIR);
  // mkdirSync says whether it made the folder: then the tenants folder's entry is synced too
  const made = mkdirSync(dir, { recursive: true }) !== undefined;
  // a temporary file a crash left before its rename
  for (const name of readdirSync(dir)) if (name.startsWith(`.${journal.tenantId}.`) && name.endsWith('.tmp')) rmSync(join(dir, name));
  const temp = join(dir, `.${journal.tenantId}.${process.pid}.tmp`);
  writeSynced(temp, JSON.stringify(journal));
  renameSync(temp, journalPath(tenantsDir, journal.tenantId));
  syncFolder(dir);
  if (made) syncFolder(tenantsDir);
}

/** The tenants with a journal waiting. */
export function pendingJournals(tenantsDir: string): string[] {
  try {
    return readdirSync(join(tenantsDir, JOURNAL_DIR))
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .map((name) => name.slice(0, -5))
      .sort();
  } catch {
    return [];
  }
}

/** A tenant's journal; undefined when there is none, 'unreadable' when it is not one. */
function readJournal(tenantsDir: string, tenantId: string): PublishJournal | 'unreadable' | undefined {
  let text: string;
  try {
    text = readFileSync(journalPath(tenantsDir, tenantId), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const journal = JSON.parse(text) as PublishJournal;
    const valid =
      journal.tenantId === tenantId &&
      Number.isInteger(journal.version) &&
      typeof journal.filesSha256 === 'string' &&
      typeof journal.write === 'object' &&
      Array.isArray(journal.remove);
    return valid ? journal : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function removeJournal(tenantsDir: string, tenantId: string): void {
  rmSync(journalPath(tenantsDir, tenantId), { force: true });
  syncFolder(join(tenantsDir, JOURNAL_DIR));
}

/** Makes the tenant's files those of the journal, then removes it. */
function applyJournal(tenantsDir: string, journal: PublishJournal, fault?: PublishFault): void {
  applyFileChange(join(tenantsDir, journal.tenantId), journal, () => fault?.('first-file-changed'));
  fault?.('files-changed');
  removeJournal(tenantsDir, journal.tenantId);
}

export interface SettleOptions {
  /** when given, one line per journal settled: `studio: publish of <tenant> version <n> finished <when>` (or undone) */
  log?: (line: string) => void;
  when?: string;
  fault?: PublishFault;
}

/**
 * Finishes or undoes the tenant's waiting publish, if any (see the header). Call holding the
 * tenant's lock, in `q`, and never while `q`'s own transaction has a journal of its own.
 */
export async function settleJournal(
  q: Queryable,
  tenantsDir: string,
  tenantId: string,
  options: SettleOptions = {},
): Promise<'finished' | 'undone' | undefined> {
  const journal = readJournal(tenantsDir, tenantId);
  if (journal === undefined) return undefined;
  const say = (line: string) => options.when !== undefined && options.log?.(`${line} ${options.when}`);
  if (journal === 'unreadable') {
    removeJournal(tenantsDir, tenantId);
    say(`studio: an unreadable publish journal of ${tenantId} was removed`);
    return 'undone';
  }
  const row = await q.query<{ files: string }>('SELECT files FROM tenant_versions WHERE tenant_id = $1 AND version = $2', [
    tenantId,
    journal.version,
  ]);
  const committed = row.rows[0] !== undefined && filesDigest(row.rows[0].files) === journal.filesSha256;
  if (committed) applyJournal(tenantsDir, journal, options.fault);
  else removeJournal(tenantsDir, tenantId);
  say(`studio: publish of ${tenantId} version ${journal.version} ${committed ? 'finished' : 'undone'}`);
  return committed ? 'finished' : 'undone';
}

/** Settles `tenantId`'s journal in a transaction of its own, holding the tenant's lock. */
export function settleLocked(db: Db, tenantsDir: string, tenantId: string, options: SettleOptions = {}) {
  return db.transaction(async (tx) => {
    await lockName(tx, tenantLock(tenantId));
    return settleJournal(tx, tenantsDir, tenantId, options);
  });
}

/**
 * At server start, before the tenants load: finishes each publish the last run committed but did
 * not finish writing, and undoes each it never committed. Needs the migrated database.
 */
export async function recoverPublishes(db: Db, tenantsDir: string, log: (line: string) => void): Promise<void> {
  for (const tenantId of pendingJournals(tenantsDir)) await settleLocked(db, tenantsDir, tenantId, { log, when: 'at start' });
}
