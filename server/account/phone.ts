/** Mobile numbers: validation, the stored key, and which member a number belongs to. */
import type { Queryable } from '../db/types.ts';
import { apiErrors } from '../http/api-error.ts';
import type { MemberRow } from '../members/accounts.ts';
import { isKnownDialingCode } from './countries.ts';
import { isMobileNumber } from '../../engine/grammar/phone.ts';

const MOBILE_INVALID = 'The mobile num is not valid';

export interface Phone {
  dialingCode: string;
  number: string;
}

/** Validates a number and dialling code (400 "The mobile num is not valid" otherwise). */
export function parsePhone(mobileNum: string, countryDialingCode: string): Phone {
  const number = mobileNum.trim();
  const dialingCode = countryDialingCode.trim().replace(/^\+/, '');
  if (!isMobileNumber(number)) throw apiErrors.badRequest(MOBILE_INVALID);
  if (!isKnownDialingCode(dialingCode)) throw apiErrors.badRequest('body.countryDialingCode: is not a supported country');
  return { dialingCode, number };
}

/** "+63 9171234567": how numbers are keyed in sms_codes and written to the log. */
export function phoneKey(phone: Phone): string {
  return `+${phone.dialingCode} ${phone.number}`;
}

/** The member of a tenant registered with this number, or undefined. */
export async function findMemberByPhone(db: Queryable, tenantId: string, phone: Phone): Promise<MemberRow | undefined> {
  const found = await db.query<MemberRow>(
    `SELECT m.* FROM members m JOIN member_contacts c ON c.member_id = m.id
      WHERE c.tenant_id = $1 AND c.dialing_code = $2 AND c.mobile_num = $3`,
    [tenantId, phone.dialingCode, phone.number],
  );
  return found.rows[0];
}
