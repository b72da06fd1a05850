/**
 * Checks a studio draft with exactly what `npm run validate` and the server run on a tenant's
 * files: the precompiled config schema, then the cross-reference lint. Issues keep their pointers
 * into the merged config, which is what the studio's forms edit, so each lands on its field.
 */
import type { MergedConfig, TenantFiles } from '../../engine/config/merge.ts';
import { CURRENT_VERSION } from '../../engine/config/migrations.ts';
import { getValidator, schemaCatalog } from '../generated/validators.ts';
import { lintConfig } from '../tenants/lint.ts';
import { schemaIssues } from '../tenants/schema-errors.ts';
import type { ConfigIssue } from '../tenants/types.ts';

/** The config the site would serve for this draft. */
export function draftConfig(tenantId: string, draft: TenantFiles): MergedConfig {
  return { ...draft.tenant, id: tenantId, screens: draft.screens, messages: draft.messages };
}

/** The draft as TenantFiles: a merged config split back into its three parts. */
export function splitConfig(config: MergedConfig): TenantFiles {
  const { id: _id, screens, messages, ...tenant } = config;
  return { tenant, screens, messages };
}

/** Schema and lint issues of a draft; empty when it would be served. */
export function checkDraft(tenantId: string, draft: TenantFiles): ConfigIssue[] {
  const config = draftConfig(tenantId, draft);
  const catalog = schemaCatalog();
  const validate = getValidator('config');
  const issues: ConfigIssue[] = validate(config) ? [] : schemaIssues(validate.errors ?? [], config, catalog);
  const versions = Object.fromEntries(Object.keys(draft.screens).map((name) => [name, CURRENT_VERSION]));
  issues.push(...lintConfig(config, catalog, versions));
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.pointer}\u0000${issue.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
