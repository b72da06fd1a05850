/**
 * The studio's work on one tenant: its current version, change requests and their review,
 * publishing (only what the draft changed, checked to merge to the draft before anything is
 * written, the version and its files switched in one step a crash cannot split:
 * publish-journal.ts), rollback, four-eyes settings and the audit log. Every publish keeps the
 * full overlay snapshot, so any version can be restored as a new publish.
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
import { isJsonObject, mergeTenantFiles, type JsonObject, type JsonValue, type TenantFiles } from '../../engine/config/merge.ts';
import { updateOverlay } from '../../engine/config/overlay-diff.ts';
import { lockName } from '../account/rate-limit.ts';
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { qualityInputs } from '../tenants/load.ts';
import type { TenantRegistry } from '../tenants/registry.ts';
import type { ConfigIssue } from '../tenants/types.ts';
import { checkDraft, declaredScreenVersions, splitConfig, type DraftContext } from './check.ts';
import { diffConfigs, type DiffEntry } from './diff.ts';
import { inFolderOrder, planFileChange, readFileSet, toFileSet, toTenantFiles, type FileSet } from './files.ts';
import type { LiveVersions } from './live-versions.ts';
import { MergeChoiceError, mergeThreeWay, resolveMerge, type MergeChoice } from './merge.ts';
import { filesDigest, settleJournal, settleLocked, tenantLock, writeJournal, type PublishFault } from './publish-journal.ts';
import { requirePlatformAdmin, requireRole, type Operator, type StudioRole } from './operators.ts';
import { recordReviewEvent } from './reviews.ts';

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

/** What a platform admin sets on a tenant: the hosts it answers on and its URL policy. */
export interface PlatformSettings {
  hosts: string[];
  allowedOrigins: string[];
  trustedOrigins: string[];
}

export type ChangeStatus = 'open' | 'scheduled' | 'published' | 'rejected' | 'failed';

interface ChangeRow {
  id: number;
  /** the draft as JSON text (key order kept) */
  tenant_id: string;
  author_id: number;
  author: string;
  base_version: number;
  title: string;
  draft: string;
  diff: DiffEntry[];
  status: ChangeStatus;
  publish_at: Date | null;
  reviewer: string | null;
  review_comment: string | null;
  published_version: number | null;
  failure: string | null;
  created_at: Date;
  updated_at: Date;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The strings of the array at `path` in a config; [] when it is not there. */
function stringsAt(config: JsonObject | undefined, path: string[]): string[] {
  let value: JsonValue | undefined = config;
  for (const key of path) value = isJsonObject(value) ? value[key] : undefined;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** 409 for a draft based on an older version, carrying what changed since. */
function versionConflict(baseVersion: number, current: number, theirs: DiffEntry[]): ApiError {
  return new ApiError(
    409,
    'E_VERSION_CONFLICT',
    `This draft is based on version ${baseVersion}, but the tenant is now at version ${current}: someone else published first. Review their changes, then start again from the current version.`,
    { baseVersion, currentVersion: current, theirs },
  );
}

function invalidDraft(issues: ConfigIssue[]): ApiError {
  return new ApiError(400, 'E_CONFIG_INVALID', `The draft has ${issues.length} error${issues.length === 1 ? '' : 's'}; fix them first`, {
    issues,
  });
}

/** The studio service over one database and one tenants folder. */
export function createStudio(deps: StudioDeps) {
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

  async function publishLocked(tx: Queryable, change: ChangeRow, reviewer: Operator | null, comment: string, now: Date): Promise<number> {
    const state = await stateLocked(tx, change.tenant_id, now);
    if (state.version !== change.base_version) {
      const before = await snapshot(tx, change.tenant_id, change.base_version);
      throw versionConflict(
        change.base_version,
        state.version,
        before ? diffConfigs(mergedOf(change.tenant_id, state.base, before), state.merged) : [],
      );
    }
    const draft = JSON.parse(change.draft) as TenantFiles;
    const issues = checkDraft(change.tenant_id, draft, draftContext(change.tenant_id, state, reviewer));
    if (issues.length > 0) throw invalidDraft(issues);
    const version = await commitVersion(tx, {
      tenantId: change.tenant_id,
      state,
      draft,
      kind: 'publish',
      operatorId: reviewer?.id ?? change.author_id,
      message: change.title,
      changeId: change.id,
      now,
    });
    await tx.query(
      `UPDATE change_requests SET status = 'published', reviewer_id = COALESCE($2, reviewer_id), review_comment = COALESCE($3, review_comment),
              published_version = $4, updated_at = $5 WHERE id = $1`,
      [change.id, reviewer?.id ?? null, reviewer ? comment : null, version, now],
    );
    await audit(tx, reviewer, change.tenant_id, 'publish', { change: change.id, version }, now);
    return version;
  }

  async function loadChange(q: Queryable, id: number): Promise<ChangeRow> {
    const found = await q.query<ChangeRow>(
      `SELECT c.*, a.username AS author, r.username AS reviewer FROM change_requests c
         JOIN operators a ON a.id = c.author_id LEFT JOIN operators r ON r.id = c.reviewer_id WHERE c.id = $1`,
      [id],
    );
    const row = found.rows[0];
    if (!row) throw apiErrors.notFound('No such change request');
    return row;
  }

  /** After a review event's transaction committed: its webhook goes out (never inside the request's transaction). */
  const reviewed = <T>(value: T): T => {
    deps.afterReviewEvent?.();
    return value;
  };

  function changeView(row: ChangeRow, withDraft: boolean) {
    return {
      id: Number(row.id),
      tenantId: row.tenant_id,
      author: row.author,
      baseVersion: row.base_version,
      title: row.title,
      status: row.status,
      publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
      reviewer: row.reviewer,
      reviewComment: row.review_comment,
      publishedVersion: row.published_version,
      failure: row.failure,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      diff: row.diff,
      ...(withDraft ? { draft: JSON.parse(row.draft) as TenantFiles } : {}),
    };
  }

  return {
    /** The tenant's current version, base and merged config, and whether four-eyes is on. */
    async tenant(operator: Operator, tenantId: string, now: Date) {
      requireRole(operator, tenantId);
      knownTenant(tenantId);
      const state = await locked(tenantId, (tx) => stateLocked(tx, tenantId, now));
      return {
        id: tenantId,
        role: operator.roles[tenantId],
        version: state.version,
        base: state.base,
        merged: state.merged,
        fourEyes: await fourEyes(db, tenantId),
      };
    },

    /** Issues of a draft and its diff against the served config (no write). */
    async check(operator: Operator, tenantId: string, draft: TenantFiles, now: Date) {
      requireRole(operator, tenantId);
      knownTenant(tenantId);
      const state = await locked(tenantId, (tx) => stateLocked(tx, tenantId, now));
      return {
        version: state.version,
        issues: checkDraft(tenantId, draft, draftContext(tenantId, state, operator)),
        diff: diffConfigs(state.merged, draft),
      };
    },

    /**
     * A draft started from `baseVersion` merged with the newest version (merge.ts). Without
     * choices: its conflicts, and the merged draft checked like any draft when there are none.
     * With one choice per conflict: that merged draft. Nothing is written: the draft goes on to a
     * change request on the newest version, reviewed as any other.
     */
    async merge(
      operator: Operator,
      tenantId: string,
      input: { baseVersion: number; draft: TenantFiles; version?: number; choices?: MergeChoice[] },
      now: Date,
    ) {
      requireRole(operator, tenantId);
      knownTenant(tenantId);
      return locked(tenantId, async (tx) => {
        const state = await stateLocked(tx, tenantId, now);
        const before = input.baseVersion <= state.version ? await snapshot(tx, tenantId, input.baseVersion) : undefined;
        if (!before) throw apiErrors.notFound(`Version ${input.baseVersion} does not exist`);
        const base = mergedOf(tenantId, state.base, before);
        if (input.version !== undefined && input.version !== state.version) throw versionConflict(input.version, state.version, []);
        const checked = (draft: TenantFiles) => ({
          draft,
          issues: checkDraft(tenantId, draft, draftContext(tenantId, state, operator)),
          diff: diffConfigs(state.merged, draft),
        });
        if (!input.choices) {
          const { merged, conflicts } = mergeThreeWay(base, input.draft, state.merged);
          if (conflicts.length > 0) return { version: state.version, conflicts, draft: null, issues: [], diff: [] };
          return { version: state.version, conflicts, ...checked(merged) };
        }
        try {
          return {
            version: state.version,
            conflicts: [],
            ...checked(resolveMerge(base, input.draft, state.merged, input.choices)),
          };
        } catch (error) {
          if (error instanceof MergeChoiceError) throw new ApiError(400, error.code, error.message);
          throw error;
        }
      });
    },

    async createChange(
      operator: Operator,
      tenantId: string,
      input: { baseVersion: number; title: string; draft: TenantFiles; publishAt?: string },
      now: Date,
    ) {
      requireRole(operator, tenantId);
      knownTenant(tenantId);
      const publishAt = input.publishAt ? new Date(input.publishAt) : null;
      if (publishAt && Number.isNaN(publishAt.getTime())) throw apiErrors.badRequest('body.publishAt: must be a date and time');
      return locked(tenantId, async (tx) => {
        const state = await stateLocked(tx, tenantId, now);
        if (input.baseVersion !== state.version) {
          const before = await snapshot(tx, tenantId, input.baseVersion);
          throw versionConflict(
            input.baseVersion,
            state.version,
            before ? diffConfigs(mergedOf(tenantId, state.base, before), state.merged) : [],
          );
        }
        const issues = checkDraft(tenantId, input.draft, draftContext(tenantId, state, operator));
        if (issues.length > 0) throw invalidDraft(issues);
        const diff = diffConfigs(state.merged, input.draft);
        if (diff.length === 0) throw new ApiError(400, 'E_NO_CHANGE', 'The draft changes nothing');
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO change_requests (tenant_id, author_id, base_version, title, draft, diff, status, publish_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $8) RETURNING id`,
          [tenantId, operator.id, state.version, input.title.trim(), JSON.stringify(input.draft), JSON.stringify(diff), publishAt, now],
        );
        const id = Number(inserted.rows[0].id);
        await audit(tx, operator, tenantId, 'change.create', { change: id, title: input.title.trim(), entries: diff.length }, now);
        await recordReviewEvent(tx, { event: 'change.submitted', tenantId, changeId: id, actor: operator, now });
        return changeView(await loadChange(tx, id), false);
      }).then(reviewed);
    },

    async changes(operator: Operator, tenantId: string) {
      requireRole(operator, tenantId);
      const found = await db.query<ChangeRow>(
        `SELECT c.*, a.username AS author, r.username AS reviewer FROM change_requests c
           JOIN operators a ON a.id = c.author_id LEFT JOIN operators r ON r.id = c.reviewer_id
          WHERE c.tenant_id = $1 ORDER BY c.id DESC LIMIT 100`,
        [tenantId],
      );
      return found.rows.map((row) => changeView(row, false));
    },

    async change(operator: Operator, id: number) {
      const row = await loadChange(db, id);
      requireRole(operator, row.tenant_id);
      return changeView(row, true);
    },

    /** A publisher approves: published now, or scheduled when the request carries a later time. */
    async approve(operator: Operator, id: number, comment: string, now: Date) {
      const first = await loadChange(db, id);
      requireRole(operator, first.tenant_id, 'publisher');
      return locked(first.tenant_id, async (tx) => {
        const change = await loadChange(tx, id);
        if (change.status !== 'open') throw new ApiError(409, 'E_CHANGE_STATE', `This change request is ${change.status}, not open`);
        if ((await fourEyes(tx, change.tenant_id)) && Number(change.author_id) === operator.id)
          throw apiErrors.forbidden('Four-eyes is on for this tenant: another publisher must approve your change request');
        if (change.publish_at && new Date(change.publish_at) > now) {
          await tx.query(
            `UPDATE change_requests SET status = 'scheduled', reviewer_id = $2, review_comment = $3, updated_at = $4 WHERE id = $1`,
            [id, operator.id, comment, now],
          );
          await audit(tx, operator, change.tenant_id, 'change.schedule', { change: id, publishAt: change.publish_at }, now);
        } else {
          await publishLocked(tx, change, operator, comment, now);
        }
        await recordReviewEvent(tx, { event: 'change.approved', tenantId: change.tenant_id, changeId: id, actor: operator, now });
        return changeView(await loadChange(tx, id), false);
      })
        .then(reviewed)
        .finally(() => serveNew(first.tenant_id));
    },

    async reject(operator: Operator, id: number, comment: string, now: Date) {
      const first = await loadChange(db, id);
      requireRole(operator, first.tenant_id, 'publisher');
      return locked(first.tenant_id, async (tx) => {
        const change = await loadChange(tx, id);
        if (change.status !== 'open' && change.status !== 'scheduled')
          throw new ApiError(
            409,
            'E_CHANGE_STATE',
            `This change request is ${change.status}; only an open or scheduled one can be rejected`,
          );
        await tx.query(
          `UPDATE change_requests SET status = 'rejected', reviewer_id = $2, review_comment = $3, updated_at = $4 WHERE id = $1`,
          [id, operator.id, comment, now],
        );
        await audit(tx, operator, change.tenant_id, 'change.reject', { change: id, comment }, now);
        await recordReviewEvent(tx, { event: 'change.rejected', tenantId: change.tenant_id, changeId: id, actor: operator, now });
        return changeView(await loadChange(tx, id), false);
      }).then(reviewed);
    },

    /** Publishes the scheduled change requests whose time has come; a failure is recorded on the request. */
    async publishDue(now: Date): Promise<void> {
      const due = await db.query<{ id: number; tenant_id: string }>(
        `SELECT id, tenant_id FROM change_requests WHERE status = 'scheduled' AND publish_at <= $1 ORDER BY publish_at, id`,
        [now],
      );
      for (const { id, tenant_id: tenantId } of due.rows) {
        try {
          await locked(tenantId, async (tx) => {
            const change = await loadChange(tx, Number(id));
            if (change.status === 'scheduled') await publishLocked(tx, change, null, '', now);
          });
        } catch (error) {
          const message = error instanceof ApiError ? error.message : 'The publish failed; see the server log';
          if (!(error instanceof ApiError)) deps.log(`studio: scheduled publish of change ${id} failed: ${String(error)}`);
          // every server runs this: the one that marks the request failed records it, once
          const marked = await db.query(
            `UPDATE change_requests SET status = 'failed', failure = $2, updated_at = $3 WHERE id = $1 AND status = 'scheduled'`,
            [id, message, now],
          );
          if (marked.rowCount > 0) await audit(db, null, tenantId, 'change.fail', { change: Number(id), reason: message }, now);
        }
        await serveNew(tenantId);
      }
    },

    async versions(operator: Operator, tenantId: string) {
      requireRole(operator, tenantId);
      const found = await db.query<{
        version: number;
        kind: string;
        message: string;
        username: string | null;
        change_id: number | null;
        diff: DiffEntry[];
        created_at: Date;
      }>(
        `SELECT v.version, v.kind, v.message, o.username, v.change_id, v.diff, v.created_at FROM tenant_versions v
           LEFT JOIN operators o ON o.id = v.operator_id WHERE v.tenant_id = $1 ORDER BY v.version DESC LIMIT 200`,
        [tenantId],
      );
      return found.rows.map((v) => ({
        version: v.version,
        kind: v.kind,
        message: v.message,
        author: v.username,
        changeId: v.change_id === null ? null : Number(v.change_id),
        diff: v.diff,
        createdAt: new Date(v.created_at).toISOString(),
      }));
    },

    /** Restores version `version`'s files exactly, as a new version. */
    async rollback(operator: Operator, tenantId: string, version: number, message: string, now: Date) {
      requireRole(operator, tenantId, 'publisher');
      knownTenant(tenantId);
      const result = await locked(tenantId, async (tx) => {
        const files = await snapshot(tx, tenantId, version);
        if (!files) throw apiErrors.notFound(`Version ${version} does not exist`);
        const state = await stateLocked(tx, tenantId, now);
        if (state.version === version) throw new ApiError(409, 'E_NO_CHANGE', `Version ${version} is already the current version`);
        const target = mergedOf(tenantId, state.base, files);
        const issues = checkDraft(tenantId, target, draftContext(tenantId, state, operator));
        if (issues.length > 0) throw invalidDraft(issues);
        const next = await commitVersion(tx, {
          tenantId,
          state,
          files,
          kind: 'rollback',
          operatorId: operator.id,
          message: message || `Rollback to version ${version}`,
          now,
        });
        await audit(tx, operator, tenantId, 'rollback', { to: version, version: next }, now);
        return { version: next };
      });
      await serveNew(tenantId);
      return result;
    },

    /** Four-eyes on or off: a platform admin's call, never the checked publisher's; audited with what it was. */
    async setFourEyes(operator: Operator | null, tenantId: string, on: boolean, now: Date) {
      if (operator) requirePlatformAdmin(operator);
      knownTenant(tenantId);
      return locked(tenantId, async (tx) => {
        const was = await fourEyes(tx, tenantId);
        await tx.query(
          'INSERT INTO studio_tenants (tenant_id, four_eyes) VALUES ($1, $2) ON CONFLICT (tenant_id) DO UPDATE SET four_eyes = EXCLUDED.four_eyes',
          [tenantId, on],
        );
        await audit(tx, operator, tenantId, 'settings.fourEyes', { on, was, by: operator ? 'studio' : 'cli' }, now);
        return { fourEyes: on };
      });
    },

    /** Every served tenant's platform settings: hosts, the URL policy's origins and four-eyes. */
    async platform(operator: Operator | null) {
      if (operator) requirePlatformAdmin(operator);
      const tenants = [];
      for (const id of deps.registry.ids()) {
        const config = deps.registry.get(id);
        tenants.push({
          id,
          hosts: stringsAt(config, ['hosts']),
          allowedOrigins: stringsAt(config, ['security', 'allowedOrigins']),
          trustedOrigins: stringsAt(config, ['security', 'trustedOrigins']),
          fourEyes: await fourEyes(db, id),
        });
      }
      const operators = await db.query<{ username: string; platform_admin: boolean; roles: Record<string, StudioRole> | null }>(
        `SELECT o.username, o.platform_admin, (SELECT json_object_agg(r.tenant_id, r.role) FROM operator_roles r WHERE r.operator_id = o.id) AS roles
           FROM operators o WHERE NOT o.disabled ORDER BY o.username`,
      );
      return {
        tenants,
        operators: operators.rows.map((o) => ({ username: o.username, platformAdmin: o.platform_admin, roles: o.roles ?? {} })),
      };
    },

    /**
     * A platform admin sets a tenant's hosts and URL policy: published at once as a version of
     * kind "platform" (the same check as any publish, with the platform's fields open), audited
     * with what they were.
     */
    async setPlatformSettings(operator: Operator | null, tenantId: string, input: PlatformSettings, now: Date) {
      if (operator) requirePlatformAdmin(operator);
      knownTenant(tenantId);
      const result = await locked(tenantId, async (tx) => {
        const state = await stateLocked(tx, tenantId, now);
        const draft = structuredClone(state.merged);
        draft.tenant.hosts = input.hosts;
        draft.tenant.security = { allowedOrigins: input.allowedOrigins, trustedOrigins: input.trustedOrigins };
        const issues = checkDraft(tenantId, draft, { ...draftContext(tenantId, state, operator), platformAdmin: true });
        if (issues.length > 0) throw invalidDraft(issues);
        const diff = diffConfigs(state.merged, draft);
        if (diff.length === 0) throw new ApiError(400, 'E_NO_CHANGE', 'These are already the settings');
        const version = await commitVersion(tx, {
          tenantId,
          state,
          draft,
          kind: 'platform',
          operatorId: operator?.id ?? null,
          message: 'Platform settings',
          now,
        });
        const before = { hosts: state.merged.tenant.hosts ?? [], security: state.merged.tenant.security ?? {} };
        const after = { hosts: draft.tenant.hosts, security: draft.tenant.security };
        await audit(tx, operator, tenantId, 'platform.settings', { version, before, after, by: operator ? 'studio' : 'cli' }, now);
        return { version };
      });
      await serveNew(tenantId);
      return result;
    },

    /** A platform admin gives an operator a role on a tenant, or takes it away (role null); audited. */
    async setRole(operator: Operator | null, username: string, tenantId: string, role: StudioRole | null, now: Date) {
      if (operator) requirePlatformAdmin(operator);
      knownTenant(tenantId);
      return db.transaction(async (tx) => {
        const found = await tx.query<{ id: number }>('SELECT id FROM operators WHERE lower(username) = lower($1) AND NOT disabled', [
          username,
        ]);
        const target = found.rows[0];
        if (!target) throw apiErrors.notFound(`No operator is called ${username}`);
        const was = await tx.query<{ role: StudioRole }>('SELECT role FROM operator_roles WHERE operator_id = $1 AND tenant_id = $2', [
          target.id,
          tenantId,
        ]);
        if (role === null) await tx.query('DELETE FROM operator_roles WHERE operator_id = $1 AND tenant_id = $2', [target.id, tenantId]);
        else
          await tx.query(
            `INSERT INTO operator_roles (operator_id, tenant_id, role) VALUES ($1, $2, $3)
             ON CONFLICT (operator_id, tenant_id) DO UPDATE SET role = EXCLUDED.role`,
            [target.id, tenantId, role],
          );
        await audit(tx, operator, tenantId, 'platform.role', { username, role, was: was.rows[0]?.role ?? null }, now);
        return { username, tenantId, role };
      });
    },

    async auditLog(operator: Operator, tenantId: string) {
      requireRole(operator, tenantId);
      // the title of the change request an entry names, so the log can say which change in words
      const found = await db.query<{
        id: number;
        action: string;
        detail: object;
        username: string | null;
        created_at: Date;
        change_title: string | null;
      }>(
        `SELECT a.id, a.action, a.detail, o.username, a.created_at, c.title AS change_title
           FROM studio_audit a LEFT JOIN operators o ON o.id = a.operator_id
           LEFT JOIN change_requests c ON c.tenant_id = a.tenant_id AND c.id::text = a.detail->>'change'
          WHERE a.tenant_id = $1 ORDER BY a.id DESC LIMIT 200`,
        [tenantId],
      );
      return found.rows.map((a) => ({
        id: Number(a.id),
        action: a.action,
        detail: a.detail,
        operator: a.username,
        at: new Date(a.created_at).toISOString(),
        ...(a.change_title !== null ? { changeTitle: a.change_title } : {}),
      }));
    },

    audit,
  };
}

export type Studio = ReturnType<typeof createStudio>;
