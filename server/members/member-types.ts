/** What a member type may do, by the tenant's constants.memberTypes (one table for the site and the server). */
import type { TenantConfig } from '../../engine/config/types.ts';

/** SPEC §3: the tenant's non-agent types (0, 4 and 40 in _base) are not agents; every other type is. */
export function isAgentType(tenant: TenantConfig, type: number): boolean {
  return !tenant.constants.memberTypes.nonAgent.includes(type);
}
