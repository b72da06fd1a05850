/**
 * The studio's versions of a tenant, the core its calls share: the tenant as it is now (what is
 * on disk, or with `live` the newest version in the database, recorded as a version when new),
 * the tenant's lock, and the one step that records a new version and switches its files (the
 * publish journal, publish-journal.ts, so a crash cannot split them). Every version keeps the full
 * overlay snapshot, so any version can be restored as a new one.
 *
 * Versions: the first look at a tenant records what its files hold as version 1; an edit made on
 * disk (by hand, by git) is recorded as a new version the next time the studio looks, so a draft
 * started before it is refused like one started before another operator's publish.
 *
 * With `live` (DATABASE_URL: live-versions.ts) the newest version in the database is the tenant's
 * state and a publish is its row alone, announced to every server when it commits; the tenants
 * folder is neither read for the state nor written (scripts/tenant-files.ts exports and imports it).
 */
import { dirname, join } from 'node:path';
import { mergeTenantFiles, type TenantFiles } from '../../engine/config/merge.ts';
import { updateOverlay } from '../../engine/config/overlay-diff.ts';
import { lockName } from '../account/rate-limit.ts';
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { qualityInputs } from '../tenants/load.ts';
import type { TenantRegistry } from '../tenants/registry.ts';
import type { ConfigIssue } from '../tenants/types.ts';
import { declaredScreenVersions, splitConfig, type DraftContext } from './check.ts';
import { diffConfigs, type DiffEntry } from './diff.ts';
import { inFolderOrder, planFileChange, readFileSet, toFileSet, toTenantFiles, type FileSet } from './files.ts';
import type { LiveVersions } from './live-versions.ts';
import { filesDigest, settleJournal, settleLocked, tenantLock, writeJournal, type PublishFault } from './publish-journal.ts';
import type { Operator } from './operators.ts';

export interface StudioDeps {
  db: Db;
  tenantsDir: string;
  registry: Pick<TenantRegistry, 'reload' | 'ids' | 'get' | 'hostsTaken'>;
  log: (line: string) => void;
  /** called at each step of a publish (publish-journal.ts); only the fault-injection tests pass one */
  fault?: PublishFault;
  /** the database's versions are live (DATABASE_URL): refresh serves a new one on this server at once */
  live?: Pick<LiveVersions, 'refresh'>;
  /** called once a review event (submitted, approved, rejected) has committed: sends its webhook (reviews.ts) */
  afterReviewEvent?: () => void;
}

export interface TenantState {
  version: number;
  /** the overlay files on disk */
  files: FileSet;
  /** _base's files on disk */
  baseFiles: FileSet;
  /** _base as the merge takes it */
  base: TenantFiles;
  /** the config the site serves, split into its files */
  merged: TenantFiles;
}

/** A new version for commitVersion: the wanted config as a draft, or the exact overlay files to restore. */
type VersionInput = {
  tenantId: string;
  state: TenantState;
  kind: 'publish' | 'rollback' | 'platform';
  operatorId: number | null;
  message: string;
  changeId?: number | null;
  now: Date;
} & ({ draft: TenantFiles } | { files: FileSet });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** 409 for a draft based on an older version, carrying what changed since. */
export function versionConflict(baseVersion: number, current: number, theirs: DiffEntry[]): ApiError {
  return new ApiError(
    409,
    'E_VERSION_CONFLICT',
    `This draft is based on version ${baseVersion}, but the tenant is now at version ${current}: someone else published first. Review their changes, then start again from the current version.`,
    { baseVersion, currentVersion: current, theirs },
  );
}

export function invalidDraft(issues: ConfigIssue[]): ApiError {
  return new ApiError(400, 'E_CONFIG_INVALID', `The draft has ${issues.length} error${issues.length === 1 ? '' : 's'}; fix them first`, {
    issues,
  });
}

/** The versions core over one database and one tenants folder (service.ts builds the studio's calls on it). */
export function createVersions(deps: StudioDeps) {
  const { db, tenantsDir } = deps;
  const baseDir = join(tenantsDir, '_base');

  const knownTenant = (tenantId: string) => {
    if (!deps.registry.ids().includes(tenantId)) throw apiErrors.notFound('No such tenant');
  };

  /** What checkDraft needs to judge a draft of `tenantId` made by `actor` (null: the scheduler) against the served `state`. */
  function draftContext(tenantId: string, state: TenantState, actor: Operator | null): DraftContext {
    return {
      quality: qualityInputs(join(tenantsDir, tenantId), baseDir, dirname(tenantsDir)),
      hostsTaken: deps.registry.hostsTaken(tenantId),
      served: state.merged,
      platformAdmin: actor?.platformAdmin === true,
      declaredVersions: declaredScreenVersions(state.baseFiles, state.files),
    };
  }

  function mergedOf(tenantId: string, base: TenantFiles, files: FileSet): TenantFiles {
    return splitConfig(mergeTenantFiles(tenantId, base, toTenantFiles(files)));
  }

  async function audit(q: Queryable, operator: Operator | null, tenantId: string | null, action: string, detail: object, now: Date) {
    await q.query('INSERT INTO studio_audit (tenant_id, operator_id, action, detail, created_at) VALUES ($1, $2, $3, $4, $5)', [
      tenantId,
      operator?.id ?? null,
      action,
      JSON.stringify(detail),
      now,
    ]);
  }

  async function snapshot(q: Queryable, tenantId: string, version: number): Promise<FileSet | undefined> {
    const found = await q.query<{ files: string }>('SELECT files FROM tenant_versions WHERE tenant_id = $1 AND version = $2', [
      tenantId,
      version,
    ]);
    return found.rows[0] ? (JSON.parse(found.rows[0].files) as FileSet) : undefined;
  }

  /**
   * The tenant as it is now, recording what is on disk as a version when it is new. Call under the
   * tenant lock. A publish left half done is settled first, so its files are never taken for an
   * edit made on disk.
   */
  async function stateLocked(q: Queryable, tenantId: string, now: Date): Promise<TenantState> {
    if (!deps.live && !staging.get(q)?.has(tenantId)) {
      const settled = await settleJournal(q, tenantsDir, tenantId, { log: deps.log, when: 'before the next change', fault });
      if (settled === 'finished') deps.registry.reload();
    }
    const baseFiles = readFileSet(baseDir);
    const base = toTenantFiles(baseFiles);
    const last = await q.query<{ version: number; files: string }>(
      'SELECT version, files FROM tenant_versions WHERE tenant_id = $1 ORDER BY version DESC LIMIT 1',
      [tenantId],
    );
    const latest = last.rows[0] ? { version: last.rows[0].version, files: JSON.parse(last.rows[0].files) as FileSet } : undefined;
    const files = deps.live && latest ? latest.files : readFileSet(join(tenantsDir, tenantId));
    const merged = mergedOf(tenantId, base, files);
    if (latest && same(latest.files, files)) return { version: latest.version, files, baseFiles, base, merged };
    const version = (latest?.version ?? 0) + 1;
    const diff = latest ? diffConfigs(mergedOf(tenantId, base, latest.files), merged) : [];
    await q.query(
      `INSERT INTO tenant_versions (tenant_id, version, kind, message, diff, files, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        tenantId,
        version,
        latest ? 'disk' : 'initial',
        latest ? 'Edited on disk' : 'As found on disk',
        JSON.stringify(diff),
        JSON.stringify(files),
        now,
      ],
    );
    return { version, files, baseFiles, base, merged };
  }

  /** Tenants whose publish journal the open transaction wrote: commitVersion adds, locked settles them once it ends. */
  const staging = new Map<Queryable, Set<string>>();
  const fault: PublishFault = deps.fault ?? (() => undefined);

  /** After a version is recorded: this server serves it now (the others follow the files, or the database's announcement). */
  const serveNew = async (tenantId: string): Promise<void> => {
    if (!deps.live) return deps.registry.reload();
    // the version is recorded either way: a read that fails here is made by the announcement or the check
    await deps.live
      .refresh(tenantId)
      .catch((error: unknown) =>
        deps.log(
          `studio: the new version of ${tenantId} is recorded but could not be read back (${String(error)}); it is served once read`,
        ),
      );
  };

  /**
   * Runs fn holding the tenant's lock (one publish at a time, across servers on one PostgreSQL).
   * A version fn recorded (commitVersion) gets its files once the transaction has ended: written
   * after the commit, dropped after a rollback.
   */
  async function locked<T>(tenantId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const staged = new Set<string>();
    const settle = async () => {
      for (const id of staged)
        await settleLocked(db, tenantsDir, id, { fault }).catch((error: unknown) =>
          deps.log(
            `studio: the publish journal of ${id} could not be settled now (${String(error)}); it is before the next change or at start`,
          ),
        );
    };
    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        await lockName(tx, tenantLock(tenantId));
        staging.set(tx, staged);
        try {
          const value = await fn(tx);
          if (staged.size > 0) fault('before-commit');
          return value;
        } finally {
          staging.delete(tx);
        }
      });
    } catch (error) {
      await settle();
      throw error;
    }
    if (staged.size > 0) fault('committed');
    await settle();
    return result;
  }

  async function fourEyes(q: Queryable, tenantId: string): Promise<boolean> {
    const found = await q.query<{ four_eyes: boolean }>('SELECT four_eyes FROM studio_tenants WHERE tenant_id = $1', [tenantId]);
    return found.rows[0]?.four_eyes ?? true;
  }

  /** The overlay files of a draft: the tenant's files with only what the draft changed changed. */
  function draftFiles(state: TenantState, draft: TenantFiles): FileSet {
    return toFileSet(updateOverlay(state.base, toTenantFiles(state.files), state.merged, draft), state.files);
  }

  /**
   * Records the tenant's next version and switches its files to it in one step a crash cannot
   * split (publish-journal.ts): after checking that the new files merge to exactly the wanted
   * config, their texts go to the tenant's journal and the version row is inserted in `tx`;
   * locked() writes the files once the transaction has committed, or drops the journal if it
   * has not. `draft` is written as the smallest edit of the files, `files` (a rollback) as they
   * are. Call inside locked(); returns the new version.
   */
  async function commitVersion(tx: Queryable, input: VersionInput): Promise<number> {
    const { tenantId, state } = input;
    const staged = staging.get(tx);
    if (!staged) throw new Error('studio: commitVersion runs inside locked()');
    const wanted = 'draft' in input ? input.draft : mergedOf(tenantId, state.base, input.files);
    const next = 'draft' in input ? draftFiles(state, input.draft) : input.files;
    // with live versions the row is the publish: no file is written
    const change = deps.live
      ? { files: inFolderOrder(next), write: {}, remove: [] }
      : planFileChange(join(tenantsDir, tenantId), state.files, next);
    if (!same(mergedOf(tenantId, state.base, change.files), wanted))
      throw new Error(`studio: the files planned for ${tenantId} do not merge back to the draft; nothing was written`);
    const version = state.version + 1;
    const files = JSON.stringify(change.files);
    if (!deps.live) {
      writeJournal(tenantsDir, { tenantId, version, filesSha256: filesDigest(files), write: change.write, remove: change.remove });
      staged.add(tenantId);
      fault('journal-written');
    }
    await tx.query(
      `INSERT INTO tenant_versions (tenant_id, version, kind, operator_id, message, change_id, diff, files, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tenantId,
        version,
        input.kind,
        input.operatorId,
        input.message,
        input.changeId ?? null,
        JSON.stringify(diffConfigs(state.merged, wanted)),
        files,
        input.now,
      ],
    );
    return version;
  }

  return { db, deps, knownTenant, draftContext, mergedOf, audit, snapshot, stateLocked, locked, serveNew, fourEyes, commitVersion };
}

export type StudioVersions = ReturnType<typeof createVersions>;
