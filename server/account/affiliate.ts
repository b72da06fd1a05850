/** Invitation (affiliate) codes of a tenant. */
import type { Queryable } from '../db/types.ts';

export interface AffiliateCode {
  code: string;
  agentMemberId: number | null;
}

/** The active code of the tenant (case-insensitive), valid on this domain when one is given. */
export async function findAffiliateCode(
  db: Queryable,
  tenantId: string,
  code: string,
  domain?: string,
): Promise<AffiliateCode | undefined> {
  const host = domain?.trim().toLowerCase().replace(/:\d+$/, '') || null;
  const found = await db.query<{ code: string; agent_member_id: number | null }>(
    `SELECT code, agent_member_id FROM affiliate_codes
      WHERE tenant_id = $1 AND code = upper($2) AND active AND (domain IS NULL OR $3::text IS NULL OR domain = $3::text)`,
    [tenantId, code.trim(), host],
  );
  const row = found.rows[0];
  return row ? { code: row.code, agentMemberId: row.agent_member_id === null ? null : Number(row.agent_member_id) } : undefined;
}
