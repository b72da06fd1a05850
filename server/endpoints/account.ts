/**
 * Account endpoints: systemCountries, usernameCheck, registerConfig, register, affiliateCheck,
 * forgetPassword. Login (username and SMS) stays in login.ts; captcha and SMS codes have their
 * own files.
 */
import { findAffiliateCode } from '../account/affiliate.ts';
import { COUNTRIES } from '../account/countries.ts';
import { fieldError } from '../account/errors.ts';
import { findMemberByPhone, parsePhone } from '../account/phone.ts';
import { registerMember } from '../account/register.ts';
import { checkRule, DEFAULT_RULES, registerConfig as configOf, RULE_MESSAGES } from '../account/register-config.ts';
import { revokeAllSessions } from '../account/sign-in.ts';
import { verifySmsCode } from '../account/sms.ts';
import { findMemberByAccount } from '../members/accounts.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';
import { answerSignIn } from '../http/session-cookie.ts';
import { hashPassword } from '../security/password.ts';

export const systemCountries = defineEndpoint('systemCountries', {
  auth: 'none',
  handle: async () => [...COUNTRIES],
});

export const usernameCheck = defineEndpoint('usernameCheck', {
  auth: 'none',
  async handle({ db, tenantId, query }) {
    const username = query.username.trim();
    const verdict = checkRule(DEFAULT_RULES.username, username);
    if (!verdict.ok) throw fieldError('username', RULE_MESSAGES[verdict.messageKey], verdict.messageKey);
    return { available: (await findMemberByAccount(db, tenantId, username)) === undefined };
  },
});

export const registerConfig = defineEndpoint('registerConfig', {
  auth: 'none',
  handle: async ({ tenantId, tenant }) => configOf(tenantId, tenant),
});

export const register = defineEndpoint('register', {
  auth: 'none',
  handle: async (ctx) => answerSignIn(ctx, await registerMember(ctx)),
});

export const affiliateCheck = defineEndpoint('affiliateCheck', {
  auth: 'none',
  async handle({ db, tenantId, query }) {
    return { valid: (await findAffiliateCode(db, tenantId, query.code, query.domain)) !== undefined };
  },
});

export const forgetPassword = defineEndpoint('forgetPassword', {
  auth: 'none',
  async handle({ db, tenantId, body, now }) {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    const rule = checkRule(DEFAULT_RULES.password, body.newPassword);
    if (!rule.ok) throw fieldError('newPassword', RULE_MESSAGES[rule.messageKey], rule.messageKey);
    if (!(await verifySmsCode(db, { tenantId, phone, purpose: 'forget', code: body.messageCode, now }))) {
      throw fieldError('messageCode', RULE_MESSAGES['rule.messageCodeWrong'], 'rule.messageCodeWrong');
    }
    const member = await findMemberByPhone(db, tenantId, phone);
    if (!member || member.disabled || member.preview) throw apiErrors.notFound('No account uses this mobile number');
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member.id, passwordHash]);
      await revokeAllSessions(tx, member.id, now);
    });
    return null;
  },
});
