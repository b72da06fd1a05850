/** memberInfo: the signed-in member's profile, labels and whether it is on a break (the menus hide the deposit entries then). */
import type { MemberInfoResponse } from '../../engine/config/types.gen.ts';
import { defineEndpoint } from '../http/handler.ts';
import { loyaltyOf } from '../loyalty/model.ts';
import { levelOf } from '../loyalty/status.ts';
import { activeBreak, readMember } from '../responsible-gaming/state.ts';

/** The schema's answer; the level is always there (from the bet turnover, server/loyalty). */
export type MemberInfo = MemberInfoResponse & { level: NonNullable<MemberInfoResponse['level']> };

export const memberInfo = defineEndpoint('memberInfo', {
  auth: 'required',
  async handle({ db, tenant, member, now }): Promise<MemberInfo> {
    const found = await db.query<{
      id: number;
      account: string;
      nickname: string | null;
      type: number;
      vip: boolean;
      club_label_name: string | null;
      club_label_type: string | null;
    }>('SELECT id, account, nickname, type, vip, club_label_name, club_label_type FROM members WHERE id = $1', [member.memberId]);
    const row = found.rows[0];
    const labels = await db.query<{ label_name: string }>('SELECT label_name FROM member_labels WHERE member_id = $1 ORDER BY label_name', [
      member.memberId,
    ]);
    return {
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      clubLabel: row.club_label_name ? { labelName: row.club_label_name, type: row.club_label_type ?? '' } : null,
      memberLabel: labels.rows.map((l) => ({ labelName: l.label_name })),
      vip: row.vip,
      onBreak: activeBreak(await readMember(db, member.memberId), now) !== null,
      level: await levelOf(db, loyaltyOf(tenant), member.memberId),
    };
  },
});
