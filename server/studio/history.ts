/** History: the tenant's versions, a rollback to one of them (a new version), and the audit log. */
import { ApiError, apiErrors } from '../http/api-error.ts';
import { checkDraft } from './check.ts';
import type { DiffEntry } from './diff.ts';
import { requireRole, type Operator } from './operators.ts';
import { invalidDraft, type StudioVersions } from './versions.ts';

/** The history calls of the studio over its versions core. */
export function historyCalls(core: StudioVersions) {
  const { db, knownTenant, draftContext, mergedOf, audit, snapshot, stateLocked, locked, serveNew, commitVersion } = core;
  return {
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
  };
}
