/**
 * Checks a studio draft with exactly what `npm run validate` runs on a tenant's files
 * (server/tenants/check-config.ts: schema, cross-reference lint, empty texts, contrast and
 * untranslated messages, hosts held by another tenant), plus the studio's own rule that a
 * tenant's draft leaves the platform's fields alone. Issues keep their pointers into the merged
 * config, which is what the studio's forms edit, so each lands on its field.
 */
import { isJsonObject, type MergedConfig, type TenantFiles } from '../../engine/config/merge.ts';
import { CURRENT_VERSION } from '../../engine/config/migrations.ts';
import { checkConfig, type QualityInputs } from '../tenants/check-config.ts';
import type { ConfigIssue } from '../tenants/types.ts';
import type { FileSet } from './files.ts';
import { platformFieldIssues } from './platform-fields.ts';

/** The config the site would serve for this draft. */
export function draftConfig(tenantId: string, draft: TenantFiles): MergedConfig {
  return { ...draft.tenant, id: tenantId, screens: draft.screens, messages: draft.messages };
}

/** The draft as TenantFiles: a merged config split back into its three parts. */
export function splitConfig(config: MergedConfig): TenantFiles {
  const { id: _id, screens, messages, ...tenant } = config;
  return { tenant, screens, messages };
}

export interface DraftContext {
  /** the tenant's assets and same-as-EN allow-lists, as validate reads them */
  quality: QualityInputs;
  /** host name to the other tenant serving it */
  hostsTaken: ReadonlyMap<string, string>;
  /** the config served now: a draft that changes its platform fields is refused, unless `platformAdmin` */
  served?: TenantFiles;
  platformAdmin?: boolean;
  /**
   * The config version each served screen's file declares (as validate reads it): a screen the
   * draft leaves as served keeps it; a changed or new one is the current version, which the
   * studio writes.
   */
  declaredVersions?: Readonly<Record<string, number>>;
}

/** The config version each screen of a tenant's files was written for: its folder's tenant.json `version` (0 when absent). */
export function declaredScreenVersions(baseFiles: FileSet, tenantFiles: FileSet): Record<string, number> {
  const declared = (files: FileSet) => (typeof files['tenant.json']?.version === 'number' ? files['tenant.json'].version : 0);
  const out: Record<string, number> = {};
  for (const [files, version] of [
    [baseFiles, declared(baseFiles)],
    [tenantFiles, declared(tenantFiles)],
  ] as const)
    for (const path of Object.keys(files)) if (path.startsWith('screens/')) out[path.slice('screens/'.length, -'.json'.length)] = version;
  return out;
}

/** Schema, lint and platform issues of a draft; empty when it may be published. */
export function checkDraft(tenantId: string, draft: TenantFiles, context: DraftContext): ConfigIssue[] {
  const config = draftConfig(tenantId, draft);
  const unchanged = (name: string) => JSON.stringify(draft.screens[name]) === JSON.stringify(context.served?.screens[name]);
  const screenVersions = Object.fromEntries(
    Object.keys(isJsonObject(draft.screens) ? draft.screens : {}).map((name) => [
      name,
      context.declaredVersions?.[name] !== undefined && unchanged(name) ? context.declaredVersions[name] : CURRENT_VERSION,
    ]),
  );
  const issues = checkConfig(config, { screenVersions, quality: context.quality, hostsTaken: context.hostsTaken });
  if (context.served && !context.platformAdmin) issues.unshift(...platformFieldIssues(context.served.tenant, draft.tenant));
  return issues;
}
