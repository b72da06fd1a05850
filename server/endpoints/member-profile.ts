/**
 * My account (/m/myAccount/index): the member's profile, with the bound mobile and e-mail masked
 * as the security centre shows them, and its two editable fields: the nickname (any time) and the
 * payee (real) name, set once since withdrawals are paid to it. The rules are registration's.
 */
import type { MemberProfile } from '../../engine/config/types.gen.ts';
import { ApiError } from '../http/api-error.ts';
import { fieldError } from '../account/errors.ts';
import { takeRate } from '../account/rate-limit.ts';
import { checkRule, DEFAULT_RULES } from '../account/register-config.ts';
import type { Queryable } from '../db/types.ts';
import { defineEndpoint } from '../http/handler.ts';
import { assertNotTrial } from '../payments/rules.ts';
import { readSecurityStatus } from './member-security.ts';

const PROFILE_UPDATE_LIMIT = { windowMs: 60 * 60_000, max: 20 } as const;
/** SPEC 8's text for a payee name that breaks its rule. */
const NAME_INVALID = 'Name format is not valid';
const NICKNAME_INVALID = 'The nickname must be 1 to 20 characters without < or >';

/** The profile shape, generated from schemas/api/memberProfile.response.json. */
export type { MemberProfile };

async function readProfile(db: Queryable, memberId: number): Promise<MemberProfile> {
  const found = await db.query<{
    account: string;
    nickname: string | null;
    type: number;
    club_label_name: string | null;
    club_label_type: string | null;
    created_at: Date | string;
    payee_name: string | null;
  }>(
    `SELECT m.account, m.nickname, m.type, m.club_label_name, m.club_label_type, m.created_at, c.payee_name
       FROM members m LEFT JOIN member_contacts c ON c.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
  const row = found.rows[0];
  const labels = await db.query<{ label_name: string }>('SELECT label_name FROM member_labels WHERE member_id = $1 ORDER BY label_name', [
    memberId,
  ]);
  const { mobile, email } = await readSecurityStatus(db, memberId);
  return {
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    clubLabel: row.club_label_name ? { labelName: row.club_label_name, type: row.club_label_type ?? '' } : null,
    memberLabel: labels.rows.map((l) => ({ labelName: l.label_name })),
    registeredAt: new Date(row.created_at).toISOString(),
    mobile,
    email,
    payeeName: row.payee_name,
  };
}

export const memberProfile = defineEndpoint('memberProfile', {
  auth: 'required',
  handle: ({ db, member }) => readProfile(db, member.memberId),
});

export const memberProfileUpdate = defineEndpoint('memberProfileUpdate', {
  auth: 'required',
  async handle({ db, tenantId, member, body, now }) {
    assertNotTrial(member.type);
    const nickname = body.nickname?.trim();
    const payeeName = body.payeeName?.trim();
    if (nickname !== undefined && !checkRule(DEFAULT_RULES.nickname, nickname).ok)
      throw fieldError('nickname', NICKNAME_INVALID, 'rule.nickname');
    if (payeeName !== undefined && !checkRule(DEFAULT_RULES.payeeName, payeeName).ok)
      throw fieldError('payeeName', NAME_INVALID, 'profile.nameInvalid');
    await takeRate(db, 'profile-update', String(member.memberId), PROFILE_UPDATE_LIMIT, now);
    await db.transaction(async (tx) => {
      if (payeeName !== undefined) {
        await tx.query('INSERT INTO member_contacts (member_id, tenant_id) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING', [
          member.memberId,
          tenantId,
        ]);
        // Set once: only while empty, so two racing requests cannot both write it.
        const set = await tx.query('UPDATE member_contacts SET payee_name = $2 WHERE member_id = $1 AND payee_name IS NULL', [
          member.memberId,
          payeeName,
        ]);
        if (set.rowCount === 0)
          throw new ApiError(409, 'E_PAYEE_NAME_SET', 'payeeName: the payee name is already set', {
            field: 'payeeName',
            messageKey: 'profile.payeeNameSet',
          });
      }
      if (nickname !== undefined) await tx.query('UPDATE members SET nickname = $2 WHERE id = $1', [member.memberId, nickname]);
    });
    return readProfile(db, member.memberId);
  },
});
