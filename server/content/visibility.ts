/**
 * Who sees a content row (issue 30 item 2; migration 041): a banner or an announcement shows only
 * inside its schedule (starts_at inclusive, ends_at exclusive), to the people it names (shown_to:
 * guest, member, agent; NULL for everyone), while every flag it needs (needs_flags) is on. One SQL
 * condition for every call that lists content, so the list, the marquee, the popular ones and the
 * unread badge cannot disagree.
 */
import type { TenantConfig } from '../../engine/config/types.ts';
import { isAgentType } from '../members/member-types.ts';

/** Who a request is, as content targets people. */
export type Viewer = 'guest' | 'member' | 'agent';

export function viewerOf(tenant: TenantConfig, member: { type: number } | null | undefined): Viewer {
  if (!member) return 'guest';
  return isAgentType(tenant, member.type) ? 'agent' : 'member';
}

/** The tenant's flags that are on. */
function flagsOn(tenant: TenantConfig): string[] {
  return Object.entries(tenant.flags)
    .filter(([, on]) => on)
    .map(([name]) => name);
}

/**
 * The condition that row `alias` is shown now to `viewer`, its parameters numbered from `first`:
 * put `params` after the query's own.
 */
export function visibleNow(
  alias: string,
  first: number,
  tenant: TenantConfig,
  viewer: Viewer,
  now: Date,
): { sql: string; params: [Date, Viewer, string[]] } {
  const [at, who, flags] = [`$${first}`, `$${first + 1}`, `$${first + 2}`];
  return {
    sql:
      `(${alias}.starts_at IS NULL OR ${alias}.starts_at <= ${at}) AND (${alias}.ends_at IS NULL OR ${alias}.ends_at > ${at})` +
      ` AND (${alias}.shown_to IS NULL OR ${who}::text = ANY(${alias}.shown_to))` +
      ` AND (${alias}.needs_flags IS NULL OR ${alias}.needs_flags <@ ${flags}::text[])`,
    params: [now, viewer, flagsOn(tenant)],
  };
}
