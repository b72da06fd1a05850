/** The platform admin's calls: four-eyes per tenant, every tenant's hosts and URL policy, and operators' roles. */
import type { StudioPlatformSettingsRequest } from '../../engine/config/types.gen.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/config/merge.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { checkDraft } from './check.ts';
import { diffConfigs } from './diff.ts';
import { requirePlatformAdmin, type Operator, type StudioRole } from './operators.ts';
import { invalidDraft, type StudioVersions } from './versions.ts';

/** What a platform admin sets on a tenant: the hosts it answers on and its URL policy. */
type PlatformSettings = StudioPlatformSettingsRequest;

/** The strings of the array at `path` in a config; [] when it is not there. */
function stringsAt(config: JsonObject | undefined, path: string[]): string[] {
  let value: JsonValue | undefined = config;
  for (const key of path) value = isJsonObject(value) ? value[key] : undefined;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The platform calls of the studio over its versions core (operator null: the command line). */
export function platformCalls(core: StudioVersions) {
  const { db, deps, knownTenant, draftContext, audit, stateLocked, locked, serveNew, fourEyes, commitVersion } = core;
  return {
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
  };
}
