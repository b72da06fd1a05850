/**
 * Account seed: demo's phone number (+63 9171234567, for SMS login and forget password) and the
 * invitation codes DEMO2024 (demo, owned by the agent) and LUCKY777 (lucky). Idempotent.
 */
import { findMemberByAccount } from '../members/accounts.ts';
import type { Queryable } from '../db/types.ts';

const SEED_PHONES = [{ tenantId: 'demo', account: 'demo', dialingCode: '63', mobileNum: '9171234567' }] as const;

const SEED_AFFILIATE_CODES = [
  { tenantId: 'demo', code: 'DEMO2024', agentAccount: 'agent' },
  { tenantId: 'lucky', code: 'LUCKY777', agentAccount: null },
] as const;

export async function seedAccount(tx: Queryable): Promise<void> {
  for (const phone of SEED_PHONES) {
    const member = await findMemberByAccount(tx, phone.tenantId, phone.account);
    if (!member) continue;
    await tx.query(
      `INSERT INTO member_contacts (member_id, tenant_id, dialing_code, mobile_num) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) DO NOTHING`,
      [member.id, phone.tenantId, phone.dialingCode, phone.mobileNum],
    );
  }
  for (const entry of SEED_AFFILIATE_CODES) {
    const agent = entry.agentAccount ? await findMemberByAccount(tx, entry.tenantId, entry.agentAccount) : undefined;
    await tx.query('INSERT INTO affiliate_codes (tenant_id, code, agent_member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      entry.tenantId,
      entry.code,
      agent?.id ?? null,
    ]);
  }
}
