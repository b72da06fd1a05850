/**
 * The security centre (SPEC 2): its status (payment password set?, bound mobile and e-mail,
 * masked, never returned in full), and the forms behind it: bind a mobile number with an SMS
 * code, bind an e-mail confirmed by the login password, change the payment password with the old
 * one (setting the first one is paymentPassword in money.ts). Trial members are refused
 * (E_FREE_REJECT) and each form is rate limited per member, since each checks a secret.
 */
import { conflict, fieldError } from '../account/errors.ts';
import { checkRule, DEFAULT_RULES, RULE_MESSAGES } from '../account/register-config.ts';
import { findMemberByPhone, parsePhone } from '../account/phone.ts';
import { takeRate } from '../account/rate-limit.ts';
import { isUniqueViolation, MOBILE_TAKEN } from '../account/register.ts';
import { verifySmsCode } from '../account/sms.ts';
import type { SecurityStatusValue } from '../../engine/config/types.gen.ts';
import type { Queryable } from '../db/types.ts';
import { defineEndpoint, type EndpointContext } from '../http/handler.ts';
import { changePaymentPassword, checkLoginPassword } from '../payments/payment-password.ts';
import { assertNotTrial } from '../payments/rules.ts';

/** Attempts of each security form per member (a wrong code or password counts too). */
const SECURITY_FORM_LIMIT = { windowMs: 60 * 60_000, max: 10 } as const;

/** Keeps the first 2 and last 2 characters of a number: 91******67. */
const maskMobile = (digits: string) =>
  digits.length <= 4 ? '*'.repeat(digits.length) : `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
/** Keeps the first character of the name and the domain: d***@example.com. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The masked contacts of a member, as the security centre and my account show them. */
export async function readSecurityStatus(db: Queryable, memberId: number): Promise<SecurityStatusValue> {
  const found = await db.query<{ pay: boolean; dialing_code: string | null; mobile_num: string | null; email: string | null }>(
    `SELECT m.payment_password_hash IS NOT NULL AS pay, c.dialing_code, c.mobile_num, c.email
       FROM members m LEFT JOIN member_contacts c ON c.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
  const row = found.rows[0];
  return {
    paymentPassword: Boolean(row?.pay),
    mobile: row?.mobile_num ? `+${row.dialing_code} ${maskMobile(row.mobile_num)}` : null,
    email: row?.email ? maskEmail(row.email) : null,
  };
}

const takeSecurityAttempt = (ctx: EndpointContext<'bindMobile' | 'bindEmail' | 'paymentPasswordChange', 'required'>, form: string) =>
  takeRate(ctx.db, `security-${form}`, String(ctx.member.memberId), SECURITY_FORM_LIMIT, ctx.now);

export const securityStatus = defineEndpoint('securityStatus', {
  auth: 'required',
  handle: ({ db, member }) => readSecurityStatus(db, member.memberId),
});

export const bindMobile = defineEndpoint('bindMobile', {
  auth: 'required',
  async handle(ctx) {
    const { db, tenantId, member, body, now } = ctx;
    assertNotTrial(member.type);
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    await takeSecurityAttempt(ctx, 'mobile');
    const holder = await findMemberByPhone(db, tenantId, phone);
    if (holder && Number(holder.id) !== member.memberId) throw conflict(MOBILE_TAKEN);
    if (!(await verifySmsCode(db, { tenantId, phone, purpose: 'bind', code: body.messageCode, now }))) {
      throw fieldError('messageCode', RULE_MESSAGES['rule.messageCodeWrong'], 'rule.messageCodeWrong');
    }
    try {
      await db.query(
        `INSERT INTO member_contacts (member_id, tenant_id, dialing_code, mobile_num) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id) DO UPDATE SET dialing_code = EXCLUDED.dialing_code, mobile_num = EXCLUDED.mobile_num`,
        [member.memberId, tenantId, phone.dialingCode, phone.number],
      );
    } catch (error) {
      // Another member bound the number between the check and the write: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(MOBILE_TAKEN);
      throw error;
    }
    return readSecurityStatus(db, member.memberId);
  },
});

export const bindEmail = defineEndpoint('bindEmail', {
  auth: 'required',
  async handle(ctx) {
    const { db, tenantId, member, body, now } = ctx;
    assertNotTrial(member.type);
    const email = body.email.trim();
    const rule = checkRule(DEFAULT_RULES.email, email);
    if (!rule.ok) throw fieldError('email', RULE_MESSAGES[rule.messageKey], rule.messageKey);
    await takeSecurityAttempt(ctx, 'email');
    await checkLoginPassword(db, member.memberId, body.loginPassword, now);
    await db.query(
      `INSERT INTO member_contacts (member_id, tenant_id, email) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET email = EXCLUDED.email`,
      [member.memberId, tenantId, email],
    );
    return readSecurityStatus(db, member.memberId);
  },
});

export const paymentPasswordChange = defineEndpoint('paymentPasswordChange', {
  auth: 'required',
  async handle(ctx) {
    assertNotTrial(ctx.member.type);
    await takeSecurityAttempt(ctx, 'payment-password');
    await changePaymentPassword(ctx.db, ctx.member.memberId, ctx.body.oldPassword, ctx.body.password, ctx.now);
    return null;
  },
});
