/**
 * Sessions for the studio's preview frames. The frames show the site as a member or an agent
 * would see it, so they need a signed-in session; it belongs to a dedicated preview account of
 * the tenant (created on first use, with no usable password and no money), never to a real member.
 */
import type { Db } from '../db/types.ts';
import { ApiError } from '../http/api-error.ts';
import { findMemberByAccount, insertMember } from '../members/accounts.ts';
import { openSession } from '../members/sessions.ts';
import { ensureWallet } from '../wallet/ledger.ts';

const PREVIEW_ACCOUNTS = {
  member: { account: 'studio-preview', nickname: 'Preview Member', type: 0 },
  agent: { account: 'studio-preview-agent', nickname: 'Preview Agent', type: 1 },
} as const;

/** Shaped like no scrypt hash we write (server/security/password.ts refuses it), so no password ever signs these accounts in. */
const NO_PASSWORD = 'scrypt$studio-preview$no-password';

/** The session info (as login returns it) of a fresh session of the tenant's preview member or agent. */
export async function previewSession(db: Db, tenantId: string, role: 'member' | 'agent', now: Date) {
  const spec = PREVIEW_ACCOUNTS[role];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [`studio-preview:${tenantId}:${role}`]);
    const existing = await findMemberByAccount(tx, tenantId, spec.account);
    if (existing && existing.password_hash !== NO_PASSWORD)
      throw new ApiError(409, 'E_PREVIEW_ACCOUNT', `The account ${spec.account} belongs to a member; the preview cannot use it`);
    const id =
      existing?.id ??
      (await insertMember(tx, { tenantId, account: spec.account, password: '', nickname: spec.nickname, type: spec.type }, NO_PASSWORD));
    await ensureWallet(tx, id);
    const token = await openSession(tx, id, false, now);
    return { token, merchantCode: tenantId, id: Number(id), userName: spec.account, type: spec.type, firstTimeLogin: false };
  });
}
