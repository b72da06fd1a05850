/**
 * securityStatus: what the security centre shows (SPEC 2): whether a payment password is set
 * and the bound mobile number and e-mail, masked (never returned in full).
 */
import type { AuthedMember } from '../http/auth.ts';
import { defineHandler, type ApiContext } from '../http/handler.ts';

/** Keeps the first 2 and last 2 characters of a number: 91******67. */
export const maskMobile = (digits: string) => (digits.length <= 4 ? '*'.repeat(digits.length) : `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`);
/** Keeps the first character of the name and the domain: d***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export const securityStatus = defineHandler({
  query: 'api/securityStatus.query',
  auth: 'required',
  async handle({ db, member }: ApiContext<undefined, Record<string, string | undefined>, AuthedMember>) {
    const found = await db.query<{ member_pay: string | null; contact_pay: string | null; dialing_code: string | null; mobile_num: string | null; email: string | null }>(
      `SELECT m.payment_password_hash AS member_pay, c.payment_password_hash AS contact_pay, c.dialing_code, c.mobile_num, c.email
         FROM members m LEFT JOIN member_contacts c ON c.member_id = m.id WHERE m.id = $1`,
      [member.memberId],
    );
    const row = found.rows[0];
    return {
      paymentPassword: Boolean(row?.member_pay || row?.contact_pay),
      mobile: row?.mobile_num ? `+${row.dialing_code} ${maskMobile(row.mobile_num)}` : null,
      email: row?.email ? maskEmail(row.email) : null,
    };
  },
});
