/**
 * Sessions for the studio's preview frames. The frames show the site as a guest (no session), a
 * member or an agent would see it; the member and the agent are the tenant's preview identities,
 * never real members:
 * - their names (`preview:member`, `preview:agent`) hold a character the registration grammar
 *   (letters and digits) never produces, so no member can be or become one of them;
 * - they are marked `preview` (migration 016): every change is refused to them
 *   (server/http/preview-guard.ts), login and the name lookups never find them, and they have no
 *   upline and no downline, so they belong to no real team;
 * - their data is synthetic: a nickname and an empty wallet that no call can fill or empty;
 * - each session is bound to the studio session that asked for it and dies with it
 *   (server/http/auth.ts); no password signs them in (an unusable hash, checked at full cost).
 */
import type { Db, Queryable } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import { insertMember } from '../members/accounts.ts';
import { openSession } from '../members/sessions.ts';
import { unusablePasswordHash } from '../security/password.ts';
import { ensureWallet } from '../wallet/ledger.ts';

export type PreviewRole = 'member' | 'agent';

const PREVIEW_IDENTITIES = {
  member: { account: 'preview:member', nickname: 'Preview Member', type: 0 },
  agent: { account: 'preview:agent', nickname: 'Preview Agent', type: 1 },
} as const satisfies Record<PreviewRole, { account: string; nickname: string; type: number }>;

/** The tenant's preview identity for a role, created on first use; its member id. */
async function previewIdentity(tx: Queryable, tenantId: string, role: PreviewRole): Promise<number> {
  const spec = PREVIEW_IDENTITIES[role];
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [`studio-preview:${tenantId}:${role}`]);
  const found = await tx.query<{ id: number; preview: boolean }>(
    'SELECT id, preview FROM members WHERE tenant_id = $1 AND lower(account) = lower($2)',
    [tenantId, spec.account],
  );
  const existing = found.rows[0];
  // Registration cannot make this name; an account of it that is not a preview identity came from elsewhere and is left alone.
  if (existing && !existing.preview)
    throw new ApiError(409, 'E_PREVIEW_ACCOUNT', `The account ${spec.account} is not a preview identity; the preview cannot use it`);
  if (existing) return Number(existing.id);
  return insertMember(
    tx,
    { tenantId, account: spec.account, password: '', nickname: spec.nickname, type: spec.type, preview: true },
    unusablePasswordHash(),
  );
}

/**
 * The session info (as login returns it) of a fresh session of the tenant's preview member or
 * agent, bound to the operator's studio session `operatorSessionId`.
 */
export async function previewSession(db: Db, tenantId: string, role: PreviewRole, operatorSessionId: number, now: Date) {
  const spec = PREVIEW_IDENTITIES[role];
  return db.transaction(async (tx) => {
    const id = await previewIdentity(tx, tenantId, role);
    await ensureWallet(tx, id);
    const token = await openSession(tx, id, false, now, operatorSessionId);
    return { token, merchantCode: tenantId, id, userName: spec.account, type: spec.type, firstTimeLogin: false };
  });
}
