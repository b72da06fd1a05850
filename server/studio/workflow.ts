/**
 * Change requests and their review: a draft becomes a request on the tenant's current version,
 * a publisher approves it (published at once, or scheduled for its time) or rejects it; four-eyes
 * keeps an author from approving their own. Each event is audited and sent as a webhook once it
 * has committed (reviews.ts).
 */
import type { TenantFiles } from '../../engine/config/merge.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { checkDraft } from './check.ts';
import { diffConfigs, type DiffEntry } from './diff.ts';
import { requireRole, type Operator } from './operators.ts';
import { changeHead, recordReviewEvent } from './reviews.ts';
import { invalidDraft, versionConflict, type StudioVersions } from './versions.ts';

type ChangeStatus = 'open' | 'scheduled' | 'published' | 'rejected' | 'failed';

interface ChangeRow {
  id: number;
  tenant_id: string;
  author_id: number;
  author: string;
  base_version: number;
  title: string;
  /** the draft as JSON text (key order kept) */
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

/** The change-request calls of the studio over its versions core. */
export function changeRequests(core: StudioVersions) {
  const { db, deps, knownTenant, draftContext, mergedOf, audit, snapshot, stateLocked, locked, serveNew, fourEyes, commitVersion } = core;

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
      ...changeHead(row),
      baseVersion: row.base_version,
      publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
      reviewer: row.reviewer,
      reviewComment: row.review_comment,
      publishedVersion: row.published_version,
      failure: row.failure,
      diff: row.diff,
      ...(withDraft ? { draft: JSON.parse(row.draft) as TenantFiles } : {}),
    };
  }

  return {
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
  };
}
