/**
 * inviteInfo: the member's own invitation code (created on first ask, stored in affiliate_codes
 * like the operator's codes, so registration accepts it) and the registration path carrying it.
 * Needs the REFERRAL promo flag; type 4 gets E_FREE_REJECT.
 */
import { randomInt } from 'node:crypto';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { freeReject, TRIAL_TYPE } from '../payments/rules.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const inviteInfo = defineEndpoint('inviteInfo', {
  auth: 'required',
  // creates the code on first ask, and a code would make whoever registers with it the preview's downline
  preview: 'refused',
  async handle({ db, tenantId, tenant, member }) {
    if ((tenant.flags as Record<string, unknown>).REFERRAL !== true)
      throw new ApiError(403, 'E_FORBIDDEN', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    if (member.type === TRIAL_TYPE) throw freeReject();
    const existing = await db.query<{ code: string }>(
      'SELECT code FROM affiliate_codes WHERE tenant_id = $1 AND agent_member_id = $2 AND active ORDER BY code LIMIT 1',
      [tenantId, member.memberId],
    );
    let code = existing.rows[0]?.code;
    for (let attempt = 0; !code && attempt < 5; attempt += 1) {
      const candidate = newCode();
      const inserted = await db.query<{ code: string }>(
        'INSERT INTO affiliate_codes (tenant_id, code, agent_member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code',
        [tenantId, candidate, member.memberId],
      );
      code = inserted.rows[0]?.code;
    }
    if (!code) throw apiErrors.internal();
    return { code, registerPath: `/m/register?code=${encodeURIComponent(code)}` };
  },
});
