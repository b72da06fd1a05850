/** Drafts: the tenant as the editor starts from it, a draft's check and diff, and the merge of a draft started on an older version. */
import type { TenantFiles } from '../../engine/config/merge.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { checkDraft } from './check.ts';
import { diffConfigs } from './diff.ts';
import { MergeChoiceError, mergeThreeWay, resolveMerge, type MergeChoice } from './merge.ts';
import { requireRole, type Operator } from './operators.ts';
import { versionConflict, type StudioVersions } from './versions.ts';

/** The draft calls of the studio over its versions core: none of them writes a version. */
export function draftCalls(core: StudioVersions) {
  const { db, knownTenant, draftContext, mergedOf, snapshot, stateLocked, locked, fourEyes } = core;
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
  };
}
